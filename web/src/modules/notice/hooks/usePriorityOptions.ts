import { useMemo } from 'react';
import { SessionActor } from '../../session';
import { priorityOptions, type PriorityOption } from '../utils/noticeDisplay';

/** The `priority` dictionary of the login answer (L 一般 / M 重要 / H 紧急 when it is absent). */
export function usePriorityOptions(): readonly PriorityOption[] {
  const dicts = SessionActor.useSelector((s) => s.context.dictItems);
  return useMemo(() => priorityOptions(dicts), [dicts]);
}
