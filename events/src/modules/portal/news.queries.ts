import { NEWS_TYPES, type NewsItem, type NewsType } from '@srm/contracts/portal';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** News types (spec §3 "News item"): company news 公司新闻, industry news 行业新闻. */
export { NEWS_TYPES };
export type { NewsType };
export type PublicNewsItem = NewsItem;

const view = (r: { id: string; title: string; content: string; type: string; news_date: string }) => ({
  id: r.id,
  title: r.title,
  content: r.content,
  type: r.type as NewsType,
  date: r.news_date,
});

/** A tenant's news, newest date first (news items are admin records: `portalNews`). */
export async function listPublicNews(
  db: Kysely<Database>,
  tenantId: string,
  o: { type?: NewsType | undefined; pageNo: number; pageSize: number },
): Promise<{ records: PublicNewsItem[]; total: number }> {
  let q = db.selectFrom('portal_news').where('tenant_id', '=', tenantId);
  if (o.type) q = q.where('type', '=', o.type);
  const [rows, count] = await Promise.all([
    q
      .select(['id', 'title', 'content', 'type', 'news_date'])
      .orderBy('news_date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(o.pageSize)
      .offset((o.pageNo - 1) * o.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(view), total: Number(count.n) };
}

export async function findPublicNews(
  db: Kysely<Database>,
  tenantId: string,
  id: string,
): Promise<PublicNewsItem | undefined> {
  const r = await db
    .selectFrom('portal_news')
    .select(['id', 'title', 'content', 'type', 'news_date'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? view(r) : undefined;
}
