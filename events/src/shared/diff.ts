/** One changed field of a record: what it was and what it became (the audit trail shows both). */
export type FieldChange = { from: unknown; to: unknown };
export type Changes = Record<string, FieldChange>;

/** Objects compare by content: jsonb hands them back in its own key order. */
const sortedKeys = (v: unknown): unknown =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(
        Object.entries(v)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, x]) => [k, sortedKeys(x)]),
      )
    : v;

/** Arrays of ids are sets: order does not make a change. */
const normal = (v: unknown) =>
  JSON.stringify(Array.isArray(v) ? [...v].map(String).sort() : sortedKeys(v ?? null));

/** The fields of `next` whose value differs from `current` (missing in `next` means unchanged). */
export function diffFields(current: Record<string, unknown>, next: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [field, to] of Object.entries(next)) {
    if (to === undefined) continue;
    const from = current[field] ?? null;
    if (normal(from) !== normal(to)) changes[field] = { from, to };
  }
  return changes;
}

/** `current` with the changes applied. */
export function applyChanges<T extends Record<string, unknown>>(current: T, changes: Changes): T {
  const next: Record<string, unknown> = { ...current };
  for (const [field, { to }] of Object.entries(changes)) next[field] = to;
  return next as T;
}
