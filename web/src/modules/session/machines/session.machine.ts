import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type {
  DictItems,
  LoginMethod,
  LoginRequest,
  LoginResult,
  LogoutReason,
  PermissionRule,
  SessionNotice,
  UserDeparts,
  UserInfo,
  UserPermissions,
} from '../types';
import { NO_DEPARTS_WARNING } from '../utils/departs';
import { classifySessionError, EMPTY_MENU_MESSAGE, errorMessage } from '../utils/sessionErrors';

/** Spec §8: the dialog shown when the server answers `Token失效，请重新登录`. */
export const EXPIRED_DIALOG = {
  title: '登录已过期',
  content: '很抱歉，登录已过期，请重新登录',
  okText: '重新登录',
} as const;

/** Spec §4 "Session": the logout confirmation. */
export const LOGOUT_CONFIRM = { title: '提示', content: '确定要注销登录吗？' } as const;

/** Spec §8: after a 401 the session is logged out and the page reloads this much later. */
export const UNAUTHORIZED_RELOAD_DELAY_MS = 1500;

/** Spec §4: the beacon logout goes only when unload follows before-unload within this gap (a closed window, not a reload). */
export const BEACON_MAX_GAP_MS = 5;

// Fallbacks for a failure that carries no message (the server's own message is shown when there is one).
const LOGIN_FAILED = '登录失败';
const LOGOUT_FAILED = '注销失败';
const CALL_FAILED = '请求失败';

/** What the app read from storage at start, and the path the user was heading to. */
export type SessionInput = {
  token?: string | null;
  userInfo?: UserInfo | null;
  dictItems?: DictItems | null;
  tenantId?: string | null;
  redirect?: string | null;
};

export type SessionContext = {
  token: string | null;
  userInfo: UserInfo | null;
  /** null until the permission call answered with a menu. */
  permissions: UserPermissions | null;
  dictItems: DictItems;
  tenantId: string | null;
  /** Where to go once the permissions are loaded (the login page's redirect query, the deep link). */
  redirect: string | null;
  /** The login being made; cleared when it answers. */
  login: LoginRequest | null;
  /** The last login or permission failure, for the login page. */
  error: string | null;
  logoutReason: LogoutReason | null;
  departs: UserDeparts | null;
  departSelected: string | null;
  departClosable: boolean;
  /** Confirmed without a department: the select shows its error state. */
  departInvalid: boolean;
  beforeUnloadAt: number | null;
  notice: SessionNotice | null;
};

export type SessionEvent =
  | { type: 'session.login'; request: LoginRequest; redirect?: string | null }
  /** The API client saw HTTP 500 `Token失效，请重新登录` while a token is stored. */
  | { type: 'session.expired' }
  /** The API client saw HTTP 401. */
  | { type: 'session.unauthorized' }
  /** 重新登录 in the expiry dialog. */
  | { type: 'session.relogin' }
  | { type: 'session.logout.request' }
  | { type: 'session.logout.confirm' }
  | { type: 'session.logout.cancel' }
  | { type: 'session.permissions.reload'; redirect?: string | null }
  /** `at`: the event's time in ms (`performance.now()` or `Date.now()`, the same clock for both). */
  | { type: 'session.beforeUnload'; at: number }
  | { type: 'session.unload'; at: number }
  | { type: 'tenant.switch'; tenantId: string | null }
  | { type: 'depart.open'; closable?: boolean }
  | { type: 'depart.switch'; orgCode: string }
  | { type: 'depart.close' }
  /** The user changed its own profile (账户设置): the new user info is kept and stored for 7 days. */
  | { type: 'session.userInfo.update'; userInfo: UserInfo };

/** Input of the calls that need only the session's token (sent as X-Access-Token). */
export type TokenInput = { token: string };

export type SelectDepartInput = { token: string; orgCode: string; username: string };

/** The request of one login method (each login actor is invoked only with its own method's request). */
export type LoginInput<M extends LoginMethod> = Extract<LoginRequest, { method: M }>;

/** `POST /sys/selectDepart` result. */
export type SelectDepartResult = { userInfo: UserInfo | null };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`sessionMachine: the app must provide the "${name}" actor`));

/** A login actor gets the pending LoginRequest, always of its own method (`narrowLogin` narrows it). */
const loginActor = (name: string) => fromPromise<LoginResult, LoginRequest>(notProvided(name));

