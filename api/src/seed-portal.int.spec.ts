import { portal } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NEWS, SEED_PROJECTS, seedPortal } from './seed-portal';
import { startHarness, type Harness } from './testing/harness';

describe('portal seed (real PostgreSQL)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('appends the announcements, results, news and settings once, however often it runs', async () => {
    const first = new Date('2026-11-25T00:00:00.000Z');
    await seedPortal(h.services.store(), first);
    const countEvents = async () =>
      Number(
        (
          await h.services
            .db()
            .selectFrom('events')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countEvents();
    // A later start appends nothing and keeps the first deadlines (countdowns keep running down).
    await seedPortal(h.services.store(), new Date('2026-12-01T00:00:00.000Z'));
    expect(await countEvents()).toBe(before);

    const db = h.services.db();
    h.setClock(first);
    const open = SEED_PROJECTS.filter((p) => !p.award).length;
    expect(await portal.portalCounts(db, '1', first)).toEqual({
      openOpportunities: open,
      announcements: SEED_PROJECTS.length,
      results: SEED_PROJECTS.length - open,
      news: SEED_NEWS.length,
    });
    const kinds = new Set(SEED_PROJECTS.filter((p) => !p.award).map((p) => p.kind));
    expect([...kinds].sort()).toEqual(['auction', 'inquiry', 'tender']);
    const countdowns = (await portal.listPublicAnnouncements(db, '1', { now: first }))
      .filter((i) => i.status === '进行中')
      .map((i) => i.countdown);
    // Every countdown colour is there: 10 or more, 5 to under 10, under 5.
    expect(countdowns.some((d) => d >= 10)).toBe(true);
    expect(countdowns.some((d) => d >= 5 && d < 10)).toBe(true);
    expect(countdowns.some((d) => d < 5)).toBe(true);
    expect(SEED_NEWS).toHaveLength(12);
    expect((await portal.portalSettingsOf(db, '1')).company.timeline.length).toBeGreaterThan(4);
  });
});
