import { system } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { requireCaller } from './permissions';
import type { TokenService } from './tokens';

const endBody = z.object({
  ids: z
    .array(z.string().trim().min(1).max(100), { error: '请选择要结束的会话' })
    .min(1, '请选择要结束的会话')
    .max(100),
});

/** A readable name for a User-Agent: browser and system, e.g. `Chrome 120 · Windows`. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return '未知设备';
  const ua = userAgent;
  const browser =
    /Edg\/(\d+)/.exec(ua)?.[1] !== undefined
      ? `Edge ${/Edg\/(\d+)/.exec(ua)![1]}`
      : /Firefox\/(\d+)/.test(ua)
        ? `Firefox ${/Firefox\/(\d+)/.exec(ua)![1]}`
        : /Chrome\/(\d+)/.test(ua)
          ? `Chrome ${/Chrome\/(\d+)/.exec(ua)![1]}`
          : /Version\/(\d+).*Safari/.test(ua)
            ? `Safari ${/Version\/(\d+)/.exec(ua)![1]}`
            : null;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  const parts = [browser, os].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : ua.slice(0, 60);
}

/**
 * 安全设置 → 登录设备 (ASVS V3.3.4): the caller's own live sessions (device, address, last seen), and
 * ending some of them. Only one's own: another user's session id is 未找到对应会话 and nothing ends.
 */
export const sessionRoutes =
  ({ services, tokens }: { services: Services; tokens: TokenService }): FastifyPluginAsync =>
  async (app) => {
    app.get('/sys/user/sessions', async (req) => {
      const caller = await requireCaller({ services, tokens }, req);
      const rows = await system.activeSessionsOf(services.db(), caller.userId, services.now());
      return ok(
        rows.map((s) => ({
          id: s.token_id,
          device: describeDevice(s.user_agent),
          userAgent: s.user_agent,
          ip: s.ip,
          loginMethod: s.login_method,
          loginTime: s.started_at.toISOString(),
          lastSeen: s.last_seen_at.toISOString(),
          current: s.token_id === caller.tokenId,
        })),
      );
    });

    app.post('/sys/user/sessions/end', async (req) => {
      const caller = await requireCaller({ services, tokens }, req);
      const { ids } = endBody.parse(req.body ?? {});
      const count = await system.endOwnSessions(services.store(), caller.userId, ids, services.now(), {
        metadata: { actor: caller.userId, tenantId: caller.tenantId },
      });
      return ok({ count }, '会话已结束');
    });
  };
