import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { createMemoryStorage, createSessionStore, SESSION_LIFETIME_MS } from '../../storage';
import type { LoginRequest, LoginResult, MenuItem, UserDeparts, UserInfo, UserPermissions } from '../types';
import { departModalTitle } from '../utils/departs';
import { TOKEN_INVALID } from '@srm/contracts/auth';
import { EXPIRED_DIALOG, LOGOUT_CONFIRM, sessionMachine } from './session.machine';
import type { SelectDepartInput, SelectDepartResult, SessionInput } from './session.machine';

const NOW = 1_800_000_000_000;

const user: UserInfo = {
  id: 'u1',
  username: 'buyer1',
  realname: '采购一',
  avatar: null,
  isShow: 1,
  orgCode: 'A01',
  tenantId: '1',
  supplierId: null,
};

const menuItem: MenuItem = {
  id: 'm-dashboard',
  path: '/dashboard/analysis',
  name: 'dashboard-analysis',
  component: 'dashboard/Analysis',
  redirect: null,
  hidden: false,
  alwaysShow: false,
  route: '1',
  meta: {
    title: '首页',
    icon: null,
    url: null,
    permissionList: [],
    keepAlive: false,
    internalOrExternal: false,
  },
};

const permissions: UserPermissions = {
  menu: [menuItem],
  auth: [{ action: 'system:user:add', describe: '添加用户', type: '1', status: '1' }],
  allAuth: [{ action: 'system:user:add', describe: '添加用户', type: '1', status: '1' }],
};

const loginResult: LoginResult = {
  token: 'jwt-1',
  userInfo: user,
  sysAllDictItems: { sex: [{ value: '1', text: '男' }] },
};

/** An error as the API client throws it (ApiError: message and HTTP status). */
const apiError = (message: string, status: number): Error => Object.assign(new Error(message), { status });

type Setup = {
  /** A login stored by an earlier visit. */
  stored?: { token: string; userInfo: UserInfo };
  /** The path the browser opened. */
  redirect?: string;
  login?: (request: LoginRequest) => Promise<LoginResult>;
  loadPermissions?: (token: string) => Promise<UserPermissions>;
  logout?: (token: string) => Promise<unknown>;
  loadDeparts?: () => Promise<UserDeparts>;
  selectDepart?: (input: SelectDepartInput) => Promise<SelectDepartResult>;
  clock?: SimulatedClock;
};

