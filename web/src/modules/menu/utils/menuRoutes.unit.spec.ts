import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../types';
import { breadcrumb, hasAction, searchOptions, viewRoutes, visibleMenu } from './menuRoutes';

const item = (path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id: path,
  path,
  name: path.replace(/^\//, '').replace(/\//g, '-'),
  component: 'system/View',
  redirect: null,
  hidden: false,
  alwaysShow: false,
  route: '1',
  meta: { title, icon: null, url: null, permissionList: [], keepAlive: false, internalOrExternal: false },
  ...extra,
});
const menu: MenuItem[] = [
  item('/dashboard/analysis', '首页'),
  item('/system', '系统管理', {
    component: 'layouts/RouteView',
    children: [item('/isystem/user', '用户管理'), item('/isystem/role', '角色管理')],
  }),
  item('/hiddenParent', '隐藏父级', {
    component: 'layouts/RouteView',
    children: [item('/a', 'A', { hidden: true })],
  }),
  item('/skipped', '不注册', { route: '0' }),
  item('/report', '外部报表', {
    meta: { ...item('/r', 'x').meta, title: '外部报表', url: 'https://example.com/r', target: '_blank' },
  }),
];

describe('dynamic routes from the server menu (spec §2)', () => {
  it("skips items whose route is '0' and hides parents without visible children", () => {
    const v = visibleMenu(menu);
    expect(v.map((m) => m.path)).not.toContain('/skipped');
    expect(v.find((m) => m.path === '/hiddenParent')!.hidden).toBe(true);
    expect(v.find((m) => m.path === '/system')!.hidden).toBe(false);
  });

  it('registers a route per view, not per container', () => {
    expect(viewRoutes(menu).map((r) => r.path)).toEqual([
      '/dashboard/analysis',
      '/isystem/user',
      '/isystem/role',
      '/a',
      '/report',
    ]);
  });

  it('menu search offers the non-hidden entries without route-view containers; external ones open a window', () => {
    const opts = searchOptions(menu);
    expect(opts.map((o) => o.title)).toEqual(['首页', '用户管理', '角色管理', '外部报表']);
    expect(opts.find((o) => o.title === '外部报表')!.external).toBe(true);
  });

  it('the breadcrumb starts at Home and follows the menu', () => {
    expect(breadcrumb(menu, '/isystem/role')).toEqual([
      { title: '首页', path: '/dashboard/analysis' },
      { title: '系统管理', path: '/system' },
      { title: '角色管理', path: '/isystem/role' },
    ]);
  });

  it('keeps a button for a held action of a type other than 2, or a rule switched off', () => {
    const auth = [
      { action: 'user:add', describe: '', type: '1', status: '1' },
      { action: 'user:edit', describe: '', type: '2', status: '1' },
    ];
    const allAuth = [
      ...auth,
      { action: 'user:export', describe: '', type: '1', status: '0' },
      { action: 'user:delete', describe: '', type: '1', status: '1' },
    ];
    expect(hasAction('user:add', auth, allAuth)).toBe(true);
    expect(hasAction('user:edit', auth, allAuth)).toBe(false);
    expect(hasAction('user:export', auth, allAuth)).toBe(true);
    expect(hasAction('user:delete', auth, allAuth)).toBe(false);
  });
});
