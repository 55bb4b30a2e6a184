import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { configureHttp, routeUrl } from '../../core';
import { createMemoryStorage, createSessionStore, type SessionStore, type StorageLike } from '../../storage';
import {
  narrowLogin,
  sessionMachine,
  type SelectDepartInput,
  type SelectDepartResult,
  type TokenInput,
} from '../machines/session.machine';
import type { LoginRequest } from '../types';
import { defaultHome, LOGIN_PATH, safeRedirect } from '../utils/guard';
import { sessionApi } from './sessionApi';

const storage = (): StorageLike => {
  try {
    return globalThis.localStorage;
  } catch {
    return createMemoryStorage();
  }
};

/** The one stored session of this page (the `pro__` keys, 7 days). */
export const sessionStore: SessionStore = createSessionStore(storage(), () => Date.now());

/** Navigation arrives once the router exists (the router's views use the session, so it comes later). */
let navigate: (to: string) => void = (to) => window.location.assign(to);
export const setSessionNavigate = (fn: (to: string) => void) => {
  navigate = fn;
};

const anyLogin = (method: LoginRequest['method']) =>
  fromPromise<Awaited<ReturnType<typeof sessionApi.login>>, LoginRequest>(({ input }) =>
    sessionApi.login(narrowLogin(input, method)),
  );

export const appSessionMachine = sessionMachine.provide({
  actors: {
    passwordLogin: anyLogin('password'),
    onlineLogin: anyLogin('online'),
    phoneLogin: anyLogin('phone'),
    ssoLogin: anyLogin('sso'),
    thirdPartyLogin: anyLogin('third'),
    casLogin: anyLogin('cas'),
    loadPermissions: fromPromise(() => sessionApi.permissions()),
    logout: fromPromise<unknown, TokenInput>(({ input }) => sessionApi.logout(input.token)),
    loadDeparts: fromPromise(() => sessionApi.departs()),
    selectDepart: fromPromise<SelectDepartResult, SelectDepartInput>(({ input }) =>
      sessionApi.selectDepart(input.orgCode, input.username),
    ),
  },
  actions: {
    persistLogin: (_, login) => sessionStore.saveLogin(login),
    persistPermissions: (_, lists) => sessionStore.savePermissions(lists),
    persistUserInfo: (_, { userInfo }) => sessionStore.saveUserInfo(userInfo),
    persistTenant: (_, { tenantId }) => sessionStore.saveTenant(tenantId),
    clearStoredSession: () => sessionStore.clearSession(),
    navigateToRedirect: (_, { redirect, userInfo }) =>
      navigate(safeRedirect(redirect) ?? defaultHome(userInfo?.isShow)),
    navigateToLogin: (_, { redirect }) =>
      navigate(`${LOGIN_PATH}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`),
    navigateToRoot: () => window.location.assign('/'),
    reloadPage: () => {
      if (!window.location.pathname.startsWith(LOGIN_PATH)) window.location.reload();
    },
    sendLogoutBeacon: (_, { token }) => {
      // The token in the body (text/plain), never in the URL ([SEC1] 4).
      navigator.sendBeacon(routeUrl('POST', '/sys/logoutV2'), JSON.stringify({ token }));
    },
  },
});

export const SessionActor = createActorContext(appSessionMachine, {
  input: { ...sessionStore.load(), redirect: window.location.pathname + window.location.search },
});

/** The API client reports the catalogue's session answers to the running session. */
export const wireHttp = (send: (e: { type: 'session.expired' } | { type: 'session.unauthorized' }) => void) =>
  configureHttp({
    token: () => sessionStore.readToken(),
    tenantId: () => sessionStore.load().tenantId,
    onTokenInvalid: () => send({ type: 'session.expired' }),
    onUnauthorized: () => send({ type: 'session.unauthorized' }),
  });
