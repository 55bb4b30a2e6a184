import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Envelope, type Harness } from '../../testing/harness';
import { LocalFileStorage } from '../../http/file-storage';

type Part = { name: string; value: string } | { name: string; file: Uint8Array; fileName: string };
type Uploaded = {
  id: string;
  path: string;
  fileName: string;
  size: number;
  mime: string;
  biz: string;
  mode: string;
};

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000049454e44ae426082', 'hex'),
]);
const pdf = (bodyBytes = 64) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bodyBytes), Buffer.from('\n%%EOF\n')]);
/** A Windows executable's first bytes: what an .exe renamed .pdf really is. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), randomBytes(256)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), randomBytes(200)]);

/** Files (not folders) under `dir`, recursively: what the storage keeps. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if ('file' in p) form.append(p.name, new Blob([p.file]), p.fileName);
    else form.append(p.name, p.value);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

describe('uploads and file links (real PostgreSQL, local disk)', () => {
  let h: Harness;
  let dir: string;
  let buyer: { id: string; token: string };
  let supA: { id: string; token: string };
  let supA2: { id: string; token: string };
  let supB: { id: string; token: string };
  let otherTenant: { id: string; token: string };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'srm-upload-'));
    h = await startHarness({ upload: { dir } });
    buyer = await h.userWith('up-buyer', { tenantId: 't1' });
    supA = await h.userWith('up-sup-a', { tenantId: 't1', supplierId: 'sup-a' });
    supA2 = await h.userWith('up-sup-a2', { tenantId: 't1', supplierId: 'sup-a' });
    supB = await h.userWith('up-sup-b', { tenantId: 't1', supplierId: 'sup-b' });
    otherTenant = await h.userWith('up-t2', { tenantId: 't2' });
  });
  afterAll(async () => {
    await h?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const upload = async (token: string | undefined, parts: Part[], query = '') => {
    const { payload, contentType } = await multipart(parts);
    const r = await h.app.inject({
      method: 'POST',
      url: `/api/sys/common/upload${query}`,
      payload,
      headers: { 'content-type': contentType, ...(token ? { 'x-access-token': token } : {}) },
    });
    return { status: r.statusCode, body: r.json<Envelope<Uploaded>>() };
  };
  /**
   * As the browser opens a file: the client asks for a signed link with its token, then the link is
   * opened without any token. A refused link request is answered as it is.
   */
  const download = async (path: string, auth: { token?: string; signedBy?: string; query?: string } = {}) => {
    if (auth.signedBy) {
      const asked = await h.app.inject({
        method: 'GET',
        url: `/api/sys/common/signedLink?url=${encodeURIComponent(`/sys/common/static/${path}`)}`,
        headers: { 'x-access-token': auth.signedBy },
      });
      if (asked.statusCode !== 200) return asked;
      const { url } = asked.json<Envelope<{ url: string }>>().result;
      expect(url).not.toContain(auth.signedBy);
      return h.app.inject({ method: 'GET', url });
    }
    return h.app.inject({
      method: 'GET',
      url: `/api/sys/common/static/${encodeURI(path)}${auth.query ?? ''}`,
      headers: auth.token ? { 'x-access-token': auth.token } : {},
    });
  };
  const refusedWithNothingKept = async (r: { status: number; body: Envelope }, message: string) => {
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message });
  };
  const state = async () => ({
    head: await h.services.store().head(),
    rows: (await h.services.db().selectFrom('sys_file').select('id').execute()).length,
    files: (await filesUnder(dir)).length,
  });

  it('general mode (isup=1): stores under temp, answers the path as message, records an event', async () => {
    const bytes = pdf(2048);
    const r = await upload(buyer.token, [
      { name: 'isup', value: '1' },
      { name: 'file', file: bytes, fileName: '询价单.pdf' },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.message).toMatch(/^temp\/询价单_\d{13}_[0-9a-f]{8}\.pdf$/);
    expect(r.body.result).toMatchObject({
      path: r.body.message,
      fileName: '询价单.pdf',
      size: bytes.length,
      mime: 'application/pdf',
      biz: 'temp',
      mode: 'general',
    });
    const row = await h.services
      .db()
      .selectFrom('sys_file')
      .selectAll()
      .where('id', '=', r.body.result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tenant_id: 't1',
      supplier_id: null,
      uploaded_by: buyer.id,
      size: bytes.length,
    });
    const { events } = await h.services.store().readStream(`sysFile-${r.body.result.id}`);
    expect(events.map((e) => e.type)).toEqual(['SysFileUploaded']);
    expect(events[0]?.metadata).toMatchObject({ actor: buyer.id, tenantId: 't1' });
    expect(await readFile(join(dir, row.storage_key))).toEqual(bytes);
  });

  it('widget mode (biz): stores under the business key; the link returns the same bytes', async () => {
    const bytes = pdf(300_000);
    const r = await upload(supA.token, [
      { name: 'biz', value: 'contract' },
      { name: 'file', file: bytes, fileName: '合同 草案(1).pdf' },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.message).toMatch(/^contract\/合同_草案\(1\)_\d{13}_[0-9a-f]{8}\.pdf$/);
    expect(r.body.result.mode).toBe('widget');

    for (const auth of [{ token: supA.token }, { signedBy: supA.token }]) {
      const got = await download(r.body.message, auth);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('合同 草案')}%281%29.pdf`,
      );
      expect(got.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('rich-text editor mode (biz=jeditor, jeditor=1, fields after the file): images only', async () => {
    const r = await upload(buyer.token, [
      { name: 'file', file: PNG, fileName: 'logo.png' },
      { name: 'biz', value: 'jeditor' },
      { name: 'jeditor', value: '1' },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.message).toMatch(/^jeditor\/logo_\d{13}_[0-9a-f]{8}\.png$/);
    expect(r.body.result).toMatchObject({ mode: 'jeditor', mime: 'image/png' });
    const img = await download(r.body.message, { signedBy: buyer.token });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);

    const before = await state();
    const notImage = await upload(buyer.token, [
      { name: 'file', file: pdf(), fileName: 'a.pdf' },
      { name: 'biz', value: 'jeditor' },
      { name: 'jeditor', value: '1' },
    ]);
    await refusedWithNothingKept(notImage, '请上传图片');
    expect(await state()).toEqual(before);
  });

  it('accepts a text file and serves it as UTF-8 text', async () => {
    const text = Buffer.from('物料编码,数量\nGF-001,100\n');
    const r = await upload(buyer.token, [{ name: 'file', file: text, fileName: 'items.csv' }]);
    expect(r.status).toBe(200);
    const got = await download(r.body.message, { token: buyer.token });
    expect(got.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(got.body).toBe(text.toString());
  });

  it('refuses an extension off the whitelist, keeping nothing', async () => {
    const before = await state();
    const r = await upload(buyer.token, [{ name: 'file', file: EXE, fileName: 'setup.exe' }]);
    await refusedWithNothingKept(
      r,
      '仅限上传rar,zip,doc,docx,pdf,jpg,jpeg,png,gif,bmp,xls,xlsx,ppt,pptx,txt,csv文件',
    );
    expect(await state()).toEqual(before);
  });

  it('refuses an .exe renamed .pdf (and an ELF renamed .txt) by its content: nothing stored', async () => {
    const before = await state();
    const exe = await upload(supA.token, [{ name: 'file', file: EXE, fileName: '报价单.pdf' }]);
    await refusedWithNothingKept(exe, '文件内容与扩展名不符，已拒绝上传');
    const elf = await upload(supA.token, [{ name: 'file', file: ELF, fileName: 'notes.txt' }]);
    await refusedWithNothingKept(elf, '文件内容与扩展名不符，已拒绝上传');
    expect(await state()).toEqual(before);
  });

  it('refuses a business key that could leave its folder', async () => {
    const before = await state();
    for (const biz of ['../../etc', 'a/b', '..']) {
      const r = await upload(buyer.token, [
        { name: 'biz', value: biz },
        { name: 'file', file: pdf(), fileName: 'a.pdf' },
      ]);
      await refusedWithNothingKept(r, '上传目录biz格式非法！');
    }
    // Given after the file (or in the query), it is refused all the same, and the bytes go.
    const late = await upload(buyer.token, [
      { name: 'file', file: pdf(), fileName: 'a.pdf' },
      { name: 'biz', value: '../x' },
    ]);
    await refusedWithNothingKept(late, '上传目录biz格式非法！');
    const query = await upload(
      buyer.token,
      [{ name: 'file', file: pdf(), fileName: 'a.pdf' }],
      '?biz=..%2Fx',
    );
    await refusedWithNothingKept(query, '上传目录biz格式非法！');
    expect(await state()).toEqual(before);
  });

  it('refuses malformed requests with a message: not multipart, no file, two files, empty file', async () => {
    const before = await state();
    const json = await h.post('/sys/common/upload', { file: 'x' }, buyer.token);
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('请以 multipart/form-data 方式上传文件');
    await refusedWithNothingKept(
      await upload(buyer.token, [{ name: 'biz', value: 'temp' }]),
      '请选择要上传的文件',
    );
    const two = await upload(buyer.token, [
      { name: 'file', file: pdf(), fileName: 'a.pdf' },
      { name: 'file2', file: pdf(), fileName: 'b.pdf' },
    ]);
    await refusedWithNothingKept(two, '一次只能上传一个文件');
    const empty = await upload(buyer.token, [{ name: 'file', file: new Uint8Array(), fileName: 'a.txt' }]);
    await refusedWithNothingKept(empty, '文件内容为空');
    const truncated = await h.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut',
      headers: { 'content-type': 'multipart/form-data; boundary=xx', 'x-access-token': buyer.token },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json<Envelope>().message).toBe('文件上传失败');
    expect(await state()).toEqual(before);
  });

  it('takes a file above the 10 MB JSON body limit: uploads stream to disk', async () => {
    const bytes = pdf(12 * 1024 * 1024);
    const r = await upload(buyer.token, [{ name: 'file', file: bytes, fileName: 'drawings.pdf' }]);
    expect(r.status).toBe(200);
    expect(r.body.result.size).toBe(bytes.length);
    const got = await download(r.body.message, { token: buyer.token });
    expect(got.headers['content-length']).toBe(String(bytes.length));
    expect(got.rawPayload.equals(bytes)).toBe(true);
  });

  it("keeps supplier B (and other tenants) out of supplier A's files: 404, nothing leaks", async () => {
    const secret = pdf(1024);
    const a = await upload(supA.token, [{ name: 'file', file: secret, fileName: 'A-报价.pdf' }]);
    const mine = await upload(buyer.token, [{ name: 'file', file: pdf(), fileName: 'tender.pdf' }]);
    expect(a.status).toBe(200);

    for (const token of [supB.token, otherTenant.token]) {
      for (const auth of [{ token }, { signedBy: token }]) {
        const r = await download(a.body.message, auth);
        expect(r.statusCode).toBe(404);
        expect(r.json<Envelope>()).toMatchObject({ success: false, message: '很抱歉，资源未找到!' });
        expect(r.rawPayload.includes(secret.subarray(9, 200))).toBe(false);
      }
    }
    // A supplier's user reads only what its own company uploaded; a buyer of the tenant reads all.
    expect((await download(a.body.message, { token: supA2.token })).statusCode).toBe(200);
    expect((await download(a.body.message, { token: buyer.token })).statusCode).toBe(200);
    expect((await download(mine.body.message, { token: supA.token })).statusCode).toBe(404);
    expect((await download(mine.body.message, { token: otherTenant.token })).statusCode).toBe(404);
  });

  it('answers 401 without a token, and 404 for an unknown or climbing path', async () => {
    const r = await upload(buyer.token, [{ name: 'file', file: pdf(), fileName: 'x.pdf' }]);
    const before = await state();
    const noToken = await upload(undefined, [{ name: 'file', file: pdf(), fileName: 'x.pdf' }]);
    expect(noToken.status).toBe(401);
    expect(noToken.body.message).toBe('未授权，请重新登录');
    expect(await state()).toEqual(before);

    const link = await download(r.body.message);
    expect(link.statusCode).toBe(401);
    expect(link.json<Envelope>().message).toBe('未授权，请重新登录');
    const forgedQuery = await download(r.body.message, { query: '?token=eyJhbGciOiJIUzI1NiJ9.e30.forged' });
    expect(forgedQuery.statusCode).toBe(401);
    // A valid session token in the URL is not read either ([SEC1] 4).
    const tokenInQuery = await download(r.body.message, { query: `?token=${buyer.token}` });
    expect(tokenInQuery.statusCode).toBe(401);
    const forgedHeader = await download(r.body.message, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' });
    expect(forgedHeader.statusCode).toBe(500);
    expect(forgedHeader.json<Envelope>().message).toBe('Token失效，请重新登录');

    for (const path of [
      'temp/nothing_here.pdf',
      '',
      '..%2F..%2Fetc%2Fpasswd',
      r.body.message.toUpperCase(),
    ]) {
      const got = await h.app.inject({
        method: 'GET',
        url: `/api/sys/common/static/${path}`,
        headers: { 'x-access-token': buyer.token },
      });
      expect(got.statusCode, path).toBe(404);
      expect(got.json<Envelope>().message).toBe('很抱歉，资源未找到!');
    }
  });
});

describe('upload size limit (tiny limit through the options)', () => {
  let h: Harness;
  let dir: string;
  let token: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'srm-upload-small-'));
    h = await startHarness({ upload: { dir, maxMb: 0.001, extensions: ['pdf', 'txt'] } });
    token = (await h.userWith('small-limit')).token;
  });
  afterAll(async () => {
    await h?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const send = async (bytes: Uint8Array, fileName: string) => {
    const { payload, contentType } = await multipart([{ name: 'file', file: bytes, fileName }]);
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload,
      headers: { 'content-type': contentType, 'x-access-token': token },
    });
    return { status: r.statusCode, body: r.json<Envelope<Uploaded>>() };
  };

  it('refuses an oversize file with the spec message and keeps none of it', async () => {
    const head = await h.services.store().head();
    const r = await send(pdf(4096), '图纸.pdf');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      success: false,
      message: '图纸.pdf 上传失败,文件大小超出0.001MB限制, 请压缩或降低文件质量!',
    });
    expect(await filesUnder(dir)).toEqual([]);
    expect(await h.services.store().head()).toEqual(head);
  });

  it('takes a file within the limit, and applies the configured whitelist', async () => {
    expect((await send(pdf(512), 'ok.pdf')).status).toBe(200);
    const r = await send(PNG, 'a.png');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('仅限上传pdf,txt文件');
  });
});

describe('local file storage', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'srm-storage-'));
    storage = new LocalFileStorage(root);
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  const text = async (s: Readable | undefined) => {
    const chunks: Buffer[] = [];
    for await (const c of s ?? []) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString();
  };

  it('puts, streams back and deletes; a missing key reads as nothing', async () => {
    expect(await storage.put('2026/11/a.txt', Readable.from([Buffer.from('hello')]))).toEqual({ size: 5 });
    expect(await text(await storage.getStream('2026/11/a.txt'))).toBe('hello');
    await storage.delete('2026/11/a.txt');
    await storage.delete('2026/11/a.txt');
    expect(await storage.getStream('2026/11/a.txt')).toBeUndefined();
  });

  it('never overwrites a key, and removes a half-written file when the stream fails', async () => {
    await storage.put('k/one.txt', Readable.from([Buffer.from('first')]));
    await expect(storage.put('k/one.txt', Readable.from([Buffer.from('second')]))).rejects.toThrow();
    expect(await text(await storage.getStream('k/one.txt'))).toBe('first');
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('k/two.txt', failing)).rejects.toThrow('client went away');
    expect(await storage.getStream('k/two.txt')).toBeUndefined();
  });

  it('refuses keys that climb out of the root or are absolute', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.', 'a/./b', 'a\\b', '']) {
      await expect(storage.getStream(key), key).rejects.toThrow(/bad storage key/);
      await expect(storage.put(key, Readable.from([])), key).rejects.toThrow(/bad storage key/);
    }
  });
});
