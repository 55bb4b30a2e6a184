import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import type { SsoIssuer } from './sso.routes';

/** What the login page may offer besides password and phone (answer of `GET /sys/loginMethods`). */
export type LoginMethods = {
  /** CAS: the server's login page; the client adds `service`. null: CAS is off. */
  cas: { loginUrl: string } | null;
  /** Issuers a user can start a login at (those with a `loginUrl`); never their secrets. */
  issuers: Array<{ name: string; title: string; loginUrl: string }>;
};

export const loginMethods = (o: {
  casUrl: string | undefined;
  issuers: readonly SsoIssuer[];
}): LoginMethods => ({
  cas: o.casUrl
    ? { loginUrl: new URL('login', o.casUrl.endsWith('/') ? o.casUrl : `${o.casUrl}/`).href }
    : null,
  issuers: o.issuers.flatMap((i) =>
    i.loginUrl ? [{ name: i.name, title: i.title ?? `使用${i.name}登录`, loginUrl: i.loginUrl }] : [],
  ),
});

/**
 * `GET /sys/loginMethods` (public): the login page shows a button only for what is configured, so
 * a user never meets a dead one. Configuration only: nothing about users or tenants.
 */
export const loginMethodsRoutes =
  (o: { casUrl: string | undefined; issuers: readonly SsoIssuer[] }): FastifyPluginAsync =>
  async (app) => {
    const answer = loginMethods(o);
    app.get('/sys/loginMethods', async () => ok(answer, '查询成功'));
  };
