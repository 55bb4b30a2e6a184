import { Button, Card, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { defaultHome, LOGIN_PATH, safeRedirect, SessionActor } from '../../session';
import { externalLoginRequest } from '../utils/externalLogin';

export type ExternalLoginProps = { kind: 'sso' | 'third' | 'cas' };

/**
 * The entry page of a login made elsewhere (spec §4: single sign-on, third-party, CAS client
 * validation): takes the one-time token (or CAS ticket) from the URL, logs in through the session,
 * which then follows the `redirect` query; a failure is shown in the server's words with a way back
 * to the login page.
 */
export function ExternalLogin({ kind }: ExternalLoginProps) {
  const actor = SessionActor.useActorRef();
  const location = useLocation();
  const token = SessionActor.useSelector((s) => s.context.token);
  const ready = SessionActor.useSelector((s) => s.matches({ authenticated: 'ready' }));
  const isShow = SessionActor.useSelector((s) => s.context.userInfo?.isShow ?? null);
  const failed = SessionActor.useSelector((s) => (s.matches('loggedOut') ? s.context.error : null));
  const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  const [asked] = useState(() => externalLoginRequest(kind, window.location.href));
  const sent = useRef(false);
  const alreadyIn = token !== null && !sent.current;

  useEffect(() => {
    // A one-time credential is spent by its first use: send it once, and not over a session in place.
    if (sent.current || alreadyIn || !('request' in asked)) return;
    sent.current = true;
    actor.send({ type: 'session.login', request: asked.request, redirect });
  }, [actor, alreadyIn, asked, redirect]);

  if (alreadyIn && ready) return <Navigate to={redirect ?? defaultHome(isShow)} replace />;
  const error = 'missing' in asked ? asked.missing : sent.current ? failed : null;
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 480 }}>
        {error ? (
          <Result
            status="error"
            title="登录失败"
            subTitle={<span data-testid="external-login-error">{error}</span>}
            extra={
              <Link to={`${LOGIN_PATH}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}>
                <Button type="primary">返回登录页</Button>
              </Link>
            }
          />
        ) : (
          <Spin size="large" tip="正在登录，请稍候..." fullscreen={false}>
            <div style={{ height: 160 }} />
          </Spin>
        )}
      </Card>
    </div>
  );
}
