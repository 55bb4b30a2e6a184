import type { ListFieldTypes } from '@srm/contracts/core';
import type { Kysely } from 'kysely';
import { DomainError, VersionConflictError } from '../../errors';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, Trx } from '../../store/types';
import { dataRuleCondition } from './data-rule.rules';
import { recordEntities, type RecordEntityName } from './record.entities';
import { decide, evolve, initialState, RECORD_NOT_FOUND, type RecordCommand } from './record.decide';
import { recordStreamId, type RecordEvent } from './record.events';
import {
  batchIds,
  CATEGORY_ROOT,
  checkCategoryParent,
  checkDataRule,
  checkDepartRolePermissions,
  checkDepartRoleUser,
  checkFillRule,
  checkPermissionsExist,
  checkRoleDataRules,
  DATA_RULE_NOT_FOUND,
  DEPART_NOT_FOUND,
  DEPART_ROLE_NOT_FOUND,
  DICT_NOT_FOUND,
  nextOrgCode,
  NO_FACTS,
  PARENT_DEPART_NOT_FOUND,
  refuseDelete,
  type DeleteFacts,
} from './record.rules';
import { USER_NOT_FOUND } from './user.decide';

/**
 * Admin record commands that span several records or need the data around them (guards,
 * cascades, generated codes): each is ONE transaction, its checks read inside it, so it happens
 * completely or not at all, and a workflow activity calling it meets the same refusals as a route.
 */

type Meta = { metadata?: EventMetadata };
/** Platform-wide records (menus, dictionaries, categories, rules) carry tenant '0'. */
export const PLATFORM_TENANT = '0';

// Entity tables are picked by the (validated) entity name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTrx = Kysely<any>;

/** Runs `work` in one transaction; a concurrent writer of one of its streams makes it start over (twice at most). */
async function inTransaction<T>(store: EventStore, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await store.db.transaction().execute(work);
      // Appends inside a caller's transaction wake subscribers only once it has committed.
      store.notifier.appended();
      return result;
    } catch (e) {
      if (e instanceof VersionConflictError && attempt < 3) continue;
      throw e;
    }
  }
}

/** Load, decide and append one record stream inside the transaction. */
async function decideIn(store: EventStore, trx: Trx, command: RecordCommand, meta: Meta): Promise<void> {
  const streamId = recordStreamId(command.entity, command.id);
  const { version, events } = await store.readStream(streamId, { trx });
  const state = events.reduce(
    (s, e) => evolve(s, { type: e.type, data: e.data } as RecordEvent),
    initialState(),
  );
  const decided = decide(command, state);
  if (decided.length > 0) await store.append(streamId, decided, { trx, expectedVersion: version, ...meta });
}

const exists = async (q: { executeTakeFirst(): Promise<unknown> }) =>
  (await q.executeTakeFirst()) !== undefined;

/** What the delete guards of `entity` need to know about `ids` (read in the deleting transaction). */
async function deleteFacts(trx: Trx, entity: RecordEntityName, ids: string[]): Promise<DeleteFacts> {
  switch (entity) {
    case 'role':
      return {
        ...NO_FACTS,
        users: await exists(trx.selectFrom('sys_user_role').select('user_id').where('role_id', 'in', ids)),
      };
    case 'depart':
      return {
        ...NO_FACTS,
        children: await exists(
          trx.selectFrom('sys_depart').select('id').where('parent_id', 'in', ids).where('id', 'not in', ids),
        ),
        users: await exists(trx.selectFrom('sys_user_depart').select('user_id').where('dep_id', 'in', ids)),
        departRoles: await exists(
          trx.selectFrom('sys_depart_role').select('id').where('depart_id', 'in', ids),
        ),
      };
    case 'permission':
      return {
        ...NO_FACTS,
        children: await exists(
          trx
            .selectFrom('sys_permission')
            .select('id')
            .where('parent_id', 'in', ids)
            .where('id', 'not in', ids),
        ),
        dataRules: await exists(
          trx.selectFrom('sys_permission_data_rule').select('id').where('permission_id', 'in', ids),
        ),
      };
    case 'category':
      return {
        ...NO_FACTS,
        children: await exists(
          trx.selectFrom('sys_category').select('id').where('pid', 'in', ids).where('id', 'not in', ids),
        ),
      };
    default:
      return NO_FACTS;
  }
}

