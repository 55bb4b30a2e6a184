import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  apiFileLink,
  displayName,
  fileLink,
  ignoredInPick,
  filesFromValue,
  limitFileList,
  uploadChange,
  uploadErrorMessage,
  uploadHint,
  validateUpload,
  valueFromFiles,
  type FileEntry,
} from './upload';

const MB = 1024 * 1024;

describe('checks before upload (spec §5)', () => {
  it('image mode refuses a non-image with 请上传图片', () => {
    expect(validateUpload({ name: 'a.pdf', size: 10, type: 'application/pdf' }, { imageOnly: true })).toEqual(
      {
        ok: false,
        message: '请上传图片',
      },
    );
    expect(validateUpload({ name: 'a.png', size: 10, type: 'image/png' }, { imageOnly: true })).toEqual({
      ok: true,
    });
    expect(validateUpload({ name: 'photo.JPG', size: 10 }, { imageOnly: true })).toEqual({ ok: true });
  });
  it('an extension off the list gives 仅限上传{list}文件 (default rar,zip,doc,docx,pdf,jpg)', () => {
    expect(validateUpload({ name: 'a.exe', size: 10 })).toEqual({
      ok: false,
      message: '仅限上传rar,zip,doc,docx,pdf,jpg文件',
    });
    expect(validateUpload({ name: 'contract.PDF', size: 10 })).toEqual({ ok: true });
    expect(validateUpload({ name: 'a.xlsx', size: 10 }, { accept: ['.xlsx'] })).toEqual({ ok: true });
    expect(validateUpload({ name: 'a.xls', size: 10 }, { accept: ['xlsx'] })).toEqual({
      ok: false,
      message: '仅限上传xlsx文件',
    });
  });
  it('a file over the size gives the oversize message naming the file (default 500 MB)', () => {
    expect(validateUpload({ name: 'big.zip', size: 500 * MB + 1 })).toEqual({
      ok: false,
      message: 'big.zip 上传失败,文件大小超出500MB限制, 请压缩或降低文件质量!',
    });
    expect(validateUpload({ name: 'big.zip', size: 500 * MB })).toEqual({ ok: true });
    expect(validateUpload({ name: 'b.pdf', size: 3 * MB }, { maxMb: 2 })).toEqual({
      ok: false,
      message: 'b.pdf 上传失败,文件大小超出2MB限制, 请压缩或降低文件质量!',
    });
  });
  it('more files than allowed keeps the last n with 只能上传{n}个文件 (default 10)', () => {
    expect(limitFileList([1, 2, 3], 2)).toEqual({ list: [2, 3], message: '只能上传2个文件' });
    expect(limitFileList([1, 2], 2)).toEqual({ list: [1, 2], message: null });
    const eleven = Array.from({ length: 11 }, (_, i) => i);
    expect(limitFileList(eleven)).toEqual({ list: eleven.slice(1), message: '只能上传10个文件' });
  });
  it('picking more files at once than allowed sends only the last n', () => {
    expect([0, 1, 2, 3].map((i) => ignoredInPick(i, 4, 2))).toEqual([true, true, false, false]);
    expect([0, 1].map((i) => ignoredInPick(i, 2, 2))).toEqual([false, false]);
  });
  it('the picker and the hint follow the rules', () => {
    expect(acceptAttribute()).toBe('.rar,.zip,.doc,.docx,.pdf,.jpg');
    expect(acceptAttribute({ imageOnly: true })).toBe('image/*');
    expect(uploadHint()).toBe('最多上传10个文件，单个文件不超过500MB，支持扩展名：rar,zip,doc,docx,pdf,jpg');
  });
});

