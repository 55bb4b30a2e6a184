import { process as proc, type Database } from '@srm/events';
import type { Kysely } from 'kysely';

/** A code's label, or null for none (`outcome_dictText`). */
export const labelOf = (labels: Record<string, string>, code: string | null) =>
  code ? (Object.hasOwn(labels, code) ? labels[code]! : code) : null;

/** Real names of the tenant's users: `name(id)` is the name, the id itself when unknown, null for none. */
export async function userNames(
  db: Kysely<Database>,
  tenantId: string,
  ids: readonly string[],
): Promise<(id: string | null) => string | null> {
  const unique = [...new Set(ids.filter(Boolean))];
  const rows =
    unique.length === 0
      ? []
      : await db
          .selectFrom('sys_user')
          .select(['id', 'realname'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', unique)
          .execute();
  const names = new Map(rows.map((r) => [r.id, r.realname]));
  return (id) => (id ? (names.get(id) ?? id) : null);
}

/** What every answer about one instance starts with (the instance page, a document's approval). */
export const instanceSummary = (
  instance: proc.ProcessInstanceRow,
  name: (id: string | null) => string | null,
) => ({
  id: instance.id,
  title: instance.title,
  processName: instance.definition_name,
  version: instance.version,
  documentType: instance.document_type,
  businessKey: instance.business_key,
  initiator: instance.initiator,
  initiatorName: name(instance.initiator),
  status: instance.status,
  outcome: instance.outcome,
  outcome_dictText: labelOf(proc.PROCESS_OUTCOME_TEXT, instance.outcome),
  startTime: instance.started_at,
  endTime: instance.ended_at,
});
