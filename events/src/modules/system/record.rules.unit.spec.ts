import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  batchIds,
  CATEGORY_HAS_CHILDREN,
  CATEGORY_PARENT_NOT_FOUND,
  checkCategoryParent,
  checkDataRule,
  checkDepartRolePermissions,
  checkDepartRoleUser,
  checkFillRule,
  checkPermissionsExist,
  checkRoleDataRules,
  DATA_RULE_ON_BUTTON,
  DEPART_HAS_CHILDREN,
  DEPART_HAS_ROLES,
  DEPART_HAS_USERS,
  DEPART_ROLE_NOT_FOUND,
  MENU_HAS_CHILDREN,
  MENU_HAS_DATA_RULES,
  MOVE_UNDER_ITSELF,
  nextOrgCode,
  NO_FACTS,
  NOT_IN_DEPART,
  OUTSIDE_DEPART_PERMISSIONS,
  PERMISSION_NOT_FOUND,
  PREFIX_TAKEN,
  refuseDelete,
  ROLE_HAS_USERS,
  RULE_CODE_FIXED,
  SAVE_MENUS_FIRST,
  SELECT_ONE,
  SQL_RULES_REFUSED,
  UNKNOWN_DATA_RULES,
  UNKNOWN_PERMISSIONS,
  type DeleteFacts,
} from './record.rules';

/** then: the refusal the user reads, with its code. */
const refusedWith = (fn: () => unknown, message: string, code = 'ValidationFailed') => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).message).toBe(message);
    expect((e as DomainError).code).toBe(code);
    return;
  }
  throw new Error(`expected the refusal ${message}`);
};
const facts = (f: Partial<DeleteFacts>): DeleteFacts => ({ ...NO_FACTS, ...f });

describe('admin record rules', () => {
  describe('delete guards', () => {
    it('given users holding the role, when it is deleted, then 该角色下仍有用户', () =>
      refusedWith(() => refuseDelete('role', facts({ users: true })), ROLE_HAS_USERS, 'IllegalState'));
    it('given a child department, when the parent is deleted, then 该部门下存在子部门', () =>
      refusedWith(
        () => refuseDelete('depart', facts({ children: true })),
        DEPART_HAS_CHILDREN,
        'IllegalState',
      ));
    it('given members, when the department is deleted, then 该部门下仍有用户', () =>
      refusedWith(() => refuseDelete('depart', facts({ users: true })), DEPART_HAS_USERS, 'IllegalState'));
    it('given department roles, when the department is deleted, then 该部门下存在部门角色', () =>
      refusedWith(
        () => refuseDelete('depart', facts({ departRoles: true })),
        DEPART_HAS_ROLES,
        'IllegalState',
      ));
    it('given a sub-menu, when the menu is deleted, then 该菜单下存在子菜单', () =>
      refusedWith(
        () => refuseDelete('permission', facts({ children: true })),
        MENU_HAS_CHILDREN,
        'IllegalState',
      ));
    it('given data rules, when the menu is deleted, then 该菜单下存在数据权限规则', () =>
      refusedWith(
        () => refuseDelete('permission', facts({ dataRules: true })),
        MENU_HAS_DATA_RULES,
        'IllegalState',
      ));
    it('given a child category, when the parent is deleted, then 该分类下存在子分类', () =>
      refusedWith(
        () => refuseDelete('category', facts({ children: true })),
        CATEGORY_HAS_CHILDREN,
        'IllegalState',
      ));
    it('given nothing attached, when deleted, then allowed', () => {
      for (const e of ['role', 'depart', 'permission', 'category', 'dict'] as const)
        expect(() => refuseDelete(e, NO_FACTS)).not.toThrow();
    });
    it('when a batch names no id or more than 1000, then 请选择一条记录！; ids count once', () => {
      refusedWith(() => batchIds([]), SELECT_ONE);
      refusedWith(() => batchIds(Array.from({ length: 1001 }, (_, i) => `r${i}`)), SELECT_ONE);
      expect(batchIds(['a', 'b', 'a', ' '])).toEqual(['a', 'b']);
    });
  });

  it('given siblings A01 and A03, when a department is added under A02, then the next free code follows the count', () => {
    expect(nextOrgCode('', [])).toBe('A01');
    expect(nextOrgCode('A02', ['A02A01', 'A02A03'])).toBe('A02A04');
    expect(nextOrgCode('A02', ['A02A03'])).toBe('A02A02');
  });

  it('given a category chain, when the parent is missing or below itself, then refused', () => {
    refusedWith(() => checkCategoryParent('c9', []), CATEGORY_PARENT_NOT_FOUND);
    refusedWith(() => checkCategoryParent('c2', ['c2', 'c1'], 'c1'), MOVE_UNDER_ITSELF);
    expect(() => checkCategoryParent('0', [])).not.toThrow();
    expect(() => checkCategoryParent('c2', ['c2'], 'c3')).not.toThrow();
  });

  it("given a fill rule, when its code changes or its prefix is another rule's, then refused", () => {
    refusedWith(
      () => checkFillRule({ currentCode: 'po', ruleCode: 'po2', prefixTaken: false }),
      RULE_CODE_FIXED,
    );
    refusedWith(() => checkFillRule({ ruleCode: 'x', prefixTaken: true }), PREFIX_TAKEN);
    expect(() => checkFillRule({ currentCode: 'po', ruleCode: ' po ', prefixTaken: false })).not.toThrow();
  });

  it('when a data rule is put on no menu, on a button, or as SQL, then refused', () => {
    refusedWith(() => checkDataRule(undefined, '='), PERMISSION_NOT_FOUND);
    refusedWith(() => checkDataRule({ menuType: 2 }, '='), DATA_RULE_ON_BUTTON);
    refusedWith(() => checkDataRule({ menuType: 1 }, 'USE_SQL_RULES'), SQL_RULES_REFUSED);
    expect(() => checkDataRule({ menuType: 1 }, '=')).not.toThrow();
  });

  it('when a role gets data rules of a menu it lacks, or rules of another menu, then refused', () => {
    refusedWith(
      () => checkRoleDataRules({ holdsMenu: false, chosen: [], ofMenu: new Set() }),
      SAVE_MENUS_FIRST,
    );
    refusedWith(
      () => checkRoleDataRules({ holdsMenu: true, chosen: ['x'], ofMenu: new Set(['r1']) }),
      UNKNOWN_DATA_RULES,
    );
  });

  it('when a grant names an unknown permission, or one outside the department, then refused', () => {
    refusedWith(() => checkPermissionsExist(['p1', 'p9'], new Set(['p1'])), UNKNOWN_PERMISSIONS);
    refusedWith(() => checkDepartRolePermissions(['p1', 'p2'], new Set(['p1'])), OUTSIDE_DEPART_PERMISSIONS);
  });

  it('when a user gains a department role of another tenant or of a department it is not in, then refused', () => {
    const departOf = new Map([['dr1', 'd1']]);
    refusedWith(
      () => checkDepartRoleUser({ add: ['dr9'], remove: [], departOf, userDeparts: new Set(['d1']) }),
      DEPART_ROLE_NOT_FOUND,
    );
    refusedWith(
      () => checkDepartRoleUser({ add: ['dr1'], remove: [], departOf, userDeparts: new Set(['d2']) }),
      NOT_IN_DEPART,
    );
    expect(() =>
      checkDepartRoleUser({ add: [], remove: ['dr1'], departOf, userDeparts: new Set() }),
    ).not.toThrow();
  });
});
