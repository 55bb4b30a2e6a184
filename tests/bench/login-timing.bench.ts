import { hash } from '@node-rs/argon2';
import { system } from '@srm/events';
import { createTestDatabase } from '@srm/events/testing';
import { buildApp } from '../../api/src/app';
import { Services } from '../../api/src/services';
import { distribution, nowMs, printTable, round, type BenchResult } from './support';

/**
 * [SEC1] 8: whether a login's answer time tells an unknown username from a locked account or a wrong
 * password. One API in this process (no network), one request at a time, the cases interleaved round
 * by round so the machine's drift falls on all alike. Each case runs argon2 once (an unknown username
 * against a decoy hash); what differs is the database work around it (a failure is recorded).
 */
const ROUNDS = 60;
const PASSWORD = 'Timing@2026';

type Case =
  'unknown username' | 'wrong password' | 'locked, wrong password' | 'locked, right password' | 'success';

export async function loginTimingBench(): Promise<BenchResult> {
  const tdb = await createTestDatabase('postgres');
  const services = new Services({ databaseKind: 'postgres', temporalAddress: 'none', version: 'bench' });
  services.setDatabase(tdb);
  const built = await buildApp({
    services,
    apiPrefix: '/api',
    logLevel: 'silent',
    authSecret: 'timing-secret-timing-secret-timing-secret-1',
  });
  try {
    const passwordHash = await hash(PASSWORD);
    const users = ['locked', 'ok', ...Array.from({ length: ROUNDS + 5 }, (_, i) => `wrong${i}`)];
    for (const username of users) {
      await system.createUser(services.store(), {
        id: username,
        tenantId: '0',
        username,
        realname: username,
        passwordHash,
        supplierId: null,
        isShow: 1,
      });
    }
    const login = async (username: string, password: string) => {
      const t0 = nowMs();
      const r = await built.app.inject({
        method: 'POST',
        url: '/api/sys/login',
        payload: { username, password },
      });
      return { ms: nowMs() - t0, status: r.statusCode, message: r.json<{ message: string }>().message };
    };
    for (let i = 0; i < 5; i++) await login('locked', 'not-it');
    // Warm-up: the first requests compile routes and fill pools.
    for (let i = 0; i < 5; i++) await login('nobody', 'not-it');

    const cases: Record<Case, (round: number) => Promise<{ ms: number; status: number; message: string }>> = {
      'unknown username': () => login('nobody-here', 'not-it'),
      // A fresh account each round: one failure each, so none locks.
      'wrong password': (i) => login(`wrong${i}`, 'not-it'),
      'locked, wrong password': () => login('locked', 'not-it'),
      'locked, right password': () => login('locked', PASSWORD),
      success: () => login('ok', PASSWORD),
    };
    const times = new Map<Case, number[]>(Object.keys(cases).map((c) => [c as Case, []]));
    const answers = new Map<Case, string>();
    for (let i = 0; i < ROUNDS; i++) {
      for (const [name, run] of Object.entries(cases) as [Case, (typeof cases)[Case]][]) {
        const r = await run(i);
        times.get(name)!.push(r.ms);
        answers.set(name, `${r.status} ${r.message}`);
      }
    }
    const unknown = distribution(times.get('unknown username')!);
    const rows = [...times].map(([name, ms]) => {
      const d = distribution(ms);
      return {
        case: name,
        answer: answers.get(name)!,
        'p50 ms': d.p50,
        'p90 ms': d.p90,
        'mean ms': d.mean,
        'p50 vs unknown ms': round(d.p50 - unknown.p50),
      };
    });
    printTable(`login answer times, ${ROUNDS} rounds, one request at a time (in process)`, rows);
    return { rounds: ROUNDS, cases: rows };
  } finally {
    await built.app.close();
    await tdb.close();
  }
}
