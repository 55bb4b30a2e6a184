import { Tooltip } from 'antd';
import { truncate } from '../utils/format';

export type TruncatedTextProps = { text: unknown; max?: number };

/** Text cut to 12 characters (spec §9) with the whole text on hover. */
export function TruncatedText({ text, max = 12 }: TruncatedTextProps) {
  const full = text === null || text === undefined ? '' : String(text);
  const short = truncate(full, max);
  return short === full ? <>{full}</> : <Tooltip title={full}>{short}</Tooltip>;
}
