import {
  tenantDefinition,
  variantView,
  type EntityDefinition,
  type EntityVariantKey,
} from '@srm/contracts/masterdata';
import { masterdata, type Database } from '@srm/events';
import type { Kysely } from 'kysely';

/** A variant of one tenant's view of an entity: its columns, query fields with their views, actions. */
export type EntityView = NonNullable<ReturnType<typeof variantView>>;
/** One tenant's view of an entity (its own extended fields) and the views of its variants. */
export type TenantEntity = { def: EntityDefinition; views: Partial<Record<EntityVariantKey, EntityView>> };
/** An entity's definition at one version of its stream, and its tenants' views derived from it once. */
export type KeptEntity = {
  version: number;
  definition: EntityDefinition;
  tenant(tenantId: string): TenantEntity;
};

/** Tenants' views kept per definition: beyond this many the oldest go (derived again when asked). */
const TENANTS_KEPT = 1000;

/**
 * The declared entities' definitions as the generic routes last read them, with the stream version
 * each was read at. A route reads the stream's version in its caller query (callerAtStream) and
 * uses the kept definition only while that version stands, so a definition change (an online form
 * saved, an extended field added, in any process) is seen by the very next request; the definition
 * itself (a few kB of jsonb) is read and its views derived once per version, not per request.
 * Kept per database handle: a test that swaps the database never sees another database's entities.
 */
export function entityDefinitions() {
  const byDb = new WeakMap<object, Map<string, KeptEntity>>();
  const keptIn = (db: object) => {
    let m = byDb.get(db);
    if (!m) byDb.set(db, (m = new Map()));
    return m;
  };
  return {
    /** The entity as last read (perhaps outdated: compare its version). */
    known: (db: Kysely<Database>, name: string): KeptEntity | undefined => keptIn(db).get(name),
    /** Reads the entity as it stands and keeps it (null: not declared). */
    async load(db: Kysely<Database>, name: string): Promise<KeptEntity | undefined> {
      const at = await masterdata.entityStateAt(db, name);
      const kept = keptIn(db);
      if (!at) {
        kept.delete(name);
        return undefined;
      }
      const entity = keep(at.version, at.state.definition);
      // A slower read of an older version never replaces a newer one.
      const current = kept.get(name);
      if (!current || current.version <= at.version) kept.set(name, entity);
      return entity;
    },
  };
}

function keep(version: number, definition: EntityDefinition): KeptEntity {
  const tenants = new Map<string, TenantEntity>();
  return {
    version,
    definition,
    tenant(tenantId) {
      let t = tenants.get(tenantId);
      if (!t) {
        const def = tenantDefinition(definition, tenantId);
        const views: TenantEntity['views'] = {};
        for (const key of ['buyer', 'sup'] as const) {
          const v = variantView(def, key);
          if (v) views[key] = v;
        }
        t = { def, views };
        if (tenants.size >= TENANTS_KEPT) tenants.delete(tenants.keys().next().value!);
        tenants.set(tenantId, t);
      }
      return t;
    },
  };
}
