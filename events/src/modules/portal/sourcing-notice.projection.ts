import type { Kysely, Selectable } from 'kysely';
import type { Database, PortalAnnouncementTable } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../system/index';
import {
  ANNOUNCEMENT_STATUS,
  type AnnouncementItem,
  type PublicType,
  type ResultDialogModel,
  type ResultItem,
} from '@srm/contracts/portal';
import type { SourcingKind, SourcingNoticeEvent } from './sourcing-notice.events';

/** The portal's names of the kinds (spec §3 "Public announcement item": tender, inquiry, bidding). */
export { PUBLIC_TYPES } from '@srm/contracts/portal';
export type { PublicType };
const toPublic: Record<SourcingKind, PublicType> = {
  tender: 'tender',
  inquiry: 'inquiry',
  auction: 'bidding',
};
export const kindOfPublicType: Record<PublicType, SourcingKind> = {
  tender: 'tender',
  inquiry: 'inquiry',
  bidding: 'auction',
};

export { ANNOUNCEMENT_STATUS };

/** `portal_announcement`: one row per published sourcing project, its result added when awarded. */
export const sourcingNoticeProjection: InlineProjection = {
  name: 'portalAnnouncements',
  tables: ['portal_announcement'],
  handles: ['SourcingAnnouncementPublished', 'SourcingResultAnnounced'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as SourcingNoticeEvent;
      switch (e.type) {
        case 'SourcingAnnouncementPublished': {
          const a = e.data;
          await trx
            .insertInto('portal_announcement')
            .values({
              id: a.projectId,
              tenant_id: a.tenantId,
              kind: a.kind,
              bid_code: a.bidCode,
              title: a.title,
              subtitle: a.subtitle,
              company_name: a.companyName,
              info: JSON.stringify(a.info),
              content: a.content,
              invitation: a.invitation,
              deadline: new Date(a.deadline),
              published_at: new Date(a.publishedAt),
            })
            .execute();
          break;
        }
        case 'SourcingResultAnnounced':
          await trx
            .updateTable('portal_announcement')
            .set({ awarded_at: new Date(e.data.awardedAt), suppliers: JSON.stringify(e.data.suppliers) })
            .where('id', '=', e.data.projectId)
            .execute();
          break;
      }
    }
  },
};

