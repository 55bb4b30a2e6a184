import {
  ENTITY_ACTIONS,
  firstIssue,
  onlineForm,
  onlineFormDefinition,
  ONLINE_FORMS_MENU,
  ONLINE_LIST_BASE,
  type EntityAction,
  type OnlineForm,
} from '@srm/contracts/masterdata';
import { DomainError } from '../../errors';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { changeRecordLinks, createRecord, findRecord, updateRecord } from '../system/index';
import { defineEntity, purgeEntityFields } from './entity.commands';
import { ENTITY_NOT_FOUND } from './entity.decide';
import { entityStateOf } from './entity.state';

/**
 * Online forms (在线表单, contracts/src/masterdata/online-form.ts): the admin's form becomes an online
 * entity through the same `defineEntity` as code declarations (one transaction with its DDL, under
 * the entity's lock; lossy changes refused), and a menu makes it usable by the roles it is given to.
 */

type Meta = { metadata?: EventMetadata };

/** The generic list screen (the menu component the web's EntityList page answers to). */
const LIST_COMPONENT = 'masterdata/EntityList';
/** Menus are the platform's (tenant '0'), as the seeded ones. */
const PLATFORM = '0';

const ACTION_LABELS: Record<EntityAction, string> = {
  list: '查询',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出',
  import: '导入',
};

function parsedForm(form: unknown): OnlineForm {
  const r = onlineForm.safeParse(form);
  if (r.success) return r.data;
  const { message, path } = firstIssue(r.error);
  throw new DomainError('ValidationFailed', message, path ? { field: path } : undefined, 'InvalidDefinition');
}

/** Creates the form's entity and table; a name in use, or any bad identifier, is refused and nothing is created. */
export const createOnlineForm = (store: EventStore, form: unknown, meta: Meta = {}) =>
  defineEntity(store, onlineFormDefinition(parsedForm(form)), { ...meta, expect: 'new' });

/**
 * Changes a form: added fields become columns, changed ones are altered (only without losing data),
 * removed ones are retired (column and data kept). Refusals are the planner's, in Chinese.
 */
export const changeOnlineForm = (store: EventStore, form: unknown, meta: Meta = {}) =>
  defineEntity(store, onlineFormDefinition(parsedForm(form)), { ...meta, expect: 'existing' });

/** The online entity by name, or NotFound (a code entity is not an online form). */
async function onlineEntity(store: EventStore, name: string) {
  const state = await entityStateOf(store.db, name);
  if (!state || state.origin !== 'online') throw new DomainError('NotFound', ENTITY_NOT_FOUND);
  return state;
}

/** Drops the columns of retired fields of an online form (their data goes). */
export async function purgeOnlineFormFields(
  store: EventStore,
  name: string,
  fields: readonly string[],
  meta: Meta = {},
) {
  await onlineEntity(store, name);
  return purgeEntityFields(store, name, fields, meta);
}

/**
 * 生成菜单: a menu under 在线表单 opening the form's generic list, one button per action carrying the
 * entity's permission code, granted (menu, its parent and buttons) to the given roles of the tenant.
 * Again for the same form: the menu follows the form's label, grants are added.
 */
export async function publishOnlineForm(
  store: EventStore,
  r: { name: string; tenantId: string; roleIds: readonly string[] },
  meta: Meta = {},
): Promise<{ menuId: string; url: string }> {
  const { definition: def } = await onlineEntity(store, r.name);
  // Every role first: an unknown one (or another tenant's) changes nothing.
  for (const roleId of r.roleIds) await findRecord(store.db, 'role', roleId, r.tenantId, '角色不存在');
  const menuId = `m-online-form-${def.name}`;
  const url = def.variants.buyer.base;
  const menu = {
    parentId: ONLINE_FORMS_MENU,
    name: def.label,
    url,
    component: LIST_COMPONENT,
    menuType: 1,
    sortNo: 1,
    route: true,
  };
  const buttons = ENTITY_ACTIONS.map((a, i) => ({
    id: `${menuId}:${def.permissions[a]}`,
    values: {
      parentId: menuId,
      name: ACTION_LABELS[a],
      menuType: 2,
      perms: def.permissions[a],
      permsType: '1',
      sortNo: i + 1,
    },
  }));
  const parent = {
    id: ONLINE_FORMS_MENU,
    values: {
      parentId: null,
      name: '在线表单',
      url: ONLINE_LIST_BASE,
      component: 'layouts/RouteView',
      menuType: 0,
      icon: 'profile',
    },
  };
  const parentExists = await findRecord(store.db, 'permission', parent.id, PLATFORM).then(
    () => true,
    () => false,
  );
  // Seeded with the menus; made here when a database predates it (a seeded one is left as it is).
  if (!parentExists) await createRecord(store, 'permission', { ...parent, tenantId: PLATFORM }, meta);
  for (const p of [{ id: menuId, values: menu }, ...buttons]) {
    const exists = await findRecord(store.db, 'permission', p.id, PLATFORM).then(
      () => true,
      () => false,
    );
    const cmd = { id: p.id, tenantId: PLATFORM, values: p.values };
    if (exists) await updateRecord(store, 'permission', cmd, meta);
    else await createRecord(store, 'permission', cmd, meta);
  }
  const grant = [ONLINE_FORMS_MENU, menuId, ...buttons.map((b) => b.id)];
  for (const roleId of r.roleIds) {
    await changeRecordLinks(
      store,
      'role',
      { id: roleId, tenantId: r.tenantId, field: 'permissionIds', add: grant },
      meta,
    );
  }
  return { menuId, url };
}
