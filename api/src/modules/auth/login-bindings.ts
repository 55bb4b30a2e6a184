import { auth as errors } from '@srm/contracts';
import { system, type Database } from '@srm/events';
import type { Kysely } from 'kysely';
import { unboundLogin } from './refusals';

/** The provider name CAS logins are unbound under (SSO issuers go by their configured names). */
export const CAS_LOGIN = 'cas';
export const { loginUnbound } = errors;

/** 账号绑定: a login through a provider the user unbound is refused (SSO, third-party and CAS). */
export async function refuseUnboundLogin(db: Kysely<Database>, userId: string, provider: string) {
  const { disabledLogins } = await system.userSettingsOf(db, userId);
  if (disabledLogins.includes(provider)) throw unboundLogin(provider);
}
