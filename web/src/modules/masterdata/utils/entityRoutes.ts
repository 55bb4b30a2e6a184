import {
  ENTITY_ROUTE_BASE,
  NAME_PATTERN,
  ONLINE_LIST_BASE,
  type EntityDefinition,
  type EntityVariantView,
  type FieldDefinition,
} from '@srm/contracts/masterdata';
import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import type { EntityRef } from '../types';

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';

/** Page paths and the variant each serves: `<base>/<entity>` (the declarations' and online forms' convention). */
const PAGE_BASES: [string, EntityRef['variant']][] = [
  [ENTITY_ROUTE_BASE.sup, 'sup'],
  [ENTITY_ROUTE_BASE.buyer, 'buyer'],
  [ONLINE_LIST_BASE, 'buyer'],
];

/** Declared pages outside the convention (the supplier master's `/supplier/bank`, `/sup/company/bank`...). */
const DECLARED_PAGES = new Map<string, EntityRef>(
  MASTER_DATA_ENTITIES.flatMap((d) =>
    (['buyer', 'sup'] as const).flatMap((variant) => {
      const base = d.variants[variant]?.base;
      return base ? [[trimmed(base), { entity: d.name, variant }] as const] : [];
    }),
  ),
);

/**
 * The entity and variant a menu's path names: `/masterdata/material` (物料, staff), `/sup/masterdata/sample`
 * (the supplier's 样品), `/online/cgformList/xSampleLog` (an online form). The seeded menus' urls are the
 * declarations' variant bases, which follow this (contracts' entities.unit.spec); null for any other path.
 * Whether the entity exists is the definition route's to say.
 */
export function entityAtPath(path: string): EntityRef | null {
  const want = trimmed(path);
  const declared = DECLARED_PAGES.get(want);
  if (declared) return declared;
  for (const [base, variant] of PAGE_BASES) {
    if (!want.startsWith(`${base}/`)) continue;
    const name = want.slice(base.length + 1);
    return NAME_PATTERN.test(name) ? { entity: name, variant } : null;
  }
  return null;
}

/**
 * The served page definition (`GET .../definition`) as the definition the generic list and form read:
 * the variant's columns, query fields, actions and read-only fields, the entity's fields as in force
 * (online entities and a tenant's extended fields included). The table is the server's business.
 */
export function definitionOfView(view: EntityVariantView, variant: EntityRef['variant']): EntityDefinition {
  const v = {
    base: '',
    actions: view.actions,
    columns: view.columns,
    query: view.query,
    readOnly: view.readOnly,
  };
  return {
    name: view.name,
    label: view.label,
    origin: view.origin,
    table: '',
    kind: view.kind,
    ...(view.ownerField ? { ownerField: view.ownerField } : {}),
    // The server sends its stored, defaulted fields.
    fields: view.fields as FieldDefinition[],
    list: { columns: view.columns, sortable: view.sortable, defaultSort: view.defaultSort },
    query: view.query,
    permissions: view.permissions,
    variants: variant === 'sup' ? { buyer: v, sup: v } : { buyer: v },
  };
}
