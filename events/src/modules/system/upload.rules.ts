import { DomainError } from '../../errors';

/**
 * Which uploads are accepted (spec §5 "Upload", §7 "Uploads"): the business key and mode, names and
 * extensions, size, and bytes that agree with the extension. The upload route streams the file to its
 * storage and asks these rules at each step; a refused file is removed again.
 */

export const DEFAULT_BIZ = 'temp';
export const JEDITOR_BIZ = 'jeditor';
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp']);

export const BIZ_INVALID = '上传目录biz格式非法！';
export const NOT_AN_IMAGE = '请上传图片';

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

/** The longest file name taken, in characters. */
export const MAX_FILE_NAME = 255;

const refuse = (message: string) => new DomainError('ValidationFailed', message);

type ModeFields = Record<string, string | undefined>;

/** A name as soon as it is known: not too long, and of an extension the mode (of the fields so far) takes. */
export function checkUploadName(
  fileName: string,
  fields: ModeFields,
  whitelist: readonly string[],
): UploadTarget {
  if ([...fileName].length > MAX_FILE_NAME) throw refuse(NAME_TOO_LONG);
  const target = uploadTarget(fields);
  const refusal = nameRefusal(fileName, target.mode, whitelist);
  if (refusal) throw refuse(refusal);
  return target;
}

/** The refusal of a file beyond the size limit (the stream stops there; the spec's words, with the name). */
export const uploadTooLarge = (fileName: string, maxMb: number) => refuse(oversizeRefusal(fileName, maxMb));

/**
 * The whole file once stored: its name against the mode of all the fields, not empty, and bytes that
 * agree with its extension. Returns where it goes and the content type to store.
 */
export function checkUploadedFile(o: {
  fileName: string;
  fields: ModeFields;
  whitelist: readonly string[];
  size: number;
  sniffed: Sniffed;
}): { target: UploadTarget; mime: string } {
  const target = checkUploadName(o.fileName, o.fields, o.whitelist);
  if (o.size === 0) throw refuse(EMPTY_FILE);
  const verdict = contentVerdict(extensionOf(o.fileName), o.sniffed);
  if (!verdict) throw refuse(CONTENT_MISMATCH);
  return { target, mime: verdict.mime };
}