/** The machine as the app wires it: real storage module on an in-memory Storage, recorded navigation. */
const startSession = (setup: Setup = {}) => {
  const storage = createMemoryStorage();
  const store = createSessionStore(storage, () => NOW);
  if (setup.stored) store.saveLogin({ ...setup.stored, dictItems: {} });
  // As the app starts it: what storage holds, plus the path the user is heading to.
  const input: SessionInput = { ...store.load(), redirect: setup.redirect ?? null };
  const calls = {
    login: [] as { actor: string; request: LoginRequest }[],
    permissions: [] as string[],
    logout: [] as string[],
    selectDepart: [] as SelectDepartInput[],
  };
  const effects = { navigations: [] as string[], reloads: 0, beacons: [] as string[] };
  const login = (actor: string) =>
    fromPromise<LoginResult, LoginRequest>(({ input }) => {
      calls.login.push({ actor, request: input });
      return setup.login ? setup.login(input) : Promise.resolve(loginResult);
    });
  const machine = sessionMachine.provide({
    actors: {
      passwordLogin: login('passwordLogin'),
      onlineLogin: login('onlineLogin'),
      phoneLogin: login('phoneLogin'),
      ssoLogin: login('ssoLogin'),
      thirdPartyLogin: login('thirdPartyLogin'),
      casLogin: login('casLogin'),
      loadPermissions: fromPromise(({ input }) => {
        calls.permissions.push(input.token);
        return setup.loadPermissions ? setup.loadPermissions(input.token) : Promise.resolve(permissions);
      }),
      logout: fromPromise(({ input }) => {
        calls.logout.push(input.token);
        return setup.logout ? setup.logout(input.token) : Promise.resolve(null);
      }),
      loadDeparts: fromPromise(() =>
        setup.loadDeparts ? setup.loadDeparts() : Promise.resolve({ list: [], orgCode: null }),
      ),
      selectDepart: fromPromise(({ input }) => {
        calls.selectDepart.push(input);
        return setup.selectDepart ? setup.selectDepart(input) : Promise.resolve({ userInfo: null });
      }),
    },
    actions: {
      persistLogin: (_, login) => store.saveLogin(login),
      persistPermissions: (_, lists) => store.savePermissions(lists),
      persistUserInfo: (_, { userInfo }) => store.saveUserInfo(userInfo),
      persistTenant: (_, { tenantId }) => store.saveTenant(tenantId),
      clearStoredSession: () => store.clearSession(),
      navigateToRedirect: (_, { redirect }) => void effects.navigations.push(redirect ?? '(default home)'),
      navigateToLogin: (_, { redirect }) =>
        void effects.navigations.push(`/user/login?redirect=${redirect ?? ''}`),
      navigateToRoot: () => void effects.navigations.push('/'),
      reloadPage: () => {
        effects.reloads += 1;
      },
      sendLogoutBeacon: (_, { token }) => void effects.beacons.push(token),
    },
  });
  const actor = createActor(machine, { input, ...(setup.clock ? { clock: setup.clock } : {}) });
  actor.start();
  return { actor, store, storage, calls, effects };
};

type Session = ReturnType<typeof startSession>;

const settled = (session: Session, state: Parameters<SnapshotFrom<typeof sessionMachine>['matches']>[0]) =>
  waitFor(session.actor, (s) => s.matches(state), { timeout: 1000 });

const loggedInSession = async (setup: Setup = {}): Promise<Session> => {
  const session = startSession({ stored: { token: 'jwt-1', userInfo: user }, ...setup });
  await settled(session, { authenticated: 'ready' });
  return session;
};

