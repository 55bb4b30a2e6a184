import { hash } from '@node-rs/argon2';
import { createEventStore, system } from '@srm/events';
import { BACKENDS, createTestDatabase, type TestDatabase } from '@srm/events/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { userList } from '../modules/system/index';
import { parseListQuery, runListQuery } from './list-query';

describe.each(BACKENDS)('generic list contract on %s', (backend) => {
  let tdb: TestDatabase;
  const list = async (query: Record<string, unknown>) =>
    runListQuery(
      tdb.db.selectFrom('sys_user').select(['username', 'realname', 'is_show']),
      userList,
      // The user list is bound to its menu: a query of it always carries data rules (none here).
      { ...parseListQuery(query, userList), dataRules: [] },
    );

  /** The answer's message: `field: message` of the first issue. */
  const refusal = (query: Record<string, unknown>) => {
    try {
      parseListQuery(query, userList);
    } catch (e) {
      if (e instanceof ZodError) return `${e.issues[0]?.path.join('.')}: ${e.issues[0]?.message}`;
      throw e;
    }
    return null;
  };

  beforeAll(async () => {
    tdb = await createTestDatabase(backend);
    const store = createEventStore(tdb);
    const passwordHash = await hash('Any@20261');
    for (let i = 1; i <= 25; i++) {
      await system.createUser(store, {
        id: `u${i}`,
        tenantId: '0',
        username: `user${String(i).padStart(2, '0')}`,
        realname: i % 5 === 0 ? `采购_${i}%` : `供应商${i}`,
        passwordHash,
        supplierId: null,
        isShow: i % 2 ? 1 : 2,
      });
    }
  });
  afterAll(async () => tdb?.close());

  it('pages with the spec defaults (10 per page, newest first) and reports records/total/current/size/pages', async () => {
    const p1 = await list({});
    expect(p1).toMatchObject({ total: 25, current: 1, size: 10, pages: 3 });
    expect(p1.records.map((r) => r.username)).toEqual(Array.from({ length: 10 }, (_, i) => `user${25 - i}`));
    const p3 = await list({ pageNo: '3', pageSize: '10', column: 'username', order: 'asc' });
    expect(p3.records.map((r) => r.username)).toEqual(['user21', 'user22', 'user23', 'user24', 'user25']);
  });

  it('counts a large match only up to its bound, then answers the planner estimate (totalEstimated)', async () => {
    const bounded = (query: Record<string, unknown>) =>
      runListQuery(
        tdb.db.selectFrom('sys_user').select(['username']),
        userList,
        { ...parseListQuery(query, userList), dataRules: [] },
        undefined,
        { db: tdb.db, exactUpTo: 5 },
      );
    const few = await bounded({ realname: '采购*' });
    expect(few.total).toBe(5);
    expect(few).not.toHaveProperty('totalEstimated');
    const many = await bounded({});
    expect(many).toMatchObject({ totalEstimated: true, current: 1, size: 10 });
    expect(many.total).toBeGreaterThan(5);
    expect(many.records).toHaveLength(10);
    // The next page answers the same estimate (kept a few seconds per statement and values).
    const next = await bounded({ pageNo: '2' });
    expect(next).toMatchObject({ totalEstimated: true, total: many.total, current: 2 });
    expect(next.records.map((r) => r.username)).not.toContain(many.records[0]!.username);
  });

  it('applies the filter modes: contains, starts, not, comparisons, any-of and ranges', async () => {
    const names = async (q: Record<string, unknown>) =>
      (await list({ ...q, pageSize: '100', column: 'username', order: 'asc' })).records.map(
        (r) => r.username,
      );
    expect(await names({ username: '*er2*' })).toEqual([
      'user20',
      'user21',
      'user22',
      'user23',
      'user24',
      'user25',
    ]);
    expect(await names({ realname: '采购*' })).toEqual(['user05', 'user10', 'user15', 'user20', 'user25']);
    expect((await names({ isShow: '!1' })).length).toBe(12);
    expect(await names({ username: 'user03,user07' })).toEqual(['user03', 'user07']);
    expect((await names({ isShow: '>=2' })).length).toBe(12);
    expect(await names({ username_begin: 'user23', username_end: 'user24' })).toEqual(['user23', 'user24']);
    // % and _ in a value are literal characters, not wildcards.
    expect(await names({ realname: '*5%*' })).toEqual(['user05', 'user15', 'user25']);
    expect(await names({ _t: '1700000000', unknownField: 'x' })).toHaveLength(25);
  });

  it('runs a super query with whitelisted fields and bound values only', async () => {
    const superQueryParams = encodeURIComponent(
      JSON.stringify([
        { field: 'username', rule: 'right_like', val: 'user1' },
        { field: 'isShow', rule: 'eq', val: '2' },
      ]),
    );
    const r = await list({ superQueryParams, pageSize: '100', column: 'username', order: 'asc' });
    expect(r.records.map((x) => x.username)).toEqual(['user10', 'user12', 'user14', 'user16', 'user18']);
    const or = await list({ superQueryParams, superQueryMatchType: 'or', pageSize: '100' });
    expect(or.total).toBe(17); // user10-19 (10), or isShow 2: the even ones outside them (2 4 6 8 20 22 24)
  });

  it('refuses an unknown field, an unknown rule or an injection attempt with 400 and runs nothing', async () => {
    const before = Number(
      (await sql<{ n: number }>`select count(*)::int as n from sys_user`.execute(tdb.db)).rows[0]!.n,
    );
    const attempts = [
      [{ field: 'password_hash', rule: 'eq', val: 'x' }],
      [{ field: 'username; drop table sys_user; --', rule: 'eq', val: 'x' }],
      [{ field: 'username', rule: 'eq); drop table sys_user; --', val: 'x' }],
      [{ field: 'username', rule: 'eq', val: { $gt: '' } }],
      'not json',
    ];
    for (const a of attempts) {
      const superQueryParams = typeof a === 'string' ? a : encodeURIComponent(JSON.stringify(a));
      const e = await list({ superQueryParams }).catch((err: unknown) => err);
      // A shape refusal (the contract's list syntax) naming the field: the error handler's 400.
      expect(e, JSON.stringify(a)).toBeInstanceOf(ZodError);
      expect((e as ZodError).issues[0]?.path).toEqual(['superQueryParams']);
    }
    // A value is data, never SQL.
    expect((await list({ username: "x' or '1'='1" })).total).toBe(0);
    expect(refusal({ isShow: 'abc' })).toBe('isShow: 不是有效的数字');
    expect(refusal({ pageNo: '0' })).toMatch(/^pageNo: /);
    const after = Number(
      (await sql<{ n: number }>`select count(*)::int as n from sys_user`.execute(tdb.db)).rows[0]!.n,
    );
    expect(after).toBe(before);
  });
});