/** What goes with the deleted records: a dictionary's items; a data rule's grants to roles. */
async function cascadeOf(trx: Trx, entity: RecordEntityName, ids: string[]): Promise<RecordCommand[]> {
  if (entity === 'dict') {
    const items = await trx
      .selectFrom('sys_dict_item')
      .select(['id', 'tenant_id'])
      .where('dict_id', 'in', ids)
      .execute();
    return items.map((i) => ({ type: 'DeleteRecord', entity: 'dictItem', id: i.id, tenantId: i.tenant_id }));
  }
  if (entity === 'permissionDataRule') {
    const grants = await trx
      .selectFrom('sys_role_data_rule as rr')
      .innerJoin('sys_role as r', 'r.id', 'rr.role_id')
      .select(['r.id', 'r.tenant_id', 'rr.data_rule_id'])
      .where('rr.data_rule_id', 'in', ids)
      .execute();
    const byRole = new Map<string, { tenantId: string; remove: string[] }>();
    for (const g of grants) {
      const entry = byRole.get(g.id) ?? { tenantId: g.tenant_id, remove: [] };
      entry.remove.push(g.data_rule_id);
      byRole.set(g.id, entry);
    }
    return [...byRole].map(([id, g]) => ({
      type: 'ChangeRecordLinks',
      entity: 'role',
      id,
      tenantId: g.tenantId,
      field: 'dataRuleIds',
      add: [],
      remove: g.remove,
    }));
  }
  return [];
}

/**
 * Deletes records of one entity, all or none, in one transaction: every id must be the tenant's
 * (else 404 and nothing is deleted), the entity's guards refuse what the data still needs (a role
 * held by users, a department with children, members or department roles, a menu with children or
 * data rules, a category with children; a batch may take a parent with all its children), and what
 * belongs to the records goes with them (a dictionary's items, a data rule's grants to roles),
 * each change an event of its own.
 */
export async function deleteRecords(
  store: EventStore,
  entity: RecordEntityName,
  r: { ids: readonly string[]; tenantId: string; notFound?: string },
  meta: Meta = {},
): Promise<void> {
  const ids = batchIds(r.ids);
  const table = recordEntities[entity].table;
  await inTransaction(store, async (trx) => {
    const found = await (trx as unknown as AnyTrx)
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids)
      .where('tenant_id', '=', r.tenantId)
      .execute();
    if (found.length !== ids.length) throw new DomainError('NotFound', r.notFound ?? RECORD_NOT_FOUND);
    refuseDelete(entity, await deleteFacts(trx, entity, ids));
    for (const c of await cascadeOf(trx, entity, ids)) await decideIn(store, trx, c, meta);
    for (const id of ids)
      await decideIn(store, trx, { type: 'DeleteRecord', entity, id, tenantId: r.tenantId }, meta);
  });
}

/**
 * A new department under `parentId` (a department of the tenant, else 404) gets the next org code
 * under its parent's, made in the creating transaction. Returns the code.
 */
export async function addDepartment(
  store: EventStore,
  r: { id: string; tenantId: string; parentId: string | null; values: Record<string, unknown> },
  meta: Meta = {},
): Promise<{ orgCode: string }> {
  return inTransaction(store, async (trx) => {
    let prefix = '';
    if (r.parentId) {
      const parent = await trx
        .selectFrom('sys_depart')
        .select('org_code')
        .where('id', '=', r.parentId)
        .where('tenant_id', '=', r.tenantId)
        .executeTakeFirst();
      if (!parent) throw new DomainError('NotFound', PARENT_DEPART_NOT_FOUND, { field: 'parentId' });
      prefix = parent.org_code;
    }
    const siblings = await trx
      .selectFrom('sys_depart')
      .select('org_code')
      .where('tenant_id', '=', r.tenantId)
      .where((eb) => (r.parentId ? eb('parent_id', '=', r.parentId) : eb('parent_id', 'is', null)))
      .execute();
    const orgCode = nextOrgCode(
      prefix,
      siblings.map((s) => s.org_code),
    );
    await decideIn(
      store,
      trx,
      {
        type: 'CreateRecord',
        entity: 'depart',
        id: r.id,
        tenantId: r.tenantId,
        values: { ...r.values, parentId: r.parentId, orgCode },
      },
      meta,
    );
    return { orgCode };
  });
}

/** A category's parent and its ancestors upward (at most 100), empty when the parent does not exist. */
async function ancestry(trx: Trx, pid: string): Promise<string[]> {
  const chain: string[] = [];
  let at: string | undefined = pid;
  while (at && at !== CATEGORY_ROOT && chain.length < 100 && !chain.includes(at)) {
    const row: { pid: string } | undefined = await trx
      .selectFrom('sys_category')
      .select('pid')
      .where('id', '=', at)
      .executeTakeFirst();
    if (!row) break;
    chain.push(at);
    at = row.pid;
  }
  return chain;
}

