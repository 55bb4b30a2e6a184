import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  canRead,
  contentDisposition,
  DEFAULT_UPLOAD_EXTENSIONS,
  maxBytesOf,
  parseExtensionList,
  safeBaseName,
  storageKeyOf,
  uploadPath,
} from './upload.policy';

// Which uploads are accepted is the domain's: events/src/modules/system/upload.rules.unit.spec.ts.
describe('upload settings', () => {
  it('parses UPLOAD_EXTENSIONS leniently but refuses anything that is not an extension', () => {
    expect(parseExtensionList(' PDF, .docx;zip  pdf')).toEqual(['pdf', 'docx', 'zip']);
    expect(() => parseExtensionList('pdf,../x')).toThrow(/not a file extension/);
    expect(() => parseExtensionList(' , ')).toThrow(/at least one/);
  });

  it('turns MB into bytes', () => {
    expect(maxBytesOf(500)).toBe(524_288_000);
    expect(maxBytesOf(0.001)).toBe(1048);
  });
});

describe('paths, keys and links', () => {
  const now = new Date('2026-11-22T08:00:00.000Z');
  const id = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';

  it('builds {biz}/{name}_{millis}_{id8}.{ext}, keeping Chinese names and dropping separators', () => {
    expect(uploadPath('temp', '报价单 (最终).PDF', id, now)).toBe(
      'temp/报价单_(最终)_1795334400000_0f1e2d3c.pdf',
    );
    expect(uploadPath('temp', '../../etc/passwd.txt', id, now)).toBe(
      'temp/passwd_1795334400000_0f1e2d3c.txt',
    );
    expect(safeBaseName('a%2f?#b.pdf')).toBe('a_2f_b');
    expect(safeBaseName('...hidden.pdf')).toBe('hidden');
    expect(safeBaseName('...')).toBe('file');
    expect([...safeBaseName(`${'长'.repeat(200)}.pdf`)]).toHaveLength(80);
  });

  it('keys the storage by month and file id, with no user text', () => {
    expect(storageKeyOf(id, 'pdf', now)).toBe(`2026/11/${id}.pdf`);
  });

  it('lets the same tenant read, and a supplier user only its own company files', () => {
    const buyer = { tenantId: 't1', supplierId: null };
    const supA = { tenantId: 't1', supplierId: 'A' };
    const fileOfA = { tenant_id: 't1', supplier_id: 'A' };
    const fileOfBuyer = { tenant_id: 't1', supplier_id: null };
    expect(canRead(buyer, fileOfA)).toBe(true);
    expect(canRead(supA, fileOfA)).toBe(true);
    expect(canRead({ tenantId: 't1', supplierId: 'B' }, fileOfA)).toBe(false);
    expect(canRead(supA, fileOfBuyer)).toBe(false);
    expect(canRead({ tenantId: 't2', supplierId: null }, fileOfA)).toBe(false);
  });

  it('shows images, PDF and text inline, saves the rest, with a safe and a UTF-8 name', () => {
    expect(contentDisposition('application/pdf', '合同"1".pdf')).toBe(
      `inline; filename="___1_.pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C%221%22.pdf`,
    );
    expect(contentDisposition('application/zip', "a (1)'.zip")).toBe(
      `attachment; filename="a (1)'.zip"; filename*=UTF-8''a%20%281%29%27.zip`,
    );
    expect(contentDisposition('text/plain', 'x\r\ny.txt')).toContain('filename="x__y.txt"');
  });
});

describe('upload configuration', () => {
  it('defaults to 500 MB, the default whitelist and DATA_DIR/uploads', () => {
    const c = loadConfig({ TEMPORAL_ADDRESS: 't:7233', DATA_DIR: '/tmp/srm' });
    expect(c.upload).toEqual({
      maxMb: 500,
      extensions: [...DEFAULT_UPLOAD_EXTENSIONS],
      dir: '/tmp/srm/uploads',
    });
  });

  it('reads UPLOAD_MAX_MB and UPLOAD_EXTENSIONS, and names a bad value', () => {
    const c = loadConfig({ TEMPORAL_ADDRESS: 't:7233', UPLOAD_MAX_MB: '20', UPLOAD_EXTENSIONS: 'PDF, .png' });
    expect(c.upload).toMatchObject({ maxMb: 20, extensions: ['pdf', 'png'] });
    expect(() => loadConfig({ TEMPORAL_ADDRESS: 't:7233', UPLOAD_EXTENSIONS: 'pdf,../x' })).toThrow(
      /UPLOAD_EXTENSIONS: not a file extension: \.\.\/x/,
    );
    expect(() => loadConfig({ TEMPORAL_ADDRESS: 't:7233', UPLOAD_MAX_MB: '0' })).toThrow(/UPLOAD_MAX_MB/);
  });
});
