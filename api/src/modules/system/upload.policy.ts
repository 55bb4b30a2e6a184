import { DomainError } from '@srm/events';

/**
 * The upload rules as pure functions (spec §5 "Upload", §7 "Uploads"): which names, business keys,
 * sizes and contents are accepted, and where an accepted file is linked from.
 */

/** Spec §5 hint (rar, zip, doc, docx, pdf, jpg) plus the office, image and text types buyers send. */
export const DEFAULT_UPLOAD_EXTENSIONS: readonly string[] = [
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
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
];
/** Spec §5/§9: upload default max 500 MB. */
export const DEFAULT_UPLOAD_MAX_MB = 500;
export const DEFAULT_BIZ = 'temp';
export const JEDITOR_BIZ = 'jeditor';
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp']);

export const BIZ_INVALID = '上传目录biz格式非法！';
export const NOT_AN_IMAGE = '请上传图片';
export const NO_FILE = '请选择要上传的文件';
export const NOT_MULTIPART = '请以 multipart/form-data 方式上传文件';
export const ONE_FILE_ONLY = '一次只能上传一个文件';
export const UPLOAD_FAILED = '文件上传失败';

const EXTENSION = /^[a-z0-9]{1,10}$/;

/** `UPLOAD_EXTENSIONS`: a comma (or space) separated list, dots and case ignored; a bad entry throws. */
export function parseExtensionList(text: string): string[] {
  const entries = text.split(/[\s,;]+/).filter(Boolean);
  const bad = entries.filter((e) => !EXTENSION.test(e.replace(/^\./, '').toLowerCase()));
  if (bad.length > 0) throw new Error(`not a file extension: ${bad.join(', ')}`);
  const list = entries.map((e) => e.replace(/^\./, '').toLowerCase());
  if (list.length === 0) throw new Error('at least one file extension is needed');
  return [...new Set(list)];
}

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Spec §5: `仅限上传{list}文件`. */
export const extensionRefusal = (allowed: readonly string[]) => `仅限上传${allowed.join(',')}文件`;

/** Spec §5: `{file} 上传失败,文件大小超出{n}MB限制, 请压缩或降低文件质量!`. */
export const oversizeRefusal = (fileName: string, maxMb: number) =>
  `${fileName} 上传失败,文件大小超出${maxMb}MB限制, 请压缩或降低文件质量!`;

/** The client shows other refusals as `{file} 上传失败，{message}` (spec §8): no file name in them. */
export const CONTENT_MISMATCH = '文件内容与扩展名不符，已拒绝上传';
export const EMPTY_FILE = '文件内容为空';
export const NAME_TOO_LONG = '文件名过长';

export const maxBytesOf = (maxMb: number) => Math.max(1, Math.floor(maxMb * 1024 * 1024));

export type UploadMode = 'general' | 'widget' | 'jeditor';
export type UploadTarget = { mode: UploadMode; biz: string };

/**
 * The three modes of spec §7: `isup=1` (general), `biz` (widget, default `temp`), and
 * `biz=jeditor` with `jeditor=1` (rich-text editor, images only). `biz` is one folder-like key:
 * letters, digits, `_` and `-` (nothing that could climb out of a folder).
 */
export function uploadTarget(fields: Record<string, string | undefined>): UploadTarget {
  const raw = fields.biz?.trim() ?? '';
  const biz = raw === '' ? DEFAULT_BIZ : raw;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(biz))
    throw new DomainError('ValidationFailed', BIZ_INVALID, { field: 'biz' });
  if (biz === JEDITOR_BIZ || fields.jeditor === '1') return { mode: 'jeditor', biz };
  return { mode: fields.isup === '1' ? 'general' : 'widget', biz };
}

/** The extensions a mode takes: the whitelist, and for the editor only its images. */
export const allowedFor = (mode: UploadMode, whitelist: readonly string[]) =>
  mode === 'jeditor' ? whitelist.filter((e) => IMAGE_EXTENSIONS.has(e)) : whitelist;

