import { randomUUID } from 'node:crypto';
import { system } from '@srm/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services';

/**
 * Reports a change to the user's account to its owner (`system.reportAccountChange`: a system
 * message when 账户安全 is on). The change itself is written already: a report that fails is logged,
 * never turned into a failed answer.
 */
export async function notifyAccountChange(
  services: Services,
  user: { id: string; tenantId: string },
  what: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await system.reportAccountChange(services.store(), services.db(), {
      id: randomUUID(),
      user,
      what,
      now: services.now(),
    });
  } catch (e) {
    log.error({ err: e }, 'account change report failed');
  }
}
