import { useState, type FormEvent } from 'react';
import { ApiError } from '../../core';
import { useHydrated } from '../hooks/useHydrated';
import { useSignedIn } from '../hooks/useSignedIn';
import { formsApi } from '../services/formsApi';
import { portalSessionStore } from '../services/portalSession';
import './portal-login.css';
import { PortalButton } from './ui/PortalButton';

const HOME_PATH = '/dashboard/analysis';
const COMPLETE_SUP_INFO_PATH = '/completeSupInfo';
/** Where the back office's login page takes over with the username filled (cases this box does not handle). */
const loginPageFor = (username: string) => `/user/login?username=${encodeURIComponent(username)}`;

/**
 * The home tab's login box (spec §2) as its own small form: username and password posted to
 * `/sys/login` like the back office's login page; on success it stores what that page stores (the
 * `pro__` token, user info, login name, dictionary items, tenant) and loads the back office as a
 * page (the portal has no session machine). Wrong password or a locked account show inline; any
 * other answer hands over to /user/login. Signed in: 欢迎回来 + 进入工作台.
 */
export function LoginBox() {
  const signedIn = useSignedIn();
  const hydrated = useHydrated();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!username.trim()) return setError('请输入用户名');
    if (!password) return setError('请输入密码');
    setBusy(true);
    setError(null);
    try {
      const r = await formsApi.login(username.trim(), password);
      const store = portalSessionStore();
      if (!store) {
        window.location.assign(loginPageFor(username.trim()));
        return;
      }
      store.saveLogin({ token: r.token, userInfo: r.userInfo, dictItems: r.sysAllDictItems ?? {} });
      store.saveTenant(r.userInfo.tenantId || null);
      window.location.assign(r.userInfo.isShow === 2 ? COMPLETE_SUP_INFO_PATH : HOME_PATH);
    } catch (err) {
      // 400 (用户名或密码错误, a missing field) and 409 (locked) are the user's to read here; anything
      // else (a captcha, a tenant to choose, a password to change, the server down) is the login page's.
      if (err instanceof ApiError && (err.status === 400 || err.status === 409) && err.message) {
        setError(err.message);
        setBusy(false);
      } else {
        window.location.assign(loginPageFor(username.trim()));
      }
    }
  };

  if (signedIn)
    return (
      <div className="portal-login-box" data-testid="portal-login-box">
        <h3 style={{ marginTop: 0 }}>欢迎回来</h3>
        <p className="portal-muted">登录后可在线报名、报价与竞价，查看订单与合同。</p>
        <PortalButton type="primary" block href={HOME_PATH}>
          进入工作台
        </PortalButton>
      </div>
    );
  return (
    <div className="portal-login-box" data-testid="portal-login-box">
      <h3 style={{ marginTop: 0 }}>供应商登录</h3>
      {/* Disabled until hydrated: typing would be lost and a native submit would post the page. */}
      <form method="post" className="portal-login-form" onSubmit={(e) => void submit(e)} noValidate>
        <input
          name="username"
          placeholder="用户名"
          autoComplete="username"
          maxLength={50}
          disabled={!hydrated}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <input
          name="password"
          type="password"
          placeholder="密码"
          autoComplete="current-password"
          maxLength={100}
          disabled={!hydrated}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p className="portal-login-error" role="alert" data-testid="portal-login-error">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="portal-btn portal-btn-primary portal-btn-block"
          disabled={busy || !hydrated}
        >
          {busy ? '登录中…' : '登 录'}
        </button>
      </form>
      <div className="portal-login-links">
        <a href="/register">免费注册</a>
        <a href="/user/login">其他登录方式</a>
      </div>
    </div>
  );
}