/** `YYYY-MM-DD HH:mm:ss` in China Standard Time (the spec's date-time format, business time). */
export const businessDateTime = (d: Date) =>
  new Date(d.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ');

const DAY_MS = 86_400_000;

/** The answers' shapes are the contract's (`@srm/contracts/portal`, view.routes.ts). */
export type PublicAnnouncementItem = AnnouncementItem;
export type PublicResultItem = ResultItem;
export type PublicResultDialog = ResultDialogModel;

type Row = Selectable<PortalAnnouncementTable>;

const baseQuery = (db: Kysely<Database>, tenantId: string) =>
  db.selectFrom('portal_announcement').selectAll().where('tenant_id', '=', tenantId);

const itemOf = (r: Row, now: Date): PublicAnnouncementItem => {
  const left = r.deadline.getTime() - now.getTime();
  return {
    id: r.id,
    title: r.title,
    type: toPublic[r.kind as SourcingKind],
    status: r.awarded_at
      ? ANNOUNCEMENT_STATUS.awarded
      : left > 0
        ? ANNOUNCEMENT_STATUS.open
        : ANNOUNCEMENT_STATUS.closed,
    subtitle: r.subtitle,
    info: r.info,
    content: r.content,
    date: businessDateTime(r.deadline),
    countdown: left > 0 ? Math.ceil(left / DAY_MS) : 0,
    bidCode: r.bid_code,
    companyName: r.company_name,
    publishDate: businessDateTime(r.published_at),
  };
};

/** `%`, `_` and `\` typed by a visitor are matched literally. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Published announcements of a tenant, newest first; by kind and/or a title fragment. */
export async function listPublicAnnouncements(
  db: Kysely<Database>,
  tenantId: string,
  o: { type?: PublicType | undefined; likeName?: string | undefined; now: Date; limit?: number },
): Promise<PublicAnnouncementItem[]> {
  let q = baseQuery(db, tenantId);
  if (o.type) q = q.where('kind', '=', kindOfPublicType[o.type]);
  if (o.likeName) q = q.where('title', 'ilike', likePattern(o.likeName));
  const rows = await q
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .limit(o.limit ?? 500)
    .execute();
  return rows.map((r) => itemOf(r, o.now));
}

/** One published announcement (the `detail` page), or undefined. */
export async function findPublicAnnouncement(
  db: Kysely<Database>,
  tenantId: string,
  id: string,
  now: Date,
): Promise<PublicAnnouncementItem | undefined> {
  const r = await baseQuery(db, tenantId).where('id', '=', id).executeTakeFirst();
  return r ? itemOf(r, now) : undefined;
}

/** Opportunities still open (deadline ahead, not awarded): the purchase page's banner. */
export async function countOpenOpportunities(db: Kysely<Database>, tenantId: string, now: Date) {
  const r = await db
    .selectFrom('portal_announcement')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('deadline', '>', now)
    .where('awarded_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Awarded projects, newest award first, optionally of one kind. */
export async function listPublicResults(
  db: Kysely<Database>,
  tenantId: string,
  o: { type?: PublicType | undefined; limit?: number } = {},
): Promise<PublicResultItem[]> {
  let q = baseQuery(db, tenantId).where('awarded_at', 'is not', null);
  if (o.type) q = q.where('kind', '=', kindOfPublicType[o.type]);
  const rows = await q
    .orderBy('awarded_at', 'desc')
    .orderBy('id')
    .limit(o.limit ?? 500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: toPublic[r.kind as SourcingKind],
    title: `${r.title} 结果公示`,
    date: businessDateTime(r.awarded_at!),
    companyName: (r.suppliers ?? []).map((s) => s.name).join('、'),
    projectName: r.title,
    bidCode: r.bid_code,
  }));
}

/** The project of a kind by its title (the portal's `name`), or undefined. */
const byName = (db: Kysely<Database>, tenantId: string, name: string, type: PublicType) =>
  baseQuery(db, tenantId)
    .where('title', '=', name)
    .where('kind', '=', kindOfPublicType[type])
    .orderBy('published_at', 'desc')
    .executeTakeFirst();

/** The 结果公示 dialog of an awarded project. */
export async function findPublicResult(
  db: Kysely<Database>,
  tenantId: string,
  name: string,
  type: PublicType,
): Promise<PublicResultDialog | undefined> {
  const r = await byName(db, tenantId, name, type);
  if (!r?.awarded_at) return undefined;
  return {
    title: `${r.title} 结果公示`,
    bidCode: r.bid_code,
    projectName: r.title,
    updateTime: businessDateTime(r.awarded_at),
    supplierList: (r.suppliers ?? []).map((s) => ({ title: s.title, name: s.name })),
  };
}

/** The invitation letter (HTML, sanitised when published) of a project. */
export async function findInvitation(
  db: Kysely<Database>,
  tenantId: string,
  name: string,
  type: PublicType,
): Promise<{ content: string } | undefined> {
  const r = await byName(db, tenantId, name, type);
  return r ? { content: r.invitation } : undefined;
}

/** The live figures of the portal: open opportunities, announcements, results and news items. */
export async function portalCounts(db: Kysely<Database>, tenantId: string, now: Date) {
  const r = await db
    .selectFrom('portal_announcement')
    .select((eb) => [
      eb.fn.countAll<string>().as('announcements'),
      eb.fn.count<string>('awarded_at').as('results'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) => w.and([w('deadline', '>', now), w('awarded_at', 'is', null)]))
        .as('openOpportunities'),
    ])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const news = await db
    .selectFrom('portal_news')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return {
    openOpportunities: Number(r.openOpportunities),
    announcements: Number(r.announcements),
    results: Number(r.results),
    news: Number(news.n),
  };
}