describe('upload error messages (spec §8)', () => {
  it('no answer: {file} file upload failed.', () => {
    expect(uploadErrorMessage('a.pdf', null)).toBe('a.pdf file upload failed.');
    expect(uploadErrorMessage('', null)).toBe('文件上传失败');
  });
  it('the server message after {file} 上传失败，', () => {
    expect(uploadErrorMessage('a.pdf', '文件内容与扩展名不符，已拒绝上传')).toBe(
      'a.pdf 上传失败，文件内容与扩展名不符，已拒绝上传',
    );
  });
  it('the oversize answer names the file already and is shown as it is', () => {
    const m = 'a.zip 上传失败,文件大小超出500MB限制, 请压缩或降低文件质量!';
    expect(uploadErrorMessage('a.zip', m)).toBe(m);
  });
});

describe('file links (spec §7)', () => {
  it('static route + path, each segment encoded, and never a token ([SEC1] 4: opened through a signed link)', () => {
    expect(fileLink('temp/报价 单_1735689600000_1a2b3c4d.pdf', '/api')).toBe(
      '/api/sys/common/static/temp/%E6%8A%A5%E4%BB%B7%20%E5%8D%95_1735689600000_1a2b3c4d.pdf',
    );
    expect(fileLink('/temp/a.pdf', '/api')).toBe('/api/sys/common/static/temp/a.pdf');
    expect(fileLink('', '/api')).toBe('/api/sys/common/static/');
    expect(fileLink('https://cdn.example.com/a.pdf', '/api')).toBe('https://cdn.example.com/a.pdf');
  });
  it("an API file route such as an import's error file, below the API base, without a token", () => {
    expect(apiFileLink('/sys/common/importErrors/u-1.xlsx', '/api')).toBe(
      '/api/sys/common/importErrors/u-1.xlsx',
    );
  });
  it('a stored path shows the name the user uploaded', () => {
    expect(displayName('temp/报价单_1735689600000_1a2b3c4d.pdf')).toBe('报价单.pdf');
    expect(displayName('jeecg/a_b_1735689600000.doc')).toBe('a_b.doc');
    expect(displayName('plain.txt')).toBe('plain.txt');
  });
});

describe('file status and value (spec §4)', () => {
  const done = (path: string): FileEntry => ({ uid: path, name: path, status: 'done', response: path });
  it('a value is the comma-joined paths of done files, and a value reads back as done files', () => {
    const files = filesFromValue('temp/a_1735689600000.pdf, temp/b.zip');
    expect(files.map((f) => [f.name, f.status, f.url])).toEqual([
      ['a.pdf', 'done', '/api/sys/common/static/temp/a_1735689600000.pdf'],
      ['b.zip', 'done', '/api/sys/common/static/temp/b.zip'],
    ]);
    expect(valueFromFiles(files)).toBe('temp/a_1735689600000.pdf,temp/b.zip');
    expect(filesFromValue('')).toEqual([]);
  });
  it('uploading leaves the value as it is', () => {
    const out = uploadChange({ status: 'uploading' }, [
      done('a'),
      { uid: '2', name: 'b', status: 'uploading' },
    ]);
    expect(out.value).toBeNull();
    expect(out.fileList).toHaveLength(2);
  });
  it('done updates the value', () => {
    expect(uploadChange({ status: 'done' }, [done('a'), done('b')]).value).toBe('a,b');
  });
  it('an error is shown in the list but never in the value', () => {
    const out = uploadChange({ status: 'error' }, [done('a'), { uid: '2', name: 'b', status: 'error' }]);
    expect(out.fileList).toHaveLength(2);
    expect(valueFromFiles(out.fileList)).toBe('a');
  });
  it('removed is dropped and the value updated', () => {
    const out = uploadChange({ status: 'removed' }, [done('a'), { ...done('b'), status: 'removed' }]);
    expect(out.fileList.map((f) => f.uid)).toEqual(['a']);
    expect(out.value).toBe('a');
  });
  it('too many files keeps the last ones, warns, and updates the value', () => {
    const out = uploadChange({ status: 'uploading' }, [done('a'), done('b'), done('c')], 2);
    expect(out.fileList.map((f) => f.uid)).toEqual(['b', 'c']);
    expect(out.warning).toBe('只能上传2个文件');
    expect(out.value).toBe('b,c');
  });
});
