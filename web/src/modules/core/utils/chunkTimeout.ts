/** Spec §7: lazy view chunks may fail to load (missing, timeout); the tab says so and can be reloaded. */
export const chunkFailed = (e: Error) =>
  /Loading (CSS )?chunk|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
    e.message,
  );

/** Spec §9: a lazy view's chunk that neither loads nor fails within this time has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Worded like the bundlers' own chunk errors, so the 页面加载失败 / 重新加载 handling recognises it. */
export const chunkTimeoutError = (ms: number) => new Error(`Loading chunk failed (timeout: ${ms} ms)`);

/** The chunk's import, or a chunk failure after `ms` if it is still pending (a stalled connection). */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(chunkTimeoutError(ms)), ms);
    load().then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
