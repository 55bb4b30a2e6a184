import { auth as contract } from '@srm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import type { SsoIssuer } from './sso.routes';

export type LoginMethods = contract.LoginMethods;

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
    contractRoute(app, contract.authRoutes.authLoginMethods, { handler: async () => ok(answer, '查询成功') });
  };
