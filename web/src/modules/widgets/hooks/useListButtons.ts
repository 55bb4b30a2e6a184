import { useMemo } from 'react';
import { SessionActor } from '../../session';
import { listButtons, type ListButtons } from '../utils/listButtons';

/** Which buttons of a generic list the signed-in user sees (spec §6), for an action prefix such as `system:role`. */
export function useListButtons(prefix: string): ListButtons {
  const permissions = SessionActor.useSelector((s) => s.context.permissions);
  return useMemo(
    () => listButtons(prefix, permissions?.auth ?? [], permissions?.allAuth ?? []),
    [prefix, permissions],
  );
}
