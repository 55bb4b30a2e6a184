import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  BIZ_INVALID,
  canRead,
  contentDisposition,
  contentVerdict,
  DEFAULT_UPLOAD_EXTENSIONS,
  extensionOf,
  maxBytesOf,
  nameRefusal,
  NOT_AN_IMAGE,
  oversizeRefusal,
  parseExtensionList,
  safeBaseName,
  storageKeyOf,
  uploadPath,
  uploadTarget,
} from './upload.policy';

const pdf = { ext: 'pdf', mime: 'application/pdf' };
const exe = { ext: 'exe', mime: 'application/x-msdownload' };
const zip = { ext: 'zip', mime: 'application/zip' };

describe('upload modes and business keys', () => {
  it('takes isup=1 as the general mode, biz as the widget mode, both defaulting to temp', () => {
    expect(uploadTarget({ isup: '1' })).toEqual({ mode: 'general', biz: 'temp' });
    expect(uploadTarget({})).toEqual({ mode: 'widget', biz: 'temp' });
    expect(uploadTarget({ biz: 'contract_2026-11' })).toEqual({ mode: 'widget', biz: 'contract_2026-11' });
    expect(uploadTarget({ biz: '  ' })).toEqual({ mode: 'widget', biz: 'temp' });
  });

  it('takes biz=jeditor or jeditor=1 as the rich-text editor mode', () => {
    expect(uploadTarget({ biz: 'jeditor', jeditor: '1' })).toEqual({ mode: 'jeditor', biz: 'jeditor' });
    expect(uploadTarget({ biz: 'jeditor' })).toEqual({ mode: 'jeditor', biz: 'jeditor' });
  });

  it('refuses a biz that could leave its folder or is not a plain key', () => {
    for (const biz of ['..', '../etc', 'a/b', 'a\\b', '/abs', 'temp%2f..', 'a b', '合同', 'x'.repeat(65)]) {
      expect(() => uploadTarget({ biz }), biz).toThrow(BIZ_INVALID);
    }
  });
});

describe('names and extensions', () => {
  it('reads the extension in lower case, none for dotfiles and names without one', () => {
    expect(extensionOf('报价单.PDF')).toBe('pdf');
    expect(extensionOf('a.tar.gz')).toBe('gz');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('dir/x.')).toBe('');
  });

  it('refuses an extension off the whitelist with the spec message, and non-images in the editor', () => {
    expect(nameRefusal('a.pdf', 'widget', DEFAULT_UPLOAD_EXTENSIONS)).toBeNull();
    expect(nameRefusal('setup.exe', 'general', ['pdf', 'zip'])).toBe('仅限上传pdf,zip文件');
    expect(nameRefusal('noext', 'general', ['pdf'])).toBe('仅限上传pdf文件');
    expect(nameRefusal('a.png', 'jeditor', DEFAULT_UPLOAD_EXTENSIONS)).toBeNull();
    expect(nameRefusal('a.pdf', 'jeditor', DEFAULT_UPLOAD_EXTENSIONS)).toBe(NOT_AN_IMAGE);
    // An image type the whitelist dropped stays refused in the editor too.
    expect(nameRefusal('a.gif', 'jeditor', ['png'])).toBe('仅限上传png文件');
  });

  it('parses UPLOAD_EXTENSIONS leniently but refuses anything that is not an extension', () => {
    expect(parseExtensionList(' PDF, .docx;zip  pdf')).toEqual(['pdf', 'docx', 'zip']);
    expect(() => parseExtensionList('pdf,../x')).toThrow(/not a file extension/);
    expect(() => parseExtensionList(' , ')).toThrow(/at least one/);
  });

  it('words the oversize refusal exactly as the spec, and turns MB into bytes', () => {
    expect(oversizeRefusal('标书.zip', 500)).toBe(
      '标书.zip 上传失败,文件大小超出500MB限制, 请压缩或降低文件质量!',
    );
    expect(maxBytesOf(500)).toBe(524_288_000);
    expect(maxBytesOf(0.001)).toBe(1048);
  });
});

describe('content sniffing', () => {
  it('refuses an executable (or anything else) under a binary extension', () => {
    expect(contentVerdict('pdf', exe)).toBeNull();
    expect(contentVerdict('pdf', undefined)).toBeNull();
    expect(contentVerdict('jpg', { ext: 'png', mime: 'image/png' })).toBeNull();
    expect(contentVerdict('zip', { ext: 'jar', mime: 'application/java-archive' })).toBeNull();
  });

  it('accepts matching bytes and answers the extension content type', () => {
    expect(contentVerdict('pdf', pdf)).toEqual({ mime: 'application/pdf' });
    expect(contentVerdict('jpeg', { ext: 'jpg', mime: 'image/jpeg' })).toEqual({ mime: 'image/jpeg' });
    expect(contentVerdict('doc', { ext: 'cfb', mime: 'application/x-cfb' })).toEqual({
      mime: 'application/msword',
    });
    // An Office file with no marker file-type knows is still a zip.
    expect(contentVerdict('xlsx', zip)?.mime).toMatch(/spreadsheetml/);
    expect(contentVerdict('zip', { ext: 'docx', mime: 'x' })).toEqual({ mime: 'application/zip' });
  });

  it('takes text without a binary signature as text', () => {
    expect(contentVerdict('txt', undefined)).toEqual({ mime: 'text/plain; charset=utf-8' });
    expect(contentVerdict('csv', { ext: 'xml', mime: 'application/xml' })).toEqual({
      mime: 'text/csv; charset=utf-8',
    });
    expect(contentVerdict('txt', exe)).toBeNull();
    expect(contentVerdict('csv', { ext: 'elf', mime: 'application/x-elf' })).toBeNull();
  });

  it('lets a whitelisted extension without a rule through when the bytes are of it or unknown', () => {
    expect(contentVerdict('dwg', { ext: 'dwg', mime: 'image/vnd.dwg' })).toEqual({ mime: 'image/vnd.dwg' });
    expect(contentVerdict('dxf', undefined)).toEqual({ mime: 'application/octet-stream' });
    expect(contentVerdict('dwg', exe)).toBeNull();
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
