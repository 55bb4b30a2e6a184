import { describe, expect, it } from 'vitest';
import {
  BIZ_INVALID,
  checkUploadedFile,
  checkUploadName,
  CONTENT_MISMATCH,
  contentVerdict,
  EMPTY_FILE,
  extensionOf,
  NAME_TOO_LONG,
  nameRefusal,
  NOT_AN_IMAGE,
  oversizeRefusal,
  uploadTarget,
} from './upload.rules';

/** A whitelist like the API's default (api/src/modules/system/upload.policy.ts). */
const DEFAULT_UPLOAD_EXTENSIONS = [
  'rar',
  'zip',
  'doc',
  'docx',
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'txt',
];
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

  it('words the oversize refusal exactly as the spec', () => {
    expect(oversizeRefusal('标书.zip', 500)).toBe(
      '标书.zip 上传失败,文件大小超出500MB限制, 请压缩或降低文件质量!',
    );
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

describe('an upload, step by step', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (e) {
      return e;
    }
    return null;
  };

  it('given a name as soon as it is known, when it is too long or off the mode, then it is refused before a byte is stored', () => {
    expect(checkUploadName('a.pdf', { isup: '1' }, ['pdf'])).toEqual({ mode: 'general', biz: 'temp' });
    expect(refusal(() => checkUploadName(`${'长'.repeat(252)}.pdf`, {}, ['pdf']))).toMatchObject({
      code: 'ValidationFailed',
      message: NAME_TOO_LONG,
    });
    expect(refusal(() => checkUploadName('a.pdf', { jeditor: '1' }, ['pdf', 'png']))).toMatchObject({
      message: NOT_AN_IMAGE,
    });
    expect(refusal(() => checkUploadName('a.pdf', { biz: '../x' }, ['pdf']))).toMatchObject({
      message: BIZ_INVALID,
      details: { field: 'biz' },
    });
  });

  it('given the stored file, when it is empty or its bytes disagree with its name, then it is refused', () => {
    const file = { fileName: '报价.pdf', fields: { biz: 'quote' }, whitelist: ['pdf'] };
    expect(checkUploadedFile({ ...file, size: 10, sniffed: pdf })).toEqual({
      target: { mode: 'widget', biz: 'quote' },
      mime: 'application/pdf',
    });
    expect(refusal(() => checkUploadedFile({ ...file, size: 0, sniffed: undefined }))).toMatchObject({
      message: EMPTY_FILE,
    });
    expect(refusal(() => checkUploadedFile({ ...file, size: 10, sniffed: exe }))).toMatchObject({
      message: CONTENT_MISMATCH,
    });
    // A field after the file may still change the mode: the name is checked again against it.
    expect(
      refusal(() => checkUploadedFile({ ...file, fields: { jeditor: '1' }, size: 10, sniffed: pdf })),
    ).toMatchObject({ message: NOT_AN_IMAGE });
  });
});
