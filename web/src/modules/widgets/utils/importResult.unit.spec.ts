import { describe, expect, it } from 'vitest';
import { importOutcome } from './importResult';

describe('import answers (spec §8)', () => {
  it('success shows the server message', () => {
    expect(importOutcome('roles.xlsx', { success: true, code: 200, message: '文件导入成功！共3条' })).toEqual(
      {
        kind: 'success',
        message: '文件导入成功！共3条',
      },
    );
  });
  it("success without a message shows '{file} 文件上传成功'", () => {
    expect(importOutcome('roles.xlsx', { success: true, code: 200 })).toEqual({
      kind: 'success',
      message: 'roles.xlsx 文件上传成功',
    });
  });
  it('code 201 is the warning with the counts and the error file to download', () => {
    expect(
      importOutcome('roles.xlsx', {
        success: true,
        code: 201,
        message: '文件导入完成，成功1条，失败1条',
        result: {
          totalCount: 2,
          successCount: 1,
          errorCount: 1,
          msg: '总上传行数：2，已导入行数：1，错误行数：1',
          fileUrl: '/sys/common/importErrors/abc.xlsx',
          fileName: 'roles_错误.xlsx',
        },
      }),
    ).toEqual({
      kind: 'partial',
      title: '文件导入完成，成功1条，失败1条',
      detail: '总上传行数：2，已导入行数：1，错误行数：1',
      fileUrl: '/sys/common/importErrors/abc.xlsx',
      fileName: 'roles_错误.xlsx',
    });
  });
  it("failure shows '{file} {message}.'", () => {
    expect(importOutcome('roles.xls', { success: false, message: '仅支持导入.xlsx格式的Excel文件' })).toEqual(
      {
        kind: 'error',
        message: 'roles.xls 仅支持导入.xlsx格式的Excel文件.',
      },
    );
  });
  it('no answer at all is an upload failure naming the file', () => {
    expect(importOutcome('roles.xlsx', null)).toEqual({
      kind: 'error',
      message: 'roles.xlsx file upload failed.',
    });
  });
});