/** Why a name is refused for a mode, or null. */
export function nameRefusal(fileName: string, mode: UploadMode, whitelist: readonly string[]): string | null {
  const ext = extensionOf(fileName);
  if (mode === 'jeditor' && !IMAGE_EXTENSIONS.has(ext)) return NOT_AN_IMAGE;
  return whitelist.includes(ext) ? null : extensionRefusal(allowedFor(mode, whitelist));
}

/** What `file-type` says the bytes are (undefined: no signature it knows, e.g. plain text). */
export type Sniffed = { ext: string; mime: string } | undefined;

const ZIP_OFFICE = ['zip'];
/** For each known extension, the sniffed types that agree with it. */
const AGREES: Record<string, readonly string[] | 'text'> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png', 'apng'],
  gif: ['gif'],
  bmp: ['bmp'],
  pdf: ['pdf'],
  rar: ['rar'],
  zip: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub'],
  // Office files written by other tools may carry no marker file-type knows: a plain zip then.
  docx: ['docx', ...ZIP_OFFICE],
  xlsx: ['xlsx', ...ZIP_OFFICE],
  pptx: ['pptx', ...ZIP_OFFICE],
  // The legacy formats are OLE compound files.
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  txt: 'text',
  csv: 'text',
};
/** Text formats file-type recognises; a .txt or .csv may hold them. Anything else is binary. */
const TEXT_TYPES = new Set(['xml', 'vtt', 'ics', 'vcf']);

export const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  rar: 'application/vnd.rar',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/**
 * Content sniffing: the bytes must be what the extension says. A known binary type must show its
 * signature (an .exe renamed .pdf is refused); a text type must show none of a binary format; an
 * extension the whitelist added without a rule here takes bytes of that type or of no known type.
 * Returns the content type to store, or null to refuse.
 */
export function contentVerdict(ext: string, sniffed: Sniffed): { mime: string } | null {
  const rule = AGREES[ext];
  const fallbackMime = MIME_BY_EXTENSION[ext] ?? sniffed?.mime ?? 'application/octet-stream';
  if (rule === 'text') return !sniffed || TEXT_TYPES.has(sniffed.ext) ? { mime: fallbackMime } : null;
  if (rule) return sniffed && rule.includes(sniffed.ext) ? { mime: fallbackMime } : null;
  return !sniffed || sniffed.ext === ext ? { mime: fallbackMime } : null;
}

/**
 * The user's name made safe for a path segment: Chinese and other letters, digits, `_`, `-`,
 * `.`, parentheses stay; anything else (separators, `%`, `?`, `#`, spaces, controls) becomes `_`.
 */
export function safeBaseName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const safe = stem
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_\-.()（）]/gu, '_')
    .replace(/^[.]+/, '')
    .replace(/_+/g, '_');
  return [...safe].slice(0, 80).join('') || 'file';
}

/**
 * The relative path a client links to: `{biz}/{name}_{timestamp}_{short id}.{ext}` (JeecgBoot's
 * `{biz}/{name}_{millis}.{ext}`, with part of the file id so two uploads in one millisecond differ).
 */
export const uploadPath = (biz: string, fileName: string, id: string, now: Date) =>
  `${biz}/${safeBaseName(fileName)}_${now.getTime()}_${id.replace(/-/g, '').slice(0, 8)}.${extensionOf(fileName)}`;

/** Where the bytes go in the storage: by month, named by the file id (no user text in it). */
export const storageKeyOf = (id: string, ext: string, now: Date) =>
  `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}.${ext}`;

/**
 * Who may read a stored file: the same tenant; a supplier's user only what its own company
 * uploaded. Anything else is answered as not found (nothing tells it exists).
 */
export const canRead = (
  caller: { tenantId: string; supplierId: string | null },
  file: { tenant_id: string; supplier_id: string | null },
) =>
  file.tenant_id === caller.tenantId &&
  (caller.supplierId === null || file.supplier_id === caller.supplierId);

/** Shown in the browser (images, PDF, text) or saved (everything else). */
export function contentDisposition(mime: string, fileName: string): string {
  const inline = /^(image\/|application\/pdf|text\/)/.test(mime);
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

const rfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
