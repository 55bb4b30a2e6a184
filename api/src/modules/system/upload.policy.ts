import { system } from '@srm/events';

/**
 * The upload's configuration, transport and storage (spec §7 "Uploads"): the whitelist and size
 * settings, where an accepted file is stored and linked from, who reads it. Which uploads are
 * accepted is the domain's (events system/upload.rules.ts).
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

export const maxBytesOf = (maxMb: number) => Math.max(1, Math.floor(maxMb * 1024 * 1024));

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
  `${biz}/${safeBaseName(fileName)}_${now.getTime()}_${id.replace(/-/g, '').slice(0, 8)}.${system.extensionOf(fileName)}`;

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
