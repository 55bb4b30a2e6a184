import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { withChunkTimeout } from '../../core';
import { viewRoutes } from '../../menu';
import { COMPLETE_SUP_INFO_PATH, guard, HOME_PATH, SessionActor, sessionApi } from '../../session';
import { lazyScreen, type ShellScreens } from '../utils/screens';

// ProLayout is large: the login page must not wait for it.
const BasicLayout = lazy(async () => ({
  default: (await withChunkTimeout(() => import('./BasicLayout'))).BasicLayout,
}));

export type SessionGateProps = { screens: ShellScreens };

/**
 * The route guard (spec §2) in front of every logged-in route: login with the redirect, the isShow 2
 * confinement, waiting for the menu, and for a path the menu does not have /403 when the product has
 * that page (the user is not granted it) or /404.
 */
export function SessionGate({ screens }: SessionGateProps) {
  const location = useLocation();
  const token = SessionActor.useSelector((s) => s.context.token);
  const isShow = SessionActor.useSelector((s) => s.context.userInfo?.isShow ?? null);
  const permissions = SessionActor.useSelector((s) => s.context.permissions);
  const ready = SessionActor.useSelector((s) => s.matches({ authenticated: 'ready' }));
  const known = useMemo(() => new Set(viewRoutes(permissions?.menu ?? []).map((r) => r.path)), [permissions]);
  const unknown =
    ready &&
    permissions !== null &&
    location.pathname !== COMPLETE_SUP_INFO_PATH &&
    location.pathname !== HOME_PATH &&
    !known.has(location.pathname);
  const exists = useQuery({
    queryKey: ['routeExists', location.pathname],
    queryFn: () => sessionApi.routeExists(location.pathname),
    enabled: unknown,
    retry: false,
    staleTime: Infinity,
  });

  const decision = guard({
    pathname: location.pathname,
    search: location.search,
    hasToken: token !== null,
    isShow,
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (!ready || !permissions) return <Spin size="large" fullscreen tip="加载中..." />;
  if (location.pathname === COMPLETE_SUP_INFO_PATH) {
    const CompleteSupInfo = lazyScreen(screens.completeSupInfo);
    return (
      <Suspense fallback={<Spin size="large" fullscreen />}>
        <CompleteSupInfo />
      </Suspense>
    );
  }
  if (!known.has(location.pathname)) {
    // The general landing a menu does not have (a supplier's) leads to the menu's first view instead.
    const first = known.values().next().value;
    if (location.pathname === HOME_PATH && first) return <Navigate to={first} replace />;
    if (exists.isPending && unknown) return <Spin size="large" fullscreen tip="加载中..." />;
    return <Navigate to={exists.data?.exists ? '/403' : '/404'} replace />;
  }
  return (
    <Suspense fallback={<Spin size="large" fullscreen />}>
      <BasicLayout menu={permissions.menu} menuScreens={screens.menu} />
    </Suspense>
  );
}