describe('sessionMachine', () => {
  describe('start', () => {
    it('given no stored token, when the app starts, then the session is logged out and nothing is fetched', () => {
      const session = startSession();
      expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
      expect(session.calls.permissions).toEqual([]);
    });

    it('given a stored token, when the app starts, then the menu is fetched with it and the user lands on the deep link', async () => {
      const session = startSession({
        stored: { token: 'jwt-1', userInfo: user },
        redirect: '/sys/user?page=2',
      });
      await settled(session, { authenticated: 'ready' });
      expect(session.calls.permissions).toEqual(['jwt-1']);
      expect(session.effects.navigations).toEqual(['/sys/user?page=2']);
      expect(session.actor.getSnapshot().context.permissions?.menu).toEqual([menuItem]);
    });
  });

  describe('login', () => {
    const requests: [string, LoginRequest][] = [
      ['passwordLogin', { method: 'password', username: 'buyer1', password: 'Admin@2026' }],
      ['onlineLogin', { method: 'online', username: 'buyer1', password: 'Admin@2026' }],
      ['phoneLogin', { method: 'phone', mobile: '13800000000', captcha: '123456' }],
      ['ssoLogin', { method: 'sso', token: 'one-time' }],
      ['thirdPartyLogin', { method: 'third', token: 'one-time' }],
      ['casLogin', { method: 'cas', ticket: 'ST-1', service: 'https://srm.example/cas' }],
    ];

    it.each(requests)(
      'when logging in with %s, then that call is made and the session becomes ready',
      async (actor, request) => {
        const session = startSession();
        session.actor.send({ type: 'session.login', request });
        await settled(session, { authenticated: 'ready' });
        expect(session.calls.login).toEqual([{ actor, request }]);
        expect(session.calls.permissions).toEqual(['jwt-1']);
        expect(session.actor.getSnapshot().context.token).toBe('jwt-1');
      },
    );

    it('when a login succeeds, then token, user info and dictionary items are stored for 7 days and the tenant is the user’s', async () => {
      const session = startSession();
      session.actor.send({ type: 'session.login', request: requests[0]![1] });
      await settled(session, { authenticated: 'ready' });
      expect(session.store.load()).toEqual({
        token: 'jwt-1',
        userInfo: user,
        dictItems: loginResult.sysAllDictItems,
        tenantId: '1',
        username: 'buyer1',
      });
      const record: unknown = JSON.parse(session.storage.getItem('pro__Access-Token') ?? '');
      expect(record).toEqual({ value: 'jwt-1', expire: NOW + SESSION_LIFETIME_MS });
      expect(session.actor.getSnapshot().context.dictItems).toEqual(loginResult.sysAllDictItems);
    });

    it('given a redirect query, when the login succeeds, then the user goes there once the menu is loaded', async () => {
      const session = startSession();
      session.actor.send({ type: 'session.login', request: requests[0]![1], redirect: '/order/list' });
      await settled(session, { authenticated: 'ready' });
      expect(session.effects.navigations).toEqual(['/order/list']);
      expect(session.actor.getSnapshot().context.redirect).toBeNull();
    });

    it('given no redirect, when the login succeeds, then the app is asked for the default home', async () => {
      const session = startSession();
      session.actor.send({ type: 'session.login', request: requests[0]![1] });
      await settled(session, { authenticated: 'ready' });
      expect(session.effects.navigations).toEqual(['(default home)']);
    });

    it('when a login is refused, then the session stays logged out with the server message and nothing is stored', async () => {
      const session = startSession({ login: () => Promise.reject(apiError('用户名或密码错误', 400)) });
      session.actor.send({ type: 'session.login', request: requests[0]![1] });
      await waitFor(session.actor, (s) => s.matches('loggedOut') && s.context.error !== null);
      expect(session.actor.getSnapshot().context.error).toBe('用户名或密码错误');
      expect(session.store.load().token).toBeNull();
      expect(session.actor.getSnapshot().context.login).toBeNull();
    });
  });

  describe('permissions', () => {
    it('when the permissions load, then the button permission lists are stored', async () => {
      const session = await loggedInSession();
      expect(JSON.parse(session.storage.getItem('pro__LOGIN_USER_AUTH') ?? '')).toMatchObject({
        value: permissions.auth,
      });
      expect(session.storage.getItem('pro__SYS_BUTTON_AUTH')).not.toBeNull();
    });

    it.each([
      ['empty', []],
      ['null', null],
      ['not an array', { path: '/' }],
    ])(
      'when the menu is %s, then the user is logged out and sent to login (permissions must be a non-null array)',
      async (_, menu) => {
        const session = startSession({
          stored: { token: 'jwt-1', userInfo: user },
          redirect: '/order/list',
          // An answer that breaks its contract.
          loadPermissions: () =>
            Promise.resolve({ menu, auth: [], allAuth: [] } as unknown as UserPermissions),
        });
        await settled(session, 'loggedOut');
        expect(session.actor.getSnapshot().context.error).toBe('permissions must be a non-null array');
        expect(session.calls.logout).toEqual(['jwt-1']);
        expect(session.effects.navigations).toEqual(['/user/login?redirect=/order/list']);
        expect(session.actor.getSnapshot().context.token).toBeNull();
      },
    );

    it('when the menu call fails, then the user is logged out and sent to login', async () => {
      const session = startSession({
        stored: { token: 'jwt-1', userInfo: user },
        loadPermissions: () => Promise.reject(apiError('网络异常，请检查网络连接', 0)),
      });
      await settled(session, 'loggedOut');
      expect(session.effects.navigations).toEqual(['/user/login?redirect=']);
      expect(session.store.load().token).toBeNull();
    });

    it('when the tenant switches, then it is stored and the menu is fetched again', async () => {
      const session = await loggedInSession();
      session.actor.send({ type: 'tenant.switch', tenantId: '2' });
      await settled(session, { authenticated: 'ready' });
      expect(session.store.load().tenantId).toBe('2');
      expect(session.calls.permissions).toEqual(['jwt-1', 'jwt-1']);
    });

    it('given logged out, when a tenant is chosen, then it is stored for the next login', () => {
      const session = startSession();
      session.actor.send({ type: 'tenant.switch', tenantId: '3' });
      expect(session.store.load().tenantId).toBe('3');
      expect(session.actor.getSnapshot().context.tenantId).toBe('3');
    });
  });

  describe('expiry (Token失效，请重新登录)', () => {
    it('given a ready session, when the server answers Token失效, then the 登录已过期 dialog shows', async () => {
      const session = await loggedInSession();
      session.actor.send({ type: 'session.expired' });
      expect(session.actor.getSnapshot().matches('expired')).toBe(true);
      expect(EXPIRED_DIALOG).toEqual({
        title: '登录已过期',
        content: '很抱歉，登录已过期，请重新登录',
        okText: '重新登录',
      });
    });

    it('when the menu call answers Token失效, then the dialog shows', async () => {
      const session = startSession({
        stored: { token: 'old', userInfo: user },
        loadPermissions: () =>
          Promise.reject(
            Object.assign(apiError(TOKEN_INVALID.message, 500), { reason: TOKEN_INVALID.reason }),
          ),
      });
      await settled(session, 'expired');
      expect(session.calls.logout).toEqual([]);
    });

    it('given the dialog, when 重新登录 is pressed, then the token is cleared, logout is called and the page reloads', async () => {
      const session = await loggedInSession();
      session.actor.send({ type: 'session.expired' });
      session.actor.send({ type: 'session.relogin' });
      await settled(session, 'loggedOut');
      expect(session.store.load().token).toBeNull();
      expect(session.calls.logout).toEqual(['jwt-1']);
      expect(session.effects.reloads).toBe(1);
    });

    it('given nobody is logged in, when an expiry is reported, then nothing happens', () => {
      const [loggedOut] = initialTransition(sessionMachine, {});
      const [after, actions] = transition(sessionMachine, loggedOut, { type: 'session.expired' });
      expect(after.value).toBe('loggedOut');
      expect(actions).toEqual([]);
    });
  });

  describe('401 (未授权，请重新登录)', () => {
    it('when the API answers 401, then the session is logged out and the page reloads 1.5 s later', async () => {
      const clock = new SimulatedClock();
      const session = await loggedInSession({ clock });
      session.actor.send({ type: 'session.unauthorized' });
      await settled(session, 'reloading');
      expect(session.store.load().token).toBeNull();
      expect(session.calls.logout).toEqual(['jwt-1']);
      clock.increment(1499);
      expect(session.effects.reloads).toBe(0);
      clock.increment(1);
      expect(session.effects.reloads).toBe(1);
      expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
    });

    it('when a call made by the session answers 401, then it is handled the same way', async () => {
      const session = await loggedInSession({
        loadDeparts: () => Promise.reject(apiError('未授权，请重新登录', 401)),
      });
      session.actor.send({ type: 'depart.open' });
      await settled(session, 'reloading');
      expect(session.actor.getSnapshot().context.logoutReason).toBe('unauthorized');
    });
  });

  describe('logout', () => {
    it('when logout is asked for, then the 提示 / 确定要注销登录吗？ confirmation shows, and cancel keeps the session', async () => {
      const session = await loggedInSession();
      session.actor.send({ type: 'session.logout.request' });
      expect(session.actor.getSnapshot().matches({ authenticated: { ready: 'confirmingLogout' } })).toBe(
        true,
      );
      expect(LOGOUT_CONFIRM).toEqual({ title: '提示', content: '确定要注销登录吗？' });
      session.actor.send({ type: 'session.logout.cancel' });
      expect(session.actor.getSnapshot().matches({ authenticated: { ready: 'idle' } })).toBe(true);
      expect(session.store.load().token).toBe('jwt-1');
      expect(session.calls.logout).toEqual([]);
    });

    it('when logout is confirmed, then token, permission lists and dictionary items are cleared, logout is called with the token and the user goes to the site root', async () => {
      const session = await loggedInSession();
      session.actor.send({ type: 'session.logout.request' });
      session.actor.send({ type: 'session.logout.confirm' });
      await settled(session, 'loggedOut');
      expect(session.calls.logout).toEqual(['jwt-1']);
      expect(session.storage.getItem('pro__Access-Token')).toBeNull();
      expect(session.storage.getItem('pro__LOGIN_USER_AUTH')).toBeNull();
      expect(session.storage.getItem('pro__SYS_BUTTON_AUTH')).toBeNull();
      expect(session.storage.getItem('pro__UI_CACHE_DB_DICT_DATA')).toBeNull();
      expect(session.effects.navigations.at(-1)).toBe('/');
      const { context } = session.actor.getSnapshot();
      expect([context.token, context.permissions, context.userInfo]).toEqual([null, null, null]);
      expect(context.dictItems).toEqual({});
    });

    it('given the logout call fails, when logout is confirmed, then the session ends anyway and the error is shown', async () => {
      const session = await loggedInSession({ logout: () => Promise.reject(apiError('服务器繁忙', 500)) });
      session.actor.send({ type: 'session.logout.request' });
      session.actor.send({ type: 'session.logout.confirm' });
      await settled(session, 'loggedOut');
      expect(session.store.load().token).toBeNull();
      expect(session.effects.navigations.at(-1)).toBe('/');
      expect(session.actor.getSnapshot().context.notice).toMatchObject({ kind: 'error', text: '服务器繁忙' });
    });
  });

  describe('beacon logout on page unload', () => {
    const ready = () => initialTransition(sessionMachine, { token: 'jwt-1' })[0];
    const unload = (gap: number, start = ready()) => {
      const [afterBefore] = transition(sessionMachine, start, { type: 'session.beforeUnload', at: 10_000 });
      return transition(sessionMachine, afterBefore, { type: 'session.unload', at: 10_000 + gap })[1];
    };

    it('when unload follows before-unload within 5 ms (the window closes), then the beacon logout is sent with the token', () => {
      const actions = unload(5);
      expect(actions.find((a) => a.type === 'sendLogoutBeacon')?.params).toEqual({ token: 'jwt-1' });
      expect(actions.some((a) => a.type === 'clearStoredSession')).toBe(true);
    });

    it('when unload follows before-unload after more than 5 ms (a reload), then no beacon is sent', () => {
      expect(unload(6).map((a) => a.type)).not.toContain('sendLogoutBeacon');
    });

    it('given nobody is logged in, when the window closes, then no beacon is sent', () => {
      expect(unload(0, initialTransition(sessionMachine, {})[0]).map((a) => a.type)).not.toContain(
        'sendLogoutBeacon',
      );
    });

    it('given no before-unload was seen, when the page unloads, then no beacon is sent', () => {
      const [, actions] = transition(sessionMachine, ready(), { type: 'session.unload', at: 3 });
      expect(actions.map((a) => a.type)).not.toContain('sendLogoutBeacon');
    });
  });

  describe('department switch', () => {
    const departs: UserDeparts = {
      list: [
        { id: 'd1', orgCode: 'A01', departName: '采购部' },
        { id: 'd2', orgCode: 'A02', departName: '质量部' },
      ],
      orgCode: 'A01',
    };

    it('given the user has no department, when the modal opens, then 您尚未设置部门信息! shows and the modal stays closed', async () => {
      const session = await loggedInSession();
      session.actor.send({ type: 'depart.open' });
      await waitFor(session.actor, (s) => s.context.notice !== null);
      const snapshot = session.actor.getSnapshot();
      expect(snapshot.context.notice).toMatchObject({ kind: 'warning', text: '您尚未设置部门信息!' });
      expect(snapshot.matches({ authenticated: { ready: 'idle' } })).toBe(true);
      expect(snapshot.context.departs).toBeNull();
    });

    it('when the modal opens, then it shows the current department and preselects it', async () => {
      const session = await loggedInSession({ loadDeparts: () => Promise.resolve(departs) });
      session.actor.send({ type: 'depart.open' });
      await settled(session, { authenticated: { ready: 'choosingDepart' } });
      const { context } = session.actor.getSnapshot();
      expect(departModalTitle(context.departs)).toBe('部门切换（当前部门 : 采购部）');
      expect(departModalTitle(null)).toBe('部门选择');
      expect(context.departSelected).toBe('A01');
    });

    it('when a department is confirmed, then it is selected for the user and the new user info is stored for 7 days', async () => {
      const switched: UserInfo = { ...user, orgCode: 'A02' };
      const session = await loggedInSession({
        loadDeparts: () => Promise.resolve(departs),
        selectDepart: () => Promise.resolve({ userInfo: switched }),
      });
      session.actor.send({ type: 'depart.open' });
      await settled(session, { authenticated: { ready: 'choosingDepart' } });
      session.actor.send({ type: 'depart.switch', orgCode: 'A02' });
      await settled(session, { authenticated: { ready: 'idle' } });
      expect(session.calls.selectDepart).toEqual([{ token: 'jwt-1', orgCode: 'A02', username: 'buyer1' }]);
      expect(session.actor.getSnapshot().context.userInfo).toEqual(switched);
      expect(JSON.parse(session.storage.getItem('pro__Login_Userinfo') ?? '')).toEqual({
        value: switched,
        expire: NOW + SESSION_LIFETIME_MS,
      });
    });

    it('when the user edits its own profile, then the new user info is kept and stored for 7 days', async () => {
      const session = await loggedInSession();
      const renamed: UserInfo = { ...user, realname: '张三' };
      session.actor.send({ type: 'session.userInfo.update', userInfo: renamed });
      expect(session.actor.getSnapshot().context.userInfo).toEqual(renamed);
      expect(session.actor.getSnapshot().matches({ authenticated: 'ready' })).toBe(true);
      expect(JSON.parse(session.storage.getItem('pro__Login_Userinfo') ?? '')).toEqual({
        value: renamed,
        expire: NOW + SESSION_LIFETIME_MS,
      });
    });

    it('when confirmed without a department, then the select is marked and nothing is sent', async () => {
      const session = await loggedInSession({ loadDeparts: () => Promise.resolve(departs) });
      session.actor.send({ type: 'depart.open' });
      await settled(session, { authenticated: { ready: 'choosingDepart' } });
      session.actor.send({ type: 'depart.switch', orgCode: '' });
      expect(session.actor.getSnapshot().context.departInvalid).toBe(true);
      expect(session.calls.selectDepart).toEqual([]);
    });

    it('given the modal must be answered (not closable), when closing it, then it stays open', async () => {
      const session = await loggedInSession({ loadDeparts: () => Promise.resolve(departs) });
      session.actor.send({ type: 'depart.open', closable: false });
      await settled(session, { authenticated: { ready: 'choosingDepart' } });
      session.actor.send({ type: 'depart.close' });
      expect(session.actor.getSnapshot().matches({ authenticated: { ready: 'choosingDepart' } })).toBe(true);
      session.actor.send({ type: 'depart.switch', orgCode: 'A01' });
      await settled(session, { authenticated: { ready: 'idle' } });
    });
  });
});
