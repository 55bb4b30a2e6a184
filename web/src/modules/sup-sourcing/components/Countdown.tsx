import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { countdownText, deadlineText } from '../utils/countdown';

/** A deadline with its live 剩余时间 (red in the last hour, grey once passed). */
export function Countdown({ deadline }: { deadline: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = deadline ? new Date(deadline).getTime() - now : 0;
  const type = !deadline || left <= 0 ? 'secondary' : left < 3_600_000 ? 'danger' : undefined;
  return (
    <span>
      {deadlineText(deadline)}{' '}
      <Typography.Text type={type} data-testid="countdown">
        {countdownText(deadline, now)}
      </Typography.Text>
    </span>
  );
}
