/** The spec's answer envelope: `{ success, message, code, result, timestamp }`. */
export type Envelope<T> = {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
  /** A refusal's machine-readable reason, where it has one (clients compare it, never the text). */
  reason?: string;
};

export const ok = <T>(result: T, message = '操作成功！'): Envelope<T> => ({
  success: true,
  message,
  code: 200,
  result,
  timestamp: Date.now(),
});

export const fail = <T = null>(
  code: number,
  message: string,
  result: T = null as T,
  reason?: string,
): Envelope<T> => ({
  success: false,
  message,
  code,
  result,
  timestamp: Date.now(),
  ...(reason !== undefined ? { reason } : {}),
});
