import { hasAction } from '../../menu';
import { SessionActor } from '../../session';

/**
 * Spec §6 button rule over the session's permissions: true when the action is among the user's
 * buttons of a type other than '2', or the platform's rule for it is switched off (allAuth status '0').
 * No action means nothing to check.
 */
export function useAuthorized(action: string | undefined): boolean {
  const permissions = SessionActor.useSelector((s) => s.context.permissions);
  if (action === undefined || action === '') return true;
  return hasAction(action, permissions?.auth ?? [], permissions?.allAuth ?? []);
}