/** A category (platform-wide) under an existing parent ('0': top level); an edit may not move it under itself. */
export async function saveCategory(
  store: EventStore,
  r: { id: string; create: boolean; pid?: string; values: Record<string, unknown> },
  meta: Meta = {},
): Promise<void> {
  await inTransaction(store, async (trx) => {
    const values = { ...r.values };
    if (r.pid !== undefined || r.create) {
      const pid = r.pid || CATEGORY_ROOT;
      checkCategoryParent(
        pid,
        pid === CATEGORY_ROOT ? [] : await ancestry(trx, pid),
        r.create ? undefined : r.id,
      );
      values.pid = pid;
    }
    await decideIn(
      store,
      trx,
      {
        type: r.create ? 'CreateRecord' : 'UpdateRecord',
        entity: 'category',
        id: r.id,
        tenantId: PLATFORM_TENANT,
        values,
      },
      meta,
    );
  });
}

/** A fill rule (platform-wide): its prefix free, its code unchanged on an edit. */
export async function saveFillRule(
  store: EventStore,
  r: { id: string; create: boolean; values: Record<string, unknown> },
  meta: Meta = {},
): Promise<void> {
  await inTransaction(store, async (trx) => {
    let currentCode: string | undefined;
    if (!r.create) {
      const current = await trx
        .selectFrom('sys_fill_rule')
        .select('rule_code')
        .where('id', '=', r.id)
        .where('tenant_id', '=', PLATFORM_TENANT)
        .executeTakeFirst();
      if (!current) throw new DomainError('NotFound', RECORD_NOT_FOUND);
      currentCode = current.rule_code;
    }
    const prefix = r.values.prefix;
    const prefixTaken =
      typeof prefix === 'string' &&
      (await exists(
        trx
          .selectFrom('sys_fill_rule')
          .select('id')
          .where('prefix', '=', prefix.trim())
          .where('id', '<>', r.id),
      ));
    checkFillRule({
      ...(currentCode !== undefined ? { currentCode } : {}),
      ruleCode: r.values.ruleCode,
      prefixTaken,
    });
    await decideIn(
      store,
      trx,
      {
        type: r.create ? 'CreateRecord' : 'UpdateRecord',
        entity: 'fillRule',
        id: r.id,
        tenantId: PLATFORM_TENANT,
        values: r.values,
      },
      meta,
    );
  });
}

/** A new item of an existing dictionary. */
export async function addDictItem(
  store: EventStore,
  r: { id: string; dictId: string; values: Record<string, unknown> },
  meta: Meta = {},
): Promise<void> {
  await inTransaction(store, async (trx) => {
    if (!(await exists(trx.selectFrom('sys_dict').select('id').where('id', '=', r.dictId))))
      throw new DomainError('ValidationFailed', DICT_NOT_FOUND, { field: 'dictId' });
    await decideIn(
      store,
      trx,
      {
        type: 'CreateRecord',
        entity: 'dictItem',
        id: r.id,
        tenantId: PLATFORM_TENANT,
        values: { ...r.values, dictId: r.dictId },
      },
      meta,
    );
  });
}

/**
 * A data rule of a menu (platform-wide): on a menu, not a button, never SQL; with the fields of the
 * menu's list (`listFieldsOf`: the API declares the lists), a column or value the list does not have
 * is refused. An edit keeps the rule on its menu.
 */
