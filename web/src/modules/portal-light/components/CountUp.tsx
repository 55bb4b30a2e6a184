import { useEffect, useState } from 'react';
import { COUNT_UP_MS, countUpValue } from '../utils/slides';

export type CountUpProps = { value: number; duration?: number };

/** A number counting up from 0 in 1000 ms (spec §9), with thousands separators. */
export function CountUp({ value, duration = COUNT_UP_MS }: CountUpProps) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const start = performance.now();
    let frame = 0;
    const tick = (t: number) => {
      const elapsed = t - start;
      setShown(countUpValue(value, elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, duration]);
  return <span data-value={value}>{shown.toLocaleString('zh-CN')}</span>;
}
