import { DomainError } from '../../errors';
import type { RecordEntityName } from './record.entities';

/**
 * The business rules of the admin records beyond a record's own fields ([ARCH] item 4): pure
 * functions over the facts a command handler loaded in its transaction (record-admin.commands.ts),
 * so that a route and a workflow activity meet the same refusal with the same message.
 */

export const ROLE_HAS_USERS = '该角色下仍有用户，请先解除用户与角色的关联';
export const DEPART_HAS_CHILDREN = '该部门下存在子部门，请先删除子部门';
export const DEPART_HAS_USERS = '该部门下仍有用户，请先调整用户所属部门';
export const DEPART_HAS_ROLES = '该部门下存在部门角色，请先删除部门角色';
export const MENU_HAS_CHILDREN = '该菜单下存在子菜单，请先删除子菜单';
export const MENU_HAS_DATA_RULES = '该菜单下存在数据权限规则，请先删除规则';
export const CATEGORY_HAS_CHILDREN = '该分类下存在子分类，不能删除！';
export const SELECT_ONE = '请选择一条记录！';
/** At most this many ids in one batch delete. */
export const MAX_BATCH = 1000;

export const PARENT_DEPART_NOT_FOUND = '上级部门不存在';
export const CATEGORY_PARENT_NOT_FOUND = '上级分类不存在';
export const MOVE_UNDER_ITSELF = '不能将分类移动到其自身或其子分类下';
/** The parent id of a top-level category. */
export const CATEGORY_ROOT = '0';

export const PREFIX_TAKEN = '该前缀已被其他填值规则使用';
export const RULE_CODE_FIXED = '规则编码不可修改';
export const DICT_NOT_FOUND = '字典不存在';
export const UNKNOWN_PERMISSIONS = '存在无效的权限标识';

export const DATA_RULE_NOT_FOUND = '未找到对应数据规则';
export const DATA_RULE_ON_BUTTON = '数据规则只能配置在菜单上';
export const PERMISSION_NOT_FOUND = '菜单不存在';
export const SQL_RULES_REFUSED = '不支持自定义SQL规则';
export const SAVE_MENUS_FIRST = '请先保存角色菜单权限!';
export const UNKNOWN_DATA_RULES = '存在无效的数据规则';

export const DEPART_NOT_FOUND = '部门不存在';
export const DEPART_ROLE_NOT_FOUND = '部门角色不存在';
export const OUTSIDE_DEPART_PERMISSIONS = '部门角色的权限不能超出部门的权限';
export const NOT_IN_DEPART = '该用户不属于部门角色所在的部门';

/** What a delete guard needs to know of the records being deleted (outside the batch itself). */
export type DeleteFacts = {
  /** A record outside the batch has one of them as its parent. */
  children: boolean;
  /** Users still hold the role / belong to the department. */
  users: boolean;
  /** The department still has department roles. */
  departRoles: boolean;
  /** The menu still has data rules. */
  dataRules: boolean;
};
export const NO_FACTS: DeleteFacts = { children: false, users: false, departRoles: false, dataRules: false };

/** Refuses the deletion of records the data still needs (a batch may take a parent with all its children). */
export function refuseDelete(entity: RecordEntityName, facts: DeleteFacts): void {
  const refuse = (message: string) => {
    throw new DomainError('IllegalState', message);
  };
  switch (entity) {
    case 'role':
      if (facts.users) refuse(ROLE_HAS_USERS);
      return;
    case 'depart':
      if (facts.children) refuse(DEPART_HAS_CHILDREN);
      if (facts.users) refuse(DEPART_HAS_USERS);
      if (facts.departRoles) refuse(DEPART_HAS_ROLES);
      return;
    case 'permission':
      if (facts.children) refuse(MENU_HAS_CHILDREN);
      if (facts.dataRules) refuse(MENU_HAS_DATA_RULES);
      return;
    case 'category':
      if (facts.children) refuse(CATEGORY_HAS_CHILDREN);
      return;
    default:
      return;
  }
}

/** A batch's ids: at least one, at most MAX_BATCH, each once. */
export function batchIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  if (unique.length === 0 || unique.length > MAX_BATCH) throw new DomainError('ValidationFailed', SELECT_ONE);
  return unique;
}

