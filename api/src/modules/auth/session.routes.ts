import { auth as contract } from '@srm/contracts';
import { system } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { requireCaller } from './permissions';
import type { TokenService } from './tokens';

const routes = contract.sessionRoutes;

/** Most specific first: Edge's agent names Chrome too, Android's Linux, iOS's Mac OS X. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\/(\d+)/, 'Edge'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A readable name for a User-Agent: browser and system, e.g. `Chrome 120 · Windows`. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return '未知设备';
  const browser = BROWSERS.map(([re, name]) => {
    const m = re.exec(userAgent);
    return m ? `${name} ${m[1]}` : null;
  }).find((b) => b !== null);
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  const parts = [browser, system].filter((p): p is string => typeof p === 'string');
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 60);
}

/**
 * 安全设置 → 登录设备 (ASVS V3.3.4): the caller's own live sessions (device, address, last seen), and
 * ending some of them. Only one's own: another user's session id is 未找到对应会话 and nothing ends.
 */
export const sessionRoutes =
  ({ services, tokens }: { services: Services; tokens: TokenService }): FastifyPluginAsync =>
  async (app) => {
    const signedIn = (req: FastifyRequest) => requireCaller({ services, tokens }, req);

    contractRoute(app, routes.sessionList, {
      auth: signedIn,
      handler: async ({ caller }) => {
        const rows = await system.activeSessionsOf(services.db(), caller.userId, services.now());
        return ok(
          rows.map((s) => ({
            id: s.token_id,
            device: describeDevice(s.user_agent),
            userAgent: s.user_agent,
            ip: s.ip,
            loginMethod: s.login_method,
            loginTime: s.started_at,
            lastSeen: s.last_seen_at,
            current: s.token_id === caller.tokenId,
          })),
        );
      },
    });

    contractRoute(app, routes.sessionEnd, {
      auth: signedIn,
      handler: async ({ caller, body: { ids } }) => {
        const count = await system.endOwnSessions(services.store(), caller.userId, ids, services.now(), {
          metadata: { actor: caller.userId, tenantId: caller.tenantId },
        });
        return ok({ count }, '会话已结束');
      },
    });
  };
