import { hasAction, type AuthEntry } from '../../menu';

/** The buttons of a generic list page, each shown by the spec §6 rule. */
export type ListButtons = { add: boolean; edit: boolean; delete: boolean; export: boolean; import: boolean };

/**
 * The actions behind a list's buttons for an action prefix (`system:role`): add, edit and delete are
 * `<prefix>:add|edit|delete`. Export and import use `<prefix>:export` / `<prefix>:import` when the
 * platform defines such a rule, else what the server checks for them (docs/auth.md): export needs
 * `<prefix>:list`, import `<prefix>:add`.
 */
export function listActions(
  prefix: string,
  allAuth: readonly AuthEntry[],
): Record<keyof ListButtons, string> {
  const defined = (action: string) => allAuth.some((a) => a.action === action);
  return {
    add: `${prefix}:add`,
    edit: `${prefix}:edit`,
    delete: `${prefix}:delete`,
    export: defined(`${prefix}:export`) ? `${prefix}:export` : `${prefix}:list`,
    import: defined(`${prefix}:import`) ? `${prefix}:import` : `${prefix}:add`,
  };
}

export function listButtons(
  prefix: string,
  auth: readonly AuthEntry[],
  allAuth: readonly AuthEntry[],
): ListButtons {
  const actions = listActions(prefix, allAuth);
  const allowed = (k: keyof ListButtons) => hasAction(actions[k], auth, allAuth);
  return {
    add: allowed('add'),
    edit: allowed('edit'),
    delete: allowed('delete'),
    export: allowed('export'),
    import: allowed('import'),
  };
}
