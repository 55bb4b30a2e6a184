import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { SessionActor, wireHttp } from '../../session';

/** Render-null: wires the HTTP client to the session, the unload beacon, and shows session notices. */
export function SessionEffects() {
  const actor = SessionActor.useActorRef();
  const notice = SessionActor.useSelector((s) => s.context.notice);
  const { message } = App.useApp();
  const shown = useRef<number | null>(null);

  useEffect(() => {
    wireHttp((e) => actor.send(e));
    const before = () => actor.send({ type: 'session.beforeUnload', at: performance.now() });
    const unload = () => actor.send({ type: 'session.unload', at: performance.now() });
    window.addEventListener('beforeunload', before);
    window.addEventListener('unload', unload);
    return () => {
      window.removeEventListener('beforeunload', before);
      window.removeEventListener('unload', unload);
    };
  }, [actor]);

  useEffect(() => {
    if (!notice || shown.current === notice.id) return;
    shown.current = notice.id;
    if (notice.kind === 'error') void message.error(notice.text);
    else void message.warning(notice.text);
  }, [notice, message]);
  return null;
}
