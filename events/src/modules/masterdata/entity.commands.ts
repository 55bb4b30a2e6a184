import {
  entityDefinition,
  firstIssue,
  isOnlineFieldName,
  type EntityDefinition,
} from '@srm/contracts/masterdata';
import { sql } from 'kysely';
import { DomainError, VersionConflictError } from '../../errors';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, Trx } from '../../store/types';
import { billCodeStream } from '../system/index';
import {
  decide,
  evolve,
  initialState,
  type EntityCommand,
  type EntityDefinitionState,
} from './entity.decide';
import { readFacts, runDdl, tableExists } from './entity.ddl';
import { entityStreamId, type EntityEvent } from './entity.events';
import { factsNeeded, type DdlStep, type EntityState } from './entity.planner';

type Meta = { metadata?: EventMetadata };

/**
 * The entity's lock: a definition change holds it exclusively (its DDL and its event commit
 * together, or neither), a record write holds it shared (its values are checked against the
 * definition in force, and the table keeps its shape until the write commits).
 */
export async function lockEntity(trx: Trx, name: string, mode: 'exclusive' | 'shared'): Promise<void> {
  const key = `srm.entity:${name}`;
  await (
    mode === 'exclusive'
      ? sql`select pg_advisory_xact_lock(hashtext(${key}))`
      : sql`select pg_advisory_xact_lock_shared(hashtext(${key}))`
  ).execute(trx);
}

/** One transaction; a concurrent writer of one of its streams makes it start over (twice at most). */
export async function inTransaction<T>(store: EventStore, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await store.db.transaction().execute(work);
      // Appends inside a caller's transaction wake subscribers only once it has committed.
      store.notifier.appended();
      return result;
    } catch (e) {
      if (!(e instanceof VersionConflictError)) throw e;
      // Records numbered by one fill rule queue on its stream: each round one of them wins, so a
      // crowd needs as many rounds as it has members (spread out a little, as nextBillCode does).
      if (e.streamId.startsWith(`${billCodeStream.streamType}-`) && attempt < 50) {
        await new Promise<void>((r) => setTimeout(r, Math.floor(Math.random() * Math.min(20, 2 * attempt))));
        continue;
      }
      if (attempt < 3) continue;
      throw e;
    }
  }
}

export type EntityChangeResult = {
  /** False when the definition was already in force: nothing was run or recorded. */
  changed: boolean;
  /** The entity as it stands after the call. */
  state: EntityState;
  /** What ran (empty when nothing changed, or a change of labels and lists only). */
  ddl: DdlStep[];
};

const fold = (events: readonly { type: string; data: unknown }[]) =>
  events.reduce<EntityDefinitionState>(
    (s, e) => evolve(s, { type: e.type, data: e.data } as EntityEvent),
    initialState(),
  );

/**
 * Under the entity's exclusive lock, in one transaction: read its stream, read the facts the
 * command needs, decide, run the decided DDL, append the event. Any failure (a refusal, a DDL
 * error, a lost race) rolls all of it back: the definition and the table stay as they were.
 */
async function changeEntity(
  store: EventStore,
  name: string,
  command: (trx: Trx, state: EntityDefinitionState) => Promise<EntityCommand>,
  meta: Meta,
): Promise<EntityChangeResult> {
  return inTransaction(store, async (trx) => {
    await lockEntity(trx, name, 'exclusive');
    const streamId = entityStreamId(name);
    const { version, events } = await store.readStream(streamId, { trx });
    const state = fold(events);
    const decided = decide(await command(trx, state), state);
    const last = decided[decided.length - 1];
    if (!last) {
      if (state.status !== 'defined') throw new DomainError('NotFound', '实体不存在');
      return { changed: false, state: state.entity, ddl: [] };
    }
    const ddl = decided.flatMap((e) => e.data.ddl as DdlStep[]);
    await runDdl(trx, ddl);
    await store.append(streamId, decided, { trx, expectedVersion: version, ...meta });
    const { origin, definition, retired, purged } = last.data;
    return { changed: true, state: { origin, definition, retired, purged }, ddl };
  });
}

/** The definition, parsed, or the refusal a user reads (nothing is created). */
function parsed(definition: unknown): EntityDefinition {
  const r = entityDefinition.safeParse(definition);
  if (r.success) return r.data;
  const { message, path } = firstIssue(r.error);
  throw new DomainError('ValidationFailed', message, path ? { field: path } : undefined, 'InvalidDefinition');
}

