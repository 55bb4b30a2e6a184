import { API_BASE_URL, routeUrl } from '../../core';

/**
 * Spec §5 "Upload" and §8 upload errors: client-side checks before a file is sent, the status of each
 * file (§4: uploading, then done, error or removed) and the field's value (comma-joined stored paths).
 */
export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed';

/** What the widgets need of a file in a list (antd's UploadFile fits). `response` holds the stored path. */
export type FileEntry = {
  uid: string;
  name: string;
  status?: UploadStatus | undefined;
  response?: unknown;
  url?: string | undefined;
};

export type UploadRules = {
  /** Allowed extensions without the dot (default rar, zip, doc, docx, pdf, jpg; not applied in image mode). */
  accept?: readonly string[] | undefined;
  /** Largest file in MB (default 500). */
  maxMb?: number | undefined;
  /** Most files the field holds (default 10); more keeps the last ones. */
  maxCount?: number | undefined;
  /** Images only. */
  imageOnly?: boolean | undefined;
};

export const DEFAULT_ACCEPT: readonly string[] = ['rar', 'zip', 'doc', 'docx', 'pdf', 'jpg'];
export const DEFAULT_MAX_MB = 500;
export const DEFAULT_MAX_COUNT = 10;
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'ico']);

export const IMAGE_ONLY_MESSAGE = '请上传图片';
export const UPLOAD_FAILED_MESSAGE = '文件上传失败';
export const acceptMessage = (accept: readonly string[]) => `仅限上传${accept.join(',')}文件`;
export const countMessage = (n: number) => `只能上传${n}个文件`;
export const sizeMessage = (fileName: string, maxMb: number) =>
  `${fileName} 上传失败,文件大小超出${maxMb}MB限制, 请压缩或降低文件质量!`;

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export type UploadCheck = { ok: true } | { ok: false; message: string };

/** The checks before sending one file: image mode, the extension list, the size. */
export function validateUpload(
  file: { name: string; size: number; type?: string | undefined },
  rules: UploadRules = {},
): UploadCheck {
  const ext = extensionOf(file.name);
  if (rules.imageOnly && !(file.type?.startsWith('image/') ?? false) && !IMAGE_EXTENSIONS.has(ext))
    return { ok: false, message: IMAGE_ONLY_MESSAGE };
  const accept = (rules.accept ?? (rules.imageOnly ? [] : DEFAULT_ACCEPT)).map((a) =>
    a.replace(/^\./, '').toLowerCase(),
  );
  if (accept.length > 0 && !accept.includes(ext)) return { ok: false, message: acceptMessage(accept) };
  const maxMb = rules.maxMb ?? DEFAULT_MAX_MB;
  if (file.size > maxMb * 1024 * 1024) return { ok: false, message: sizeMessage(file.name, maxMb) };
  return { ok: true };
}

/** More files than the field holds: only the last n are kept, with 只能上传{n}个文件. */
export function limitFileList<F>(list: readonly F[], maxCount: number = DEFAULT_MAX_COUNT) {
  return list.length > maxCount
    ? { list: list.slice(-maxCount), message: countMessage(maxCount) }
    : { list: [...list], message: null };
}

/**
 * Several files picked at once, more than the field holds: the first ones of the pick are not sent
 * at all (only the last n are kept), so no late answer brings them back.
 */
export const ignoredInPick = (index: number, picked: number, maxCount: number = DEFAULT_MAX_COUNT): boolean =>
  picked > maxCount && index < picked - maxCount;

/** The `accept` attribute of the file input for the rules ('.rar,.zip,...'; 'image/*' in image mode). */
export function acceptAttribute(rules: UploadRules = {}): string {
  if (rules.imageOnly && !rules.accept) return 'image/*';
  return (rules.accept ?? DEFAULT_ACCEPT).map((a) => `.${a.replace(/^\./, '')}`).join(',');
}