const isLoginOf = <M extends LoginMethod>(request: LoginRequest, method: M): request is LoginInput<M> =>
  request.method === method;

/** For a login actor's implementation: the request as its method's type, or an error if routing was bypassed. */
export const narrowLogin = <M extends LoginMethod>(request: LoginRequest, method: M): LoginInput<M> => {
  if (!isLoginOf(request, method)) throw new Error(`sessionMachine: expected a ${method} login`);
  return request;
};

const pendingLogin = ({ context }: { context: SessionContext }): LoginRequest => {
  if (context.login === null) throw new Error('sessionMachine: no pending login');
  return context.login;
};

const isRuleList = (value: unknown): value is readonly PermissionRule[] => Array.isArray(value);

/** Spec §8: a menu that is not a non-empty array is refused ('permissions must be a non-null array'). */
export const toUserPermissions = (answer: UserPermissions): UserPermissions | null => {
  const { menu } = answer;
  if (!Array.isArray(menu) || menu.length === 0) return null;
  return {
    menu,
    auth: isRuleList(answer.auth) ? answer.auth : [],
    allAuth: isRuleList(answer.allAuth) ? answer.allAuth : [],
  };
};

const noticeAfter = (context: SessionContext, kind: SessionNotice['kind'], text: string): SessionNotice => ({
  id: (context.notice?.id ?? 0) + 1,
  kind,
  text,
});

const tokenOf = (context: SessionContext): TokenInput => ({ token: context.token ?? '' });

const emptyDictItems: DictItems = {};

/** What a successful login stores for 7 days: token, user info and dictionary items. */
const storedLogin = (result: LoginResult) => ({
  token: result.token,
  userInfo: result.userInfo,
  dictItems: result.sysAllDictItems ?? emptyDictItems,
});

/** After a login the tenant header names the user's own tenant (the server refuses any other). */
const tenantOf = (result: LoginResult): string | null => result.userInfo.tenantId || null;

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    passwordLogin: loginActor('passwordLogin'),
    onlineLogin: loginActor('onlineLogin'),
    phoneLogin: loginActor('phoneLogin'),
    ssoLogin: loginActor('ssoLogin'),
    thirdPartyLogin: loginActor('thirdPartyLogin'),
    casLogin: loginActor('casLogin'),
    loadPermissions: fromPromise<UserPermissions, TokenInput>(notProvided('loadPermissions')),
    logout: fromPromise<unknown, TokenInput>(notProvided('logout')),
    loadDeparts: fromPromise<UserDeparts, TokenInput>(notProvided('loadDeparts')),
    selectDepart: fromPromise<SelectDepartResult, SelectDepartInput>(notProvided('selectDepart')),
  },
  actions: {
    // Side effects the app provides (storage, navigation, reload, beacon); no-ops by default.
    persistLogin: (_, _params: { token: string; userInfo: UserInfo; dictItems: DictItems }) => {},
    persistPermissions: (
      _,
      _params: { auth: readonly PermissionRule[]; allAuth: readonly PermissionRule[] },
    ) => {},
    persistUserInfo: (_, _params: { userInfo: UserInfo }) => {},
    persistTenant: (_, _params: { tenantId: string | null }) => {},
    clearStoredSession: () => {},
    /** Permissions loaded: go to `redirect`, or (null) to the user's default home (by userInfo.isShow). */
    navigateToRedirect: (_, _params: { redirect: string | null; userInfo: UserInfo | null }) => {},
    navigateToLogin: (_, _params: { redirect: string | null }) => {},
    navigateToRoot: () => {},
    /** Reload the page (after an expiry: unless already on the login page). */
    reloadPage: () => {},
    sendLogoutBeacon: (_, _params: { token: string }) => {},
    markUnauthorized: assign({ logoutReason: 'unauthorized' }),
    acceptLogin: assign((_, params: LoginResult) => ({
      token: params.token,
      userInfo: params.userInfo,
      dictItems: params.sysAllDictItems ?? emptyDictItems,
      tenantId: tenantOf(params),
      login: null,
      error: null,
    })),
    rejectLogin: assign((_, params: { error: unknown }) => ({
      login: null,
      error: errorMessage(params.error, LOGIN_FAILED),
    })),
    forgetSession: assign({
      token: null,
      userInfo: null,
      permissions: null,
      dictItems: emptyDictItems,
      departs: null,
      departSelected: null,
      login: null,
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isWindowClosing: ({ context, event }) =>
      event.type === 'session.unload' &&
      context.token !== null &&
      context.beforeUnloadAt !== null &&
      event.at - context.beforeUnloadAt <= BEACON_MAX_GAP_MS,
    departClosable: ({ context }) => context.departClosable,
  },
  delays: { reloadDelay: UNAUTHORIZED_RELOAD_DELAY_MS },
});

