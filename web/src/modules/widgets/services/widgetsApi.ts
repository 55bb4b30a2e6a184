import type { DeleteBase, ExportBase, ImportBase, ListBase, ListRow, RowOf, RowsPath } from '@srm/contracts';
import type { ImportResult } from '@srm/contracts/system';
import {
  api,
  ApiError,
  apiHeaders,
  isApiEnvelope,
  messageForHttpStatus,
  reportSessionAnswer,
  routeUrl,
  type ApiEnvelope,
  type PathOf,
} from '../../core';
import { sessionStore } from '../../session';
import { DOWNLOAD_FAILED_MESSAGE, exportFileName, fileNameFromDisposition } from '../utils/download';
import { pageOf, type ListQuery } from '../utils/listQuery';

/**
 * The widgets' calls. JSON calls go through the app's client (envelope, token, tenant, the error
 * catalogue); multipart uploads and blob downloads need the raw request, with the client's headers,
 * and report their answer to the session through the client too (a 401 logs out, `Token失效` shows
 * 登录已过期).
 */

export const currentToken = (): string | null => sessionStore.readToken();

/*
 * The generic helpers are typed by their base (ListBase...), which names only bases whose routes the
 * contract has; the path they make from it is then one of the contract's (the compiler cannot follow
 * a template over a generic base, hence the casts to the path type).
 */

/**
 * The path parameters of a base that has them (`/masterdata/:entity`: `{ entity: 'material' }`);
 * without them such a base's calls fail (missing path parameter).
 */
export type BaseParams = Record<string, string>;

/** One page of a generic list (`GET {base}/list`), in the contract's rows. */
export async function fetchListPage<B extends ListBase>(
  base: B,
  query: ListQuery,
  options: { signal?: AbortSignal; params?: BaseParams } = {},
) {
  const result = await api.get(`${base}/list` as PathOf<'GET'>, query as never, options as never);
  return pageOf<ListRow<B>>(result);
}

/** Any list or value URL of a picker: `result` as a list or `result.records` (spec §7). */
export async function fetchRows<P extends RowsPath>(url: P, query: Record<string, unknown>) {
  return pageOf<RowOf<P>>(await api.get(url as PathOf<'GET'>, query as never));
}

/** Delete one record (`DELETE {base}/delete?id=`); the server's message. */
export const deleteRecord = (base: DeleteBase, id: string | number, params?: BaseParams): Promise<string> =>
  api.message('DELETE', `${base}/delete` as PathOf<'DELETE'>, {
    query: { id: String(id) } as never,
    ...((params ? { params } : {}) as object),
  });

/** Delete the selected records (`DELETE {base}/deleteBatch?ids=a,b`); the server's message. */
export const deleteBatch = (
  base: DeleteBase,
  ids: readonly (string | number)[],
  params?: BaseParams,
): Promise<string> =>
  api.message('DELETE', `${base}/deleteBatch` as PathOf<'DELETE'>, {
    query: { ids: ids.map(String).join(',') } as never,
    ...((params ? { params } : {}) as object),
  });

/** `GET {base}/exportXls`: the .xlsx and its name; an answer that is not a file is an ApiError. */
export async function exportXls(
  base: ExportBase,
  query: ListQuery,
  title: string,
  params?: BaseParams,
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  const { headers, token } = await apiHeaders();
  try {
    response = await fetch(
      routeUrl('GET', `${base}/exportXls` as PathOf<'GET'>, { query, params } as never),
      {
        headers,
      },
    );
  } catch {
    throw new ApiError('网络异常，请检查网络连接', null);
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || !response.ok) {
    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      payload = null;
    }
    reportSessionAnswer(response.status, isApiEnvelope(payload) ? payload.reason : undefined, token !== null);
    const message =
      isApiEnvelope(payload) && payload.message ? payload.message : messageForHttpStatus(response.status);
    throw new ApiError(response.ok ? DOWNLOAD_FAILED_MESSAGE : message, response.status);
  }
  const blob = await response.blob();
  if (blob.size === 0) throw new ApiError(DOWNLOAD_FAILED_MESSAGE, response.status);
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('content-disposition'), exportFileName(title)),
  };
}

/** Saves a blob under a name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type MultipartAnswer = { status: number; envelope: ApiEnvelope<unknown> | null };

/** A multipart POST with upload progress (XMLHttpRequest: fetch reports none). */
export async function postMultipart(
  path: PathOf<'POST'>,
  file: Blob & { name?: string },
  fields: Record<string, string> = {},
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
  params?: BaseParams,
): Promise<MultipartAnswer> {
  const { headers, token } = await apiHeaders();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', routeUrl('POST', path, (params ? { params } : {}) as never));
    headers.forEach((v, k) => xhr.setRequestHeader(k, v));
    xhr.timeout = 300_000;
    const form = new FormData();
    // Fields first: the server may read them before the file.
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file, file.name ?? 'file');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText) as unknown;
      } catch {
        payload = null;
      }
      const envelope = isApiEnvelope(payload) ? payload : null;
      reportSessionAnswer(xhr.status, envelope?.reason, token !== null);
      resolve({ status: xhr.status, envelope });
    };
    xhr.onerror = () => reject(new ApiError('网络异常，请检查网络连接', null));
    xhr.ontimeout = () => reject(new ApiError('网络超时', null));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The upload modes of `POST /sys/common/upload` (spec §7): general, widget (biz), rich-text editor. */
export type UploadMode = { kind: 'general' } | { kind: 'widget'; biz?: string } | { kind: 'editor' };

const uploadFields = (mode: UploadMode): Record<string, string> => {
  switch (mode.kind) {
    case 'general':
      return { isup: '1' };
    case 'widget':
      return { biz: mode.biz ?? 'temp' };
    case 'editor':
      return { biz: 'jeditor', jeditor: '1' };
    default: {
      const never: never = mode;
      return never;
    }
  }
};

/** Uploads one file; resolves with the stored path (the answer's message), else rejects with the server's text. */
export async function uploadFile(
  file: Blob & { name?: string },
  mode: UploadMode = { kind: 'widget' },
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { status, envelope } = await postMultipart(
    '/sys/common/upload',
    file,
    uploadFields(mode),
    onProgress,
    signal,
  );
  if (envelope?.success && envelope.message) return envelope.message;
  throw new ApiError(envelope?.message || '', status, envelope);
}

/** `POST {base}/importExcel` with the .xlsx; the envelope (null when there was none). */
export async function importExcel(
  base: ImportBase,
  file: Blob & { name?: string },
  onProgress?: (percent: number) => void,
  params?: BaseParams,
): Promise<ApiEnvelope<ImportResult | null> | null> {
  const { envelope } = await postMultipart(
    `${base}/importExcel` as PathOf<'POST'>,
    file,
    {},
    onProgress,
    undefined,
    params,
  );
  return envelope as ApiEnvelope<ImportResult | null> | null;
}

/** The tenant's department tree (`GET /sys/sysDepart/queryTreeList`). */
export const fetchDepartTree = () => api.get('/sys/sysDepart/queryTreeList');

/** The users of one department (`GET /sys/user/queryUserByDepId?id=`). */
export const fetchUsersByDepart = (id: string) => api.get('/sys/user/queryUserByDepId', { id });

/** A page of users (`GET /sys/user/list`). */
export const fetchUserPage = (query: ListQuery) => fetchListPage('/sys/user', query);