/**
 * Declares an entity or changes its definition: creates or migrates its table and records the
 * change, or refuses (a lossy change, a hostile identifier) leaving everything as it was. The
 * same path for code-declared and online entities; an unchanged definition does nothing.
 */
export async function defineEntity(
  store: EventStore,
  definition: unknown,
  meta: Meta & {
    /**
     * Code sync: keep the online (x-prefixed) fields an administrator added to the code entity
     * at run time, which its declaration in code does not list.
     */
    keepOnlineFields?: boolean;
    /** `new`: only create (an existing entity is refused); `existing`: only change. */
    expect?: 'new' | 'existing';
  } = {},
): Promise<EntityChangeResult> {
  const wanted = parsed(definition);
  const { keepOnlineFields, expect, ...rest } = meta;
  return changeEntity(
    store,
    wanted.name,
    async (trx, state) => {
      let next: EntityDefinition = wanted;
      if (keepOnlineFields && state.status === 'defined') {
        const names = new Set(wanted.fields.map((f) => f.name));
        const extra = state.entity.definition.fields.filter(
          (f) => isOnlineFieldName(f.name) && !names.has(f.name),
        );
        next = { ...wanted, fields: [...wanted.fields, ...extra] };
      }
      const current = state.status === 'defined' ? state.entity : null;
      const needs = factsNeeded(current, next);
      return {
        type: 'DefineEntity',
        definition: next,
        facts: current && needs.length > 0 ? await readFacts(trx, current.definition.table, needs) : {},
        tableTaken: current ? false : await tableExists(trx, next.table),
        ...(expect ? { expect } : {}),
      };
    },
    rest,
  );
}

/**
 * Changes an entity from its definition in force, read under the lock (no lost update when two
 * administrators change one entity at once): `derive` gets the current definition and returns the
 * next one, which takes `defineEntity`'s path. An entity that does not exist is NotFound.
 */
export async function changeEntityDefinition(
  store: EventStore,
  name: string,
  derive: (current: EntityState) => unknown,
  meta: Meta = {},
): Promise<EntityChangeResult> {
  return changeEntity(
    store,
    name,
    async (trx, state) => {
      if (state.status !== 'defined') throw new DomainError('NotFound', '实体不存在');
      const next = parsed(derive(state.entity));
      const needs = factsNeeded(state.entity, next);
      return {
        type: 'DefineEntity',
        definition: next,
        facts: needs.length > 0 ? await readFacts(trx, state.entity.definition.table, needs) : {},
        tableTaken: false,
        expect: 'existing',
      };
    },
    meta,
  );
}

/** Drops the columns of retired fields (their data goes): the only way a column is ever dropped. */
export const purgeEntityFields = (
  store: EventStore,
  name: string,
  fields: readonly string[],
  meta: Meta = {},
) => changeEntity(store, name, async () => ({ type: 'PurgeEntityFields', fields, facts: {} }), meta);

/**
 * Brings the code-declared entities' tables and definitions in line with their declarations, each
 * through `defineEntity` (at start-up: a declaration that did not change does nothing). A refused
 * change stops the sync with the entity's name and the reason, the ones before it kept.
 */
export async function syncEntityDefinitions(
  store: EventStore,
  definitions: readonly unknown[],
  meta: Meta = {},
): Promise<{ name: string; changed: boolean }[]> {
  const out: { name: string; changed: boolean }[] = [];
  for (const d of definitions) {
    const name = (d as { name?: unknown }).name;
    try {
      const r = await defineEntity(store, d, { ...meta, keepOnlineFields: true });
      out.push({ name: r.state.definition.name, changed: r.changed });
    } catch (e) {
      if (e instanceof DomainError) {
        throw new DomainError(
          e.code,
          `实体「${String(name)}」的代码声明未能同步：${e.message}`,
          e.details,
          e.reason,
        );
      }
      throw e;
    }
  }
  return out;
}

/** The entity's definition stream folded (for tests and tools; record writes read the last event). */
export async function readEntity(store: EventStore, name: string): Promise<EntityState | null> {
  const state = fold((await store.readStream(entityStreamId(name))).events);
  return state.status === 'defined' ? state.entity : null;
}
