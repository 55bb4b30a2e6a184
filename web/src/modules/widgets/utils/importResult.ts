import { uploadErrorMessage } from './upload';

/**
 * What an import answered (spec §8 "Import code 201"; docs/auth.md "Import"): every row written,
 * some refused (code 201 with the error file), or refused as a whole.
 */
export type ImportOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'partial'; title: string; detail: string | null; fileUrl: string; fileName: string | null }
  | { kind: 'error'; message: string };

export type ImportAnswer = { success: boolean; message?: string; code?: number | string; result?: unknown };

export const IMPORT_DETAIL_TEXT = '具体详情请';
export const IMPORT_DOWNLOAD_TEXT = '点击下载';

export function importOutcome(fileName: string, answer: ImportAnswer | null): ImportOutcome {
  if (!answer) return { kind: 'error', message: uploadErrorMessage(fileName, null) };
  if (!answer.success) return { kind: 'error', message: `${fileName} ${answer.message || '文件上传失败'}.` };
  const result = (typeof answer.result === 'object' && answer.result !== null ? answer.result : {}) as {
    fileUrl?: unknown;
    fileName?: unknown;
    msg?: unknown;
  };
  if (String(answer.code) === '201' && typeof result.fileUrl === 'string' && result.fileUrl !== '') {
    return {
      kind: 'partial',
      title: answer.message || '文件导入完成',
      detail: typeof result.msg === 'string' ? result.msg : null,
      fileUrl: result.fileUrl,
      fileName: typeof result.fileName === 'string' ? result.fileName : null,
    };
  }
  return { kind: 'success', message: answer.message || `${fileName} 文件上传成功` };
}