export async function saveDataRule(
  store: EventStore,
  r: {
    id: string;
    create: boolean;
    values: Record<string, unknown>;
    listFieldsOf?: (permissionId: string) => ListFieldTypes | undefined;
  },
  meta: Meta = {},
): Promise<void> {
  await inTransaction(store, async (trx) => {
    let permissionId: string;
    let merged: Record<string, unknown>;
    const { permissionId: sent, ...rest } = r.values;
    if (r.create) {
      permissionId = typeof sent === 'string' ? sent : '';
      merged = r.values;
    } else {
      const rule = await trx
        .selectFrom('sys_permission_data_rule')
        .selectAll()
        .where('id', '=', r.id)
        .where('tenant_id', '=', PLATFORM_TENANT)
        .executeTakeFirst();
      if (!rule) throw new DomainError('NotFound', DATA_RULE_NOT_FOUND);
      permissionId = rule.permission_id;
      merged = {
        ruleColumn: rule.rule_column,
        ruleConditions: rule.rule_conditions,
        ruleValue: rule.rule_value,
        ...rest,
      };
    }
    const menu = permissionId
      ? await trx
          .selectFrom('sys_permission')
          .select('menu_type')
          .where('id', '=', permissionId)
          .where('tenant_id', '=', PLATFORM_TENANT)
          .executeTakeFirst()
      : undefined;
    checkDataRule(menu ? { menuType: menu.menu_type } : undefined, merged.ruleConditions);
    const { ruleColumn, ruleConditions, ruleValue } = merged;
    const fields = r.listFieldsOf?.(permissionId);
    if (
      fields &&
      typeof ruleColumn === 'string' &&
      typeof ruleConditions === 'string' &&
      typeof ruleValue === 'string'
    )
      dataRuleCondition(fields, { column: ruleColumn, condition: ruleConditions, value: ruleValue.trim() });
    await decideIn(
      store,
      trx,
      r.create
        ? {
            type: 'CreateRecord',
            entity: 'permissionDataRule',
            id: r.id,
            tenantId: PLATFORM_TENANT,
            values: r.values,
          }
        : {
            type: 'UpdateRecord',
            entity: 'permissionDataRule',
            id: r.id,
            tenantId: PLATFORM_TENANT,
            values: rest,
          },
      meta,
    );
  });
}

/** A role of the tenant, or 404. */
async function ownRecord(
  trx: Trx,
  entity: 'role' | 'depart' | 'departRole',
  id: string,
  tenantId: string,
  message = RECORD_NOT_FOUND,
  field?: string,
) {
  const row = await (trx as unknown as AnyTrx)
    .selectFrom(recordEntities[entity].table)
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) throw new DomainError('NotFound', message, field ? { field } : undefined);
  return row as Record<string, unknown>;
}

/**
 * Grants a role the chosen data rules of one menu (the others of that menu are withdrawn): the
 * role must hold the menu and the rules must be the menu's.
 */
export async function setRoleDataRules(
  store: EventStore,
  r: { roleId: string; tenantId: string; permissionId: string; dataRuleIds: readonly string[] },
  meta: Meta = {},
): Promise<void> {
  await inTransaction(store, async (trx) => {
    await ownRecord(trx, 'role', r.roleId, r.tenantId);
    const holdsMenu = await exists(
      trx
        .selectFrom('sys_role_permission')
        .select('role_id')
        .where('role_id', '=', r.roleId)
        .where('permission_id', '=', r.permissionId),
    );
    const rules = await trx
      .selectFrom('sys_permission_data_rule')
      .select('id')
      .where('permission_id', '=', r.permissionId)
      .execute();
    const ofMenu = new Set(rules.map((x) => x.id));
    const chosen = [...new Set(r.dataRuleIds)];
    checkRoleDataRules({ holdsMenu, chosen, ofMenu });
    await decideIn(
      store,
      trx,
      {
        type: 'ChangeRecordLinks',
        entity: 'role',
        id: r.roleId,
        tenantId: r.tenantId,
        field: 'dataRuleIds',
        add: chosen,
        remove: [...ofMenu].filter((id) => !chosen.includes(id)),
      },
      meta,
    );
  });
}

/**
 * Replaces the menus granted to a role or a department (unknown ids refused). Narrowing a
 * department's grant takes the lost permissions from its department roles, in the same transaction.
 */
export async function grantPermissions(
  store: EventStore,
  r: { entity: 'role' | 'depart'; id: string; tenantId: string; permissionIds: readonly string[] },
  meta: Meta = {},
): Promise<void> {
  const permissionIds = [...new Set(r.permissionIds)];
  await inTransaction(store, async (trx) => {
    if (permissionIds.length > 0) {
      const found = await trx
        .selectFrom('sys_permission')
        .select('id')
        .where('id', 'in', permissionIds)
        .execute();
      checkPermissionsExist(permissionIds, new Set(found.map((f) => f.id)));
    }
    await decideIn(
      store,
      trx,
      { type: 'UpdateRecord', entity: r.entity, id: r.id, tenantId: r.tenantId, values: { permissionIds } },
      meta,
    );
    if (r.entity !== 'depart') return;
    let q = trx
      .selectFrom('sys_depart_role_permission as drp')
      .innerJoin('sys_depart_role as dr', 'dr.id', 'drp.drole_id')
      .select(['dr.id', 'drp.permission_id'])
      .where('dr.depart_id', '=', r.id)
      .where('dr.tenant_id', '=', r.tenantId);
    if (permissionIds.length > 0) q = q.where('drp.permission_id', 'not in', permissionIds);
    const lost = new Map<string, string[]>();
    for (const row of await q.execute()) lost.set(row.id, [...(lost.get(row.id) ?? []), row.permission_id]);
    for (const [roleId, remove] of lost)
      await decideIn(
        store,
        trx,
        {
          type: 'ChangeRecordLinks',
          entity: 'departRole',
          id: roleId,
          tenantId: r.tenantId,
          field: 'permissionIds',
          add: [],
          remove,
        },
        meta,
      );
  });
}

