import { useMemo } from 'react';
import { SessionActor } from '../../session';
import { sexOptions, type SexOption } from '../utils/userForm';

/** The `sex` dictionary of the login answer (1 男 / 2 女 when it is absent). */
export function useSexOptions(): readonly SexOption[] {
  const dicts = SessionActor.useSelector((s) => s.context.dictItems);
  return useMemo(() => sexOptions(dicts), [dicts]);
}
