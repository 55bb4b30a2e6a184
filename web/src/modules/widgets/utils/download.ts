/** Spec §8 "Download empty: 文件下载失败"; the name a downloaded file is saved under. */
export const DOWNLOAD_FAILED_MESSAGE = '文件下载失败';

/**
 * The file name of a `Content-Disposition` header: the UTF-8 `filename*` (RFC 5987) first, then
 * `filename`, else the fallback.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed encoding falls through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || fallback;
}

/** An export's default name: the list's title with the .xlsx extension. */
export const exportFileName = (title: string) => (/\.xlsx?$/i.test(title) ? title : `${title}.xlsx`);
