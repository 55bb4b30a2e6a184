import { useEffect } from 'react';
import { api } from '../../core';
import { SessionActor } from '../services/appSession';

/**
 * Once the company is admitted, the session's user info is read again: isShow is 1 now, and the
 * route guard takes the user from /completeSupInfo into the supplier workspace.
 */
export function useAdmissionReload(admitted: boolean) {
  const actor = SessionActor.useActorRef();
  const isShow = SessionActor.useSelector((s) => s.context.userInfo?.isShow ?? null);
  useEffect(() => {
    if (!admitted || isShow !== 2) return;
    let live = true;
    void api.get('/user/info').then((u) => {
      if (!live) return;
      const { id, username, realname, avatar, isShow: show, orgCode, tenantId, supplierId } = u;
      actor.send({
        type: 'session.userInfo.update',
        userInfo: { id, username, realname, avatar, isShow: show, orgCode, tenantId, supplierId },
      });
    });
    return () => {
      live = false;
    };
  }, [admitted, isShow, actor]);
}
