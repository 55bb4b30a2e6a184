import { DomainError } from '../../errors';
import type { EventStore } from '../../store/event-store';
import { RECORD_NOT_FOUND, recordStreamId, type RecordEvent } from '../system/index';
import { entityStateOf } from './entity.state';

/** One field's change as the history drawer shows it: 物料名称: 短切纱 -> 短切原丝. */
export type FieldChangeView = { field: string; label: string; from: unknown; to: unknown };
export type RecordHistoryEntry = {
  version: number;
  action: 'created' | 'updated' | 'deleted';
  /** Who (the actor's user id, from the event's metadata) and when. */
  actor: string | null;
  at: Date;
  changes: FieldChangeView[];
};

/**
 * A record's change history, read from its events (`record-<entity>.<id>`): who, when, and each
 * field from -> to (a creation lists the values it was created with). Fields carry their labels
 * from the entity's definition, retired fields included; an admin entity's fields show their names.
 * A record of another tenant is as good as missing.
 */
export async function recordHistory(
  store: EventStore,
  entity: string,
  { id, tenantId }: { id: string; tenantId: string },
): Promise<RecordHistoryEntry[]> {
  const { events } = await store.readStream(recordStreamId(entity, id));
  const first = events[0] as { data: { tenantId?: string } } | undefined;
  if (!first || first.data.tenantId !== tenantId) throw new DomainError('NotFound', RECORD_NOT_FOUND);
  const declared = await entityStateOf(store.db, entity);
  const labels = new Map<string, string>(
    declared
      ? [
          ...[...declared.definition.fields, ...declared.retired].map((f) => [f.name, f.label] as const),
          ['pid', '上级节点'] as const,
        ]
      : [],
  );
  const view = (field: string, from: unknown, to: unknown): FieldChangeView => ({
    field,
    label: labels.get(field) ?? field,
    from,
    to,
  });
  return events.map((recorded) => {
    const e = { type: recorded.type, data: recorded.data } as RecordEvent;
    const base = {
      version: recorded.streamVersion,
      actor: typeof recorded.metadata.actor === 'string' ? recorded.metadata.actor : null,
      at: recorded.createdAt,
    };
    switch (e.type) {
      case 'RecordCreated':
        return {
          ...base,
          action: 'created',
          changes: Object.entries(e.data.values)
            .filter(([, v]) => v !== null && v !== undefined)
            .map(([k, v]) => view(k, null, v)),
        };
      case 'RecordUpdated':
        return {
          ...base,
          action: 'updated',
          changes: Object.entries(e.data.changes).map(([k, c]) => view(k, c.from, c.to)),
        };
      case 'RecordDeleted':
        return { ...base, action: 'deleted', changes: [] };
    }
  });
}
