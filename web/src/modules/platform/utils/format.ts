const timeFormat = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** ISO timestamp -> `2026/01/02 03:04:05` in the browser's time zone; unparsable text is shown as is. */
export const formatTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
};

export const formatElapsed = (elapsedMs: number): string => `耗时 ${Math.round(elapsedMs)} ms`;
