import { hash } from '@node-rs/argon2';
import { system, type EventStore } from '@srm/events';

export type DemoAccount = { username: string; password: string; realname: string };

/** Idempotent demo data: accounts that exist already are left as they are. */
export async function seedDemoData(store: EventStore, accounts: readonly DemoAccount[]): Promise<void> {
  for (const a of accounts) {
    if (await system.findUserByUsername(store.db, a.username)) continue;
    await system.createUser(
      store,
      {
        id: a.username,
        tenantId: '0',
        username: a.username,
        realname: a.realname,
        passwordHash: await hash(a.password),
        supplierId: null,
        isShow: 1,
      },
      { metadata: { actor: 'seed' }, idempotencyKey: `seed:user:${a.username}` },
    );
  }
}
