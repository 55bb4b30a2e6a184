import type { ImportResult } from '@srm/contracts/system';
import { uploadErrorMessage } from './upload';

/**
 * What an import answered (spec §8 "Import code 201"; docs/auth.md "Import"): every row written,
 * some refused (code 201 with the error file), or refused as a whole.
 */
export type ImportOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'partial'; title: string; detail: string | null; fileUrl: string; fileName: string | null }
  | { kind: 'error'; message: string };

/** The import's envelope (`POST {base}/importExcel`): the contract's result, none on a refusal. */
export type ImportAnswer = {
  success: boolean;
  message?: string;
  code?: number | string;
  result?: ImportResult | null;
};

export const IMPORT_DETAIL_TEXT = '具体详情请';
export const IMPORT_DOWNLOAD_TEXT = '点击下载';

export function importOutcome(fileName: string, answer: ImportAnswer | null): ImportOutcome {
  if (!answer) return { kind: 'error', message: uploadErrorMessage(fileName, null) };
  if (!answer.success) return { kind: 'error', message: `${fileName} ${answer.message || '文件上传失败'}.` };
  const result = answer.result;
  if (String(answer.code) === '201' && result?.fileUrl) {
    return {
      kind: 'partial',
      title: answer.message || '文件导入完成',
      detail: result.msg,
      fileUrl: result.fileUrl,
      fileName: result.fileName ?? null,
    };
  }
  return { kind: 'success', message: answer.message || `${fileName} 文件上传成功` };
}
