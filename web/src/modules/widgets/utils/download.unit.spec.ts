import { describe, expect, it } from 'vitest';
import { exportFileName, fileNameFromDisposition } from './download';

describe('downloaded file names', () => {
  it('prefers the UTF-8 filename* of the header', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="export.xlsx"; filename*=UTF-8''%E8%A7%92%E8%89%B2%E5%88%97%E8%A1%A8.xlsx`,
        'x.xlsx',
      ),
    ).toBe('角色列表.xlsx');
  });
  it('falls back to filename, then to the given name', () => {
    expect(fileNameFromDisposition('attachment; filename="roles.xlsx"', 'x.xlsx')).toBe('roles.xlsx');
    expect(fileNameFromDisposition('attachment; filename=roles.xlsx', 'x.xlsx')).toBe('roles.xlsx');
    expect(fileNameFromDisposition(null, '角色管理.xlsx')).toBe('角色管理.xlsx');
  });
  it('an export is saved as .xlsx', () => {
    expect(exportFileName('角色管理')).toBe('角色管理.xlsx');
    expect(exportFileName('a.xlsx')).toBe('a.xlsx');
  });
});