/** Failed calls made with the token: an invalid token shows the expiry dialog, a 401 logs out and reloads. */
const tokenFailures = [
  {
    guard: ({ event }: { event: { error: unknown } }) => classifySessionError(event.error) === 'tokenInvalid',
    target: '#session.expired',
  },
  {
    guard: ({ event }: { event: { error: unknown } }) => classifySessionError(event.error) === 'unauthorized',
    target: '#session.loggingOut',
    actions: 'markUnauthorized',
  },
] as const;

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token ?? null,
    userInfo: input.userInfo ?? null,
    permissions: null,
    dictItems: input.dictItems ?? emptyDictItems,
    tenantId: input.tenantId ?? null,
    redirect: input.redirect ?? null,
    login: null,
    error: null,
    logoutReason: null,
    departs: null,
    departSelected: null,
    departClosable: true,
    departInvalid: false,
    beforeUnloadAt: null,
    notice: null,
  }),
  initial: 'booting',
  on: {
    'session.beforeUnload': { actions: assign({ beforeUnloadAt: ({ event }) => event.at }) },
    'session.unload': {
      guard: 'isWindowClosing',
      actions: [
        { type: 'sendLogoutBeacon', params: ({ context }) => tokenOf(context) },
        'clearStoredSession',
      ],
    },
  },
  states: {
    /** A stored token goes straight to loading the permissions (the route guard's menu fetch). */
    booting: {
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        'session.login': {
          target: 'loggingIn',
          actions: assign(({ event }) => ({
            login: event.request,
            redirect: event.redirect ?? null,
            error: null,
          })),
        },
        'tenant.switch': {
          actions: [
            assign({ tenantId: ({ event }) => event.tenantId }),
            { type: 'persistTenant', params: ({ event }) => ({ tenantId: event.tenantId }) },
          ],
        },
      },
    },
    loggingIn: {
      initial: 'routing',
      states: {
        routing: {
          always: [
            { guard: ({ context }) => context.login?.method === 'password', target: 'password' },
            { guard: ({ context }) => context.login?.method === 'online', target: 'online' },
            { guard: ({ context }) => context.login?.method === 'phone', target: 'phone' },
            { guard: ({ context }) => context.login?.method === 'sso', target: 'sso' },
            { guard: ({ context }) => context.login?.method === 'third', target: 'third' },
            { guard: ({ context }) => context.login?.method === 'cas', target: 'cas' },
            { target: '#session.loggedOut' },
          ],
        },
        password: {
          invoke: {
            id: 'passwordLogin',
            src: 'passwordLogin',
            input: pendingLogin,
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'acceptLogin', params: ({ event }) => event.output },
                { type: 'persistLogin', params: ({ event }) => storedLogin(event.output) },
                { type: 'persistTenant', params: ({ event }) => ({ tenantId: tenantOf(event.output) }) },
              ],
            },
            onError: {
              target: '#session.loggedOut',
              actions: { type: 'rejectLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        online: {
          invoke: {
            id: 'onlineLogin',
            src: 'onlineLogin',
            input: pendingLogin,
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'acceptLogin', params: ({ event }) => event.output },
                { type: 'persistLogin', params: ({ event }) => storedLogin(event.output) },
                { type: 'persistTenant', params: ({ event }) => ({ tenantId: tenantOf(event.output) }) },
              ],
            },
            onError: {
              target: '#session.loggedOut',
              actions: { type: 'rejectLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        phone: {
          invoke: {
            id: 'phoneLogin',
            src: 'phoneLogin',
            input: pendingLogin,
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'acceptLogin', params: ({ event }) => event.output },
                { type: 'persistLogin', params: ({ event }) => storedLogin(event.output) },
                { type: 'persistTenant', params: ({ event }) => ({ tenantId: tenantOf(event.output) }) },
              ],
            },
            onError: {
              target: '#session.loggedOut',
              actions: { type: 'rejectLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        sso: {
          invoke: {
            id: 'ssoLogin',
            src: 'ssoLogin',
            input: pendingLogin,
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'acceptLogin', params: ({ event }) => event.output },
                { type: 'persistLogin', params: ({ event }) => storedLogin(event.output) },
                { type: 'persistTenant', params: ({ event }) => ({ tenantId: tenantOf(event.output) }) },
              ],
            },
            onError: {
              target: '#session.loggedOut',
              actions: { type: 'rejectLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        third: {
          invoke: {
            id: 'thirdPartyLogin',
            src: 'thirdPartyLogin',
            input: pendingLogin,
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'acceptLogin', params: ({ event }) => event.output },
                { type: 'persistLogin', params: ({ event }) => storedLogin(event.output) },
                { type: 'persistTenant', params: ({ event }) => ({ tenantId: tenantOf(event.output) }) },
              ],
            },
            onError: {
              target: '#session.loggedOut',
              actions: { type: 'rejectLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        cas: {
          invoke: {
            id: 'casLogin',
            src: 'casLogin',
            input: pendingLogin,
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'acceptLogin', params: ({ event }) => event.output },
                { type: 'persistLogin', params: ({ event }) => storedLogin(event.output) },
                { type: 'persistTenant', params: ({ event }) => ({ tenantId: tenantOf(event.output) }) },
              ],
            },
            onError: {
              target: '#session.loggedOut',
              actions: { type: 'rejectLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    authenticated: {
      initial: 'loadingPermissions',
      on: {
        'session.expired': '#session.expired',
        'session.unauthorized': { target: '#session.loggingOut', actions: 'markUnauthorized' },
        'session.userInfo.update': {
          actions: [
            assign({ userInfo: ({ event }) => event.userInfo }),
            { type: 'persistUserInfo', params: ({ event }) => ({ userInfo: event.userInfo }) },
          ],
        },
        'tenant.switch': {
          target: '.loadingPermissions',
          actions: [
            assign({ tenantId: ({ event }) => event.tenantId }),
            { type: 'persistTenant', params: ({ event }) => ({ tenantId: event.tenantId }) },
          ],
        },
      },
      states: {
        loadingPermissions: {
          invoke: {
            id: 'loadPermissions',
            src: 'loadPermissions',
            input: ({ context }) => tokenOf(context),
            onDone: [
              {
                guard: ({ event }) => toUserPermissions(event.output) !== null,
                target: 'ready',
                actions: [
                  assign({ permissions: ({ event }) => toUserPermissions(event.output), error: null }),
                  {
                    type: 'persistPermissions',
                    params: ({ context }) => ({
                      auth: context.permissions?.auth ?? [],
                      allAuth: context.permissions?.allAuth ?? [],
                    }),
                  },
                  {
                    type: 'navigateToRedirect',
                    params: ({ context }) => ({ redirect: context.redirect, userInfo: context.userInfo }),
                  },
                  assign({ redirect: null }),
                ],
              },
              {
                target: '#session.loggingOut',
                actions: assign({ logoutReason: 'permissionsFailed', error: EMPTY_MENU_MESSAGE }),
              },
            ],
            onError: [
              ...tokenFailures,
              {
                target: '#session.loggingOut',
                actions: assign(({ event }) => ({
                  logoutReason: 'permissionsFailed' as const,
                  error: errorMessage(event.error, EMPTY_MENU_MESSAGE),
                })),
              },
            ],
          },
        },
        ready: {
          initial: 'idle',
          on: {
            'session.permissions.reload': {
              target: '#session.authenticated.loadingPermissions',
              actions: assign({ redirect: ({ event }) => event.redirect ?? null }),
            },
            'session.logout.request': '.confirmingLogout',
          },
          states: {
            idle: {
              on: {
                'depart.open': {
                  target: 'loadingDeparts',
                  actions: assign({
                    departClosable: ({ event }) => event.closable ?? true,
                    departInvalid: false,
                  }),
                },
              },
            },
            /** The 提示 / 确定要注销登录吗？ dialog is open. */
            confirmingLogout: {
              on: {
                'session.logout.confirm': {
                  target: '#session.loggingOut',
                  actions: assign({ logoutReason: 'user' }),
                },
                'session.logout.cancel': 'idle',
              },
            },
            loadingDeparts: {
              invoke: {
                id: 'loadDeparts',
                src: 'loadDeparts',
                input: ({ context }) => tokenOf(context),
                onDone: [
                  {
                    guard: ({ event }) => event.output.list.length === 0,
                    target: 'idle',
                    actions: assign(({ context }) => ({
                      departs: null,
                      departSelected: null,
                      notice: noticeAfter(context, 'warning', NO_DEPARTS_WARNING),
                    })),
                  },
                  {
                    target: 'choosingDepart',
                    actions: assign(({ event }) => ({
                      departs: event.output,
                      departSelected: event.output.list.some((d) => d.orgCode === event.output.orgCode)
                        ? event.output.orgCode
                        : null,
                    })),
                  },
                ],
                onError: [
                  ...tokenFailures,
                  {
                    target: 'idle',
                    actions: assign(({ context, event }) => ({
                      notice: noticeAfter(context, 'error', errorMessage(event.error, CALL_FAILED)),
                    })),
                  },
                ],
              },
            },
            /** The 部门选择 / 部门切换 dialog is open. */
            choosingDepart: {
              on: {
                'depart.switch': [
                  { guard: ({ event }) => event.orgCode === '', actions: assign({ departInvalid: true }) },
                  {
                    target: 'selectingDepart',
                    actions: assign({
                      departSelected: ({ event }) => event.orgCode,
                      departInvalid: false,
                    }),
                  },
                ],
                'depart.close': { guard: 'departClosable', target: 'idle' },
              },
            },
            selectingDepart: {
              invoke: {
                id: 'selectDepart',
                src: 'selectDepart',
                input: ({ context }) => ({
                  token: context.token ?? '',
                  orgCode: context.departSelected ?? '',
                  username: context.userInfo?.username ?? '',
                }),
                /** The new user info is kept in the session and stored for 7 days. */
                onDone: {
                  target: 'idle',
                  actions: enqueueActions(({ event, enqueue }) => {
                    const { userInfo } = event.output;
                    if (userInfo === null) return;
                    enqueue.assign({ userInfo });
                    enqueue({ type: 'persistUserInfo', params: { userInfo } });
                  }),
                },
                onError: [
                  ...tokenFailures,
                  {
                    target: 'choosingDepart',
                    actions: assign(({ context, event }) => ({
                      notice: noticeAfter(context, 'error', errorMessage(event.error, CALL_FAILED)),
                    })),
                  },
                ],
              },
            },
          },
        },
      },
    },
    /** The 登录已过期 dialog is open; 重新登录 logs out and reloads. */
    expired: {
      on: {
        'session.relogin': { target: 'loggingOut', actions: assign({ logoutReason: 'expired' }) },
      },
    },
    /** Storage is cleared first; the logout call gets the token and may fail: the session ends anyway. */
    loggingOut: {
      entry: 'clearStoredSession',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => tokenOf(context),
        onDone: { target: 'leaving', actions: 'forgetSession' },
        onError: {
          target: 'leaving',
          actions: [
            'forgetSession',
            assign(({ context, event }) =>
              context.logoutReason === 'user'
                ? { notice: noticeAfter(context, 'error', errorMessage(event.error, LOGOUT_FAILED)) }
                : {},
            ),
          ],
        },
      },
    },
    leaving: {
      always: [
        { guard: ({ context }) => context.logoutReason === 'unauthorized', target: 'reloading' },
        {
          guard: ({ context }) => context.logoutReason === 'expired',
          target: 'loggedOut',
          actions: 'reloadPage',
        },
        {
          guard: ({ context }) => context.logoutReason === 'permissionsFailed',
          target: 'loggedOut',
          actions: { type: 'navigateToLogin', params: ({ context }) => ({ redirect: context.redirect }) },
        },
        { target: 'loggedOut', actions: 'navigateToRoot' },
      ],
    },
    /** After a 401: logged out, the page reloads 1.5 s later. */
    reloading: {
      after: { reloadDelay: { target: 'loggedOut', actions: 'reloadPage' } },
    },
  },
});
