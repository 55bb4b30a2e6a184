import { useMemo } from 'react';
import { viewRoutes } from '../../menu';
import { SessionActor } from '../../session';
import type { ViewRef } from '../utils/noticeTargets';

/** The user's menu views (path and component): where an openType 'component' announcement can go. */
export function useNoticeViews(): readonly ViewRef[] {
  const menu = SessionActor.useSelector((s) => s.context.permissions?.menu ?? null);
  return useMemo(() => (menu ? viewRoutes(menu) : []), [menu]);
}
