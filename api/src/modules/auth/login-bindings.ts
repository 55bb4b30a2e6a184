import { DomainError, system, type Database } from '@srm/events';
import type { Kysely } from 'kysely';

/** The provider name CAS logins are unbound under (SSO issuers go by their configured names). */
export const CAS_LOGIN = 'cas';
export const loginUnbound = (name: string) => `该账号已解除与${name}的绑定，请使用其他方式登录`;

/** 账号绑定: a login through a provider the user unbound is refused (SSO, third-party and CAS). */
export async function refuseUnboundLogin(db: Kysely<Database>, userId: string, provider: string) {
  const { disabledLogins } = await system.userSettingsOf(db, userId);
  if (disabledLogins.includes(provider)) throw new DomainError('ValidationFailed', loginUnbound(provider));
}
