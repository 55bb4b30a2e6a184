import type { MenuType, PermissionRecord } from '../types';

/**
 * The menu/permission form (docs/system-admin.md "permissions"): menu types, initial values, the
 * request body, and the menus a record may be placed under.
 */
export const MENU_TYPE_OPTIONS: readonly { value: MenuType; label: string }[] = [
  { value: 0, label: '一级菜单' },
  { value: 1, label: '子菜单' },
  { value: 2, label: '按钮/权限' },
];

export const menuTypeText = (t: MenuType): string =>
  MENU_TYPE_OPTIONS.find((o) => o.value === t)?.label ?? String(t);

export type MenuFormValues = {
  menuType: MenuType;
  parentId: string | null;
  name: string;
  url: string;
  component: string;
  componentName: string;
  redirect: string;
  perms: string;
  permsType: string;
  sortNo: number;
  icon: string;
  hidden: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  route: boolean;
  status: string;
  description: string;
};

/** A new top menu (no parent), or a new sub menu / button under `parentId`. */
export function newMenuValues(menuType: MenuType, parentId: string | null): MenuFormValues {
  return {
    menuType,
    parentId: menuType === 0 ? null : parentId,
    name: '',
    url: '',
    component: menuType === 2 ? '' : menuType === 0 ? 'layouts/RouteView' : '',
    componentName: '',
    redirect: '',
    perms: '',
    permsType: '1',
    sortNo: 1,
    icon: '',
    hidden: false,
    keepAlive: false,
    alwaysShow: false,
    internalOrExternal: false,
    route: true,
    status: '1',
    description: '',
  };
}

/** A stored menu type (a number on the wire) as one of the three (anything else reads as a button). */
export const menuTypeOf = (n: number): MenuType => (n === 0 || n === 1 ? n : 2);

/** A stored record as form values (nulls as empty texts). */
export function menuValuesOf(r: PermissionRecord): MenuFormValues {
  return {
    menuType: menuTypeOf(r.menuType),
    parentId: r.parentId,
    name: r.name,
    url: r.url ?? '',
    component: r.component ?? '',
    componentName: r.componentName ?? '',
    redirect: r.redirect ?? '',
    perms: r.perms ?? '',
    permsType: r.permsType || '1',
    sortNo: r.sortNo,
    icon: r.icon ?? '',
    hidden: r.hidden,
    keepAlive: r.keepAlive,
    alwaysShow: r.alwaysShow,
    internalOrExternal: r.internalOrExternal,
    route: r.route,
    status: r.status || '1',
    description: r.description ?? '',
  };
}

const text = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/**
 * The body of add / edit. A top menu has no parent; a button carries its action (perms, permsType,
 * status) and no route fields; a menu carries its route fields and no action.
 */
export function menuPayload(v: MenuFormValues, id: string | null): Record<string, unknown> {
  const common = {
    ...(id ? { id } : {}),
    menuType: v.menuType,
    parentId: v.menuType === 0 ? null : (v.parentId ?? null),
    name: v.name.trim(),
    sortNo: Number.isFinite(v.sortNo) ? v.sortNo : 1,
    description: text(v.description),
  };
  if (v.menuType === 2)
    return {
      ...common,
      perms: text(v.perms),
      permsType: v.permsType === '2' ? '2' : '1',
      status: v.status === '0' ? '0' : '1',
      url: null,
      component: null,
      componentName: null,
      redirect: null,
      icon: null,
    };
  return {
    ...common,
    url: text(v.url),
    component: text(v.component),
    componentName: text(v.componentName),
    redirect: text(v.redirect),
    icon: text(v.icon),
    hidden: v.hidden,
    keepAlive: v.keepAlive,
    alwaysShow: v.alwaysShow,
    internalOrExternal: v.internalOrExternal,
    route: v.route,
    perms: null,
  };
}

export type ParentOption = { value: string; title: string; children?: ParentOption[] };

/**
 * The menus a record may be placed under (a TreeSelect's data): menus only, never the record itself
 * or anything below it (that would make a cycle).
 */
export function parentOptions(
  records: readonly PermissionRecord[],
  excludeId: string | null,
): ParentOption[] {
  return records.flatMap((r) => {
    if (r.menuType === 2 || r.id === excludeId) return [];
    const children = parentOptions(r.children ?? [], excludeId);
    return [{ value: r.id, title: r.name, ...(children.length ? { children } : {}) }];
  });
}

/** The type 添加下级 starts with: under a top menu a sub menu; under a sub menu a button, unless it holds sub menus. */
export function childMenuType(parent: PermissionRecord): MenuType {
  if (parent.menuType === 0) return 1;
  return parent.children?.some((c) => c.menuType !== 2) ? 1 : 2;
}

/** The ids of the records that have children (what 展开全部 opens). */
export function idsWithChildren(records: readonly PermissionRecord[]): string[] {
  return records.flatMap((r) => (r.children?.length ? [r.id, ...idsWithChildren(r.children)] : []));
}