/** A new department role within a department of the tenant (else 404 部门不存在). */
export async function addDepartRole(
  store: EventStore,
  r: { id: string; tenantId: string; departId: string; values: Record<string, unknown> },
  meta: Meta = {},
): Promise<void> {
  await inTransaction(store, async (trx) => {
    await ownRecord(trx, 'depart', r.departId, r.tenantId, DEPART_NOT_FOUND, 'departId');
    await decideIn(
      store,
      trx,
      {
        type: 'CreateRecord',
        entity: 'departRole',
        id: r.id,
        tenantId: r.tenantId,
        values: { ...r.values, departId: r.departId },
      },
      meta,
    );
  });
}

/** Replaces a department role's grant; a permission its department does not hold is refused. */
export async function saveDepartRolePermissions(
  store: EventStore,
  r: { roleId: string; tenantId: string; permissionIds: readonly string[] },
  meta: Meta = {},
): Promise<void> {
  const permissionIds = [...new Set(r.permissionIds)];
  await inTransaction(store, async (trx) => {
    const role = await ownRecord(trx, 'departRole', r.roleId, r.tenantId, DEPART_ROLE_NOT_FOUND, 'roleId');
    const held = permissionIds.length
      ? await trx
          .selectFrom('sys_depart_permission')
          .select('permission_id')
          .where('depart_id', '=', String(role.depart_id))
          .where('permission_id', 'in', permissionIds)
          .execute()
      : [];
    checkDepartRolePermissions(permissionIds, new Set(held.map((h) => h.permission_id)));
    await decideIn(
      store,
      trx,
      {
        type: 'UpdateRecord',
        entity: 'departRole',
        id: r.roleId,
        tenantId: r.tenantId,
        values: { permissionIds },
      },
      meta,
    );
  });
}

/**
 * A user's department roles: `add` gained, `remove` given up, all in one transaction. The user must
 * be the tenant's (a supplier's administrator: its company's), every role named the tenant's, and a
 * role gained of a department the user belongs to.
 */
export async function changeDepartRoleUser(
  store: EventStore,
  r: {
    userId: string;
    tenantId: string;
    supplierId: string | null;
    add: readonly string[];
    remove: readonly string[];
  },
  meta: Meta = {},
): Promise<void> {
  await inTransaction(store, async (trx) => {
    let users = trx
      .selectFrom('sys_user')
      .select('id')
      .where('id', '=', r.userId)
      .where('tenant_id', '=', r.tenantId);
    if (r.supplierId !== null) users = users.where('supplier_id', '=', r.supplierId);
    if (!(await exists(users))) throw new DomainError('NotFound', USER_NOT_FOUND);
    const named = [...new Set([...r.add, ...r.remove])];
    const roles = named.length
      ? await trx
          .selectFrom('sys_depart_role')
          .select(['id', 'depart_id'])
          .where('id', 'in', named)
          .where('tenant_id', '=', r.tenantId)
          .execute()
      : [];
    const member = await trx
      .selectFrom('sys_user_depart')
      .select('dep_id')
      .where('user_id', '=', r.userId)
      .execute();
    checkDepartRoleUser({
      add: r.add,
      remove: r.remove,
      departOf: new Map(roles.map((x) => [x.id, x.depart_id])),
      userDeparts: new Set(member.map((m) => m.dep_id)),
    });
    const link = (id: string, change: { add: string[]; remove: string[] }) =>
      decideIn(
        store,
        trx,
        {
          type: 'ChangeRecordLinks',
          entity: 'departRole',
          id,
          tenantId: r.tenantId,
          field: 'userIds',
          ...change,
        },
        meta,
      );
    for (const id of r.add) await link(id, { add: [r.userId], remove: [] });
    for (const id of r.remove) await link(id, { add: [], remove: [r.userId] });
  });
}