/** The hint under an upload button (spec §5: count, size, extensions). */
export function uploadHint(rules: UploadRules = {}): string {
  const parts = [
    `最多上传${rules.maxCount ?? DEFAULT_MAX_COUNT}个文件`,
    `单个文件不超过${rules.maxMb ?? DEFAULT_MAX_MB}MB`,
  ];
  if (rules.imageOnly && !rules.accept) parts.push('仅限图片');
  else parts.push(`支持扩展名：${(rules.accept ?? DEFAULT_ACCEPT).join(',')}`);
  return parts.join('，');
}

/**
 * A failed upload's message (spec §8): no answer at all `{file} file upload failed.`; an answer that
 * already says 上传失败 (the oversize one names the file) as it is; else `{file} 上传失败，{message}`.
 */
export function uploadErrorMessage(fileName: string, serverMessage?: string | null): string {
  if (!serverMessage) return fileName ? `${fileName} file upload failed.` : UPLOAD_FAILED_MESSAGE;
  if (serverMessage.includes('上传失败')) return serverMessage;
  return fileName ? `${fileName} 上传失败，${serverMessage}` : serverMessage;
}

/**
 * A file's route (spec §7): the static route and the stored path (each segment encoded). It carries
 * no token ([SEC1] 4): the browser opens it through a signed link (`useSignedLink`, `openSignedLink`).
 */
export function fileLink(path: string, base: string = API_BASE_URL): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  const encoded = path
    .replace(/^\/+/, '')
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
  return routeUrl('GET', '/sys/common/static/*', { params: { '*': encoded } }, base);
}

/** An API file route named by the server (e.g. an import's error file), below the API base; no token. */
export function apiFileLink(url: string, base: string = API_BASE_URL): string {
  if (/^(https?:)?\/\//i.test(url)) return url;
  return url.startsWith(base + '/') ? url : `${base}/${url.replace(/^\/+/, '')}`;
}

/** Whether a link needs signing (an API file route) or is opened as it is (an external or data URL). */
export const needsSigning = (url: string, base: string = API_BASE_URL): boolean => url.startsWith(base + '/');

/** The name a stored path shows: its last segment without the `_<millis>_<id>` the server added. */
export function displayName(path: string): string {
  const last = path.split('/').pop() ?? path;
  return last.replace(/_\d{10,}(_[0-9a-f]{8})?(?=\.[^.]*$|$)/i, '');
}

/** The stored paths of a field value ('a,b'). */
export const pathsOf = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** A file of a value: done, its path as the response, linked to its route. */
export type DoneFile = { uid: string; name: string; status: 'done'; response: string; url: string };

/** The file list a value stands for: every path done, linked to its route (opened through a signed link). */
export function filesFromValue(value: string | null | undefined): DoneFile[] {
  return pathsOf(value).map((path) => ({
    uid: path,
    name: displayName(path),
    status: 'done' as const,
    response: path,
    url: fileLink(path),
  }));
}

/** The value of a file list: the paths of the files that are done, comma-joined. */
export function valueFromFiles(list: readonly FileEntry[]): string {
  return list
    .filter((f) => f.status === 'done' && typeof f.response === 'string' && f.response !== '')
    .map((f) => f.response as string)
    .join(',');
}

/**
 * One change of the list (spec §4): the list to show (removed files dropped, at most maxCount), the new
 * value when a file became done or was removed (null: the value stays), and a warning to show.
 */
export function uploadChange<F extends FileEntry>(
  changed: Pick<FileEntry, 'status'>,
  fileList: readonly F[],
  maxCount: number = DEFAULT_MAX_COUNT,
): { fileList: F[]; value: string | null; warning: string | null } {
  const limited = limitFileList(
    fileList.filter((f) => f.status !== 'removed'),
    maxCount,
  );
  const settles = changed.status === 'done' || changed.status === 'removed' || limited.message !== null;
  return {
    fileList: limited.list,
    value: settles ? valueFromFiles(limited.list) : null,
    warning: limited.message,
  };
}
