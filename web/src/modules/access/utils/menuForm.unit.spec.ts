import { describe, expect, it } from 'vitest';
import type { PermissionRecord } from '../types';
import {
  childMenuType,
  idsWithChildren,
  menuPayload,
  menuTypeText,
  menuValuesOf,
  newMenuValues,
  parentOptions,
} from './menuForm';

const record = (over: Partial<PermissionRecord>): PermissionRecord => ({
  id: 'x',
  parentId: null,
  name: 'x',
  url: null,
  component: null,
  componentName: null,
  redirect: null,
  menuType: 1,
  perms: null,
  permsType: '1',
  sortNo: 1,
  alwaysShow: false,
  icon: null,
  route: true,
  keepAlive: false,
  hidden: false,
  internalOrExternal: false,
  status: '1',
  description: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  leaf: true,
  ...over,
});

describe('menu form', () => {
  it('names the menu types', () => {
    expect([0, 1, 2].map((t) => menuTypeText(t as 0 | 1 | 2))).toEqual(['一级菜单', '子菜单', '按钮/权限']);
  });

  it('a top menu has no parent and a route view; a sub menu keeps its parent', () => {
    expect(newMenuValues(0, 'p')).toMatchObject({ parentId: null, component: 'layouts/RouteView' });
    expect(newMenuValues(1, 'p')).toMatchObject({ parentId: 'p', component: '', route: true });
  });

  it('a menu is sent with its route fields, blanks as null, and no action', () => {
    const v = {
      ...newMenuValues(1, 'sys'),
      name: ' 日志 ',
      url: '/isystem/log',
      component: 'system/LogList',
    };
    expect(menuPayload(v, null)).toEqual({
      menuType: 1,
      parentId: 'sys',
      name: '日志',
      sortNo: 1,
      description: null,
      url: '/isystem/log',
      component: 'system/LogList',
      componentName: null,
      redirect: null,
      icon: null,
      hidden: false,
      keepAlive: false,
      alwaysShow: false,
      internalOrExternal: false,
      route: true,
      perms: null,
    });
  });

  it('a button is sent with its action and without route fields', () => {
    const v = { ...newMenuValues(2, 'log'), name: '导出', perms: ' system:log:export ', permsType: '2' };
    expect(menuPayload(v, 'b1')).toEqual({
      id: 'b1',
      menuType: 2,
      parentId: 'log',
      name: '导出',
      sortNo: 1,
      description: null,
      perms: 'system:log:export',
      permsType: '2',
      status: '1',
      url: null,
      component: null,
      componentName: null,
      redirect: null,
      icon: null,
    });
  });

  it('a top menu loses a parent it was given', () => {
    expect(menuPayload({ ...newMenuValues(0, null), parentId: 'p', name: 'a' }, null)['parentId']).toBeNull();
  });

  it('reads a record back as form values', () => {
    expect(menuValuesOf(record({ url: '/a', icon: null, permsType: '' }))).toMatchObject({
      url: '/a',
      icon: '',
      permsType: '1',
    });
  });

  it('offers menus as parents, never buttons, the record itself or its subtree', () => {
    const tree = [
      record({
        id: 'sys',
        name: '系统',
        menuType: 0,
        children: [
          record({ id: 'user', name: '用户', children: [record({ id: 'add', name: '新增', menuType: 2 })] }),
          record({ id: 'role', name: '角色', children: [record({ id: 'sub', name: '子' })] }),
        ],
      }),
    ];
    expect(parentOptions(tree, 'role')).toEqual([
      { value: 'sys', title: '系统', children: [{ value: 'user', title: '用户' }] },
    ]);
  });

  it('添加下级 starts as a sub menu under a top menu or a menu of menus, else as a button', () => {
    expect(childMenuType(record({ menuType: 0 }))).toBe(1);
    expect(childMenuType(record({ menuType: 1 }))).toBe(2);
    expect(childMenuType(record({ menuType: 1, children: [record({ menuType: 2 })] }))).toBe(2);
    expect(childMenuType(record({ menuType: 1, children: [record({ menuType: 1 })] }))).toBe(1);
  });

  it('lists the ids that can be expanded', () => {
    const tree = [record({ id: 'a', children: [record({ id: 'b', children: [record({ id: 'c' })] })] })];
    expect(idsWithChildren(tree)).toEqual(['a', 'b']);
  });
});
