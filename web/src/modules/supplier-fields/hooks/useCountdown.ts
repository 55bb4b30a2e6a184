import { useEffect, useState } from 'react';

/** Seconds left before 获取验证码 may be pressed again (the server allows one code a minute). */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return { left, start: (seconds = 60) => setLeft(seconds) };
}