/**
 * The org code of a new department: its parent's code followed by `A` and the first free two-digit
 * number from the count of siblings on (A01, A01A01, A01A02...).
 */
export function nextOrgCode(parentCode: string, siblingCodes: readonly string[]): string {
  const used = new Set(siblingCodes);
  let n = siblingCodes.length + 1;
  const code = () => `${parentCode}A${String(n).padStart(2, '0')}`;
  while (used.has(code())) n++;
  return code();
}

/**
 * A category's parent: `chain` is the parent and its ancestors upward (ids), empty when the parent
 * does not exist. The parent must exist; on an edit (`self`) it may not be the category or one below it.
 */
export function checkCategoryParent(pid: string, chain: readonly string[], self?: string): void {
  if (pid === CATEGORY_ROOT) return;
  if (chain.length === 0)
    throw new DomainError('ValidationFailed', CATEGORY_PARENT_NOT_FOUND, { field: 'pid' });
  if (self !== undefined && chain.includes(self))
    throw new DomainError('ValidationFailed', MOVE_UNDER_ITSELF, { field: 'pid' });
}

/** A fill rule's code names its number sequences (fixed once made); a prefix belongs to one rule. */
export function checkFillRule(f: { currentCode?: string; ruleCode?: unknown; prefixTaken: boolean }): void {
  if (f.currentCode !== undefined && f.ruleCode !== undefined && String(f.ruleCode).trim() !== f.currentCode)
    throw new DomainError('ValidationFailed', RULE_CODE_FIXED, { field: 'ruleCode' });
  if (f.prefixTaken) throw new DomainError('ValidationFailed', PREFIX_TAKEN, { field: 'prefix' });
}

/** A data rule sits on a menu (not a button) and compares a field with a value (never SQL). */
export function checkDataRule(menu: { menuType: number } | undefined, ruleConditions: unknown): void {
  if (!menu) throw new DomainError('ValidationFailed', PERMISSION_NOT_FOUND, { field: 'permissionId' });
  if (menu.menuType === 2)
    throw new DomainError('ValidationFailed', DATA_RULE_ON_BUTTON, { field: 'permissionId' });
  if (ruleConditions === 'USE_SQL_RULES')
    throw new DomainError('ValidationFailed', SQL_RULES_REFUSED, { field: 'ruleConditions' });
}

/** A role gets data rules of a menu it holds, and only that menu's rules. */
export function checkRoleDataRules(f: {
  holdsMenu: boolean;
  chosen: readonly string[];
  ofMenu: ReadonlySet<string>;
}): void {
  if (!f.holdsMenu) throw new DomainError('ValidationFailed', SAVE_MENUS_FIRST, { field: 'permissionId' });
  if (f.chosen.some((id) => !f.ofMenu.has(id)))
    throw new DomainError('ValidationFailed', UNKNOWN_DATA_RULES, { field: 'dataRuleIds' });
}

/** Every id names an existing permission. */
export function checkPermissionsExist(requested: readonly string[], existing: ReadonlySet<string>): void {
  if (requested.some((id) => !existing.has(id)))
    throw new DomainError('ValidationFailed', UNKNOWN_PERMISSIONS, { field: 'permissionIds' });
}

/** A department role is granted only permissions its department holds. */
export function checkDepartRolePermissions(
  requested: readonly string[],
  departHolds: ReadonlySet<string>,
): void {
  if (requested.some((id) => !departHolds.has(id)))
    throw new DomainError('ValidationFailed', OUTSIDE_DEPART_PERMISSIONS, { field: 'permissionIds' });
}

/**
 * A user's department roles: every role named is the tenant's (`departOf` has it), and a role the
 * user gains is of a department the user belongs to.
 */
export function checkDepartRoleUser(f: {
  add: readonly string[];
  remove: readonly string[];
  departOf: ReadonlyMap<string, string>;
  userDeparts: ReadonlySet<string>;
}): void {
  if ([...f.add, ...f.remove].some((r) => !f.departOf.has(r)))
    throw new DomainError('ValidationFailed', DEPART_ROLE_NOT_FOUND, { field: 'newRoleId' });
  if (f.add.some((r) => !f.userDeparts.has(f.departOf.get(r)!)))
    throw new DomainError('ValidationFailed', NOT_IN_DEPART, { field: 'newRoleId' });
}
