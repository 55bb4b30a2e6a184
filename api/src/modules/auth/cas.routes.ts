import { auth as contract } from '@srm/contracts';
import { system } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/errors';
import { parseCasServiceResponse } from './cas-response';
import { CAS_LOGIN, refuseUnboundLogin } from './login-bindings';
import { loginResult, type LoginDeps } from './login-result';
import { casTicketRefused, notAuthenticated } from './refusals';

export const CAS_DISABLED = '系统未启用CAS登录';
export const CAS_UNREACHABLE = 'CAS服务器无法访问，请稍后重试';
export const CAS_UNREADABLE = 'CAS服务器的应答无法识别';

const CAS_TIMEOUT_MS = 10_000;
const MAX_ANSWER_CHARS = 1_000_000;

/**
 * Spec §7 "Session": `GET /cas/client/validateLogin?ticket=&service=` asks the CAS server at
 * `casUrl` (CAS 2.0 `serviceValidate`) who the ticket belongs to and logs that user in
 * (success, result.token, result.userInfo). The CAS server spends the ticket.
 */
export const casRoutes =
  (deps: LoginDeps & { casUrl: string | undefined }): FastifyPluginAsync =>
  async (app) => {
    contractRoute(app, contract.authRoutes.authCasLogin, {
      handler: async ({ req, query: { ticket, service } }) => {
        if (!deps.casUrl) throw new HttpError(501, CAS_DISABLED);
        const url = new URL('serviceValidate', deps.casUrl.endsWith('/') ? deps.casUrl : `${deps.casUrl}/`);
        url.searchParams.set('ticket', ticket);
        url.searchParams.set('service', service);
        let xml: string;
        try {
          const answer = await fetch(url, { signal: AbortSignal.timeout(CAS_TIMEOUT_MS), redirect: 'error' });
          if (!answer.ok) throw new Error(`CAS answered HTTP ${answer.status}`);
          xml = await answer.text();
        } catch (e) {
          req.log.warn({ err: e, casUrl: deps.casUrl }, 'CAS serviceValidate failed');
          throw new HttpError(502, CAS_UNREACHABLE);
        }
        const validation = xml.length > MAX_ANSWER_CHARS ? null : parseCasServiceResponse(xml);
        if (!validation) throw new HttpError(502, CAS_UNREADABLE);
        if (!validation.ok) throw casTicketRefused(validation.code);
        const user = await system.findUserByUsername(deps.services.db(), validation.user);
        if (!user) throw notAuthenticated('UnknownUser');
        await refuseUnboundLogin(deps.services.db(), user.id, CAS_LOGIN);
        return loginResult(deps, user, req, 'cas');
      },
    });
  };
