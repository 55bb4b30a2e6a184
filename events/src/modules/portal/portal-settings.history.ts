import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { portalSettingsSchema, type PortalPublication, type PortalSettings } from '@srm/contracts/portal';
import { portalSettingsStreamId } from './portal-settings.events';

/** The studio's names of the model's parts, for the history's "what changed" line. */
const PART_LABELS: Record<string, string> = {
  template: '模板',
  'hero.shape': '首屏形状',
  'hero.height': '首屏高度',
  'hero.primaryColor': '主题色',
  'hero.deco': '首屏装饰',
  'hero.title': '首屏标题',
  'hero.subTitle': '首屏副标题',
  'hero.button': '首屏按钮',
  'hero.stat': '统计显示',
  'hero.statsData': '统计数据',
  'nav.siteMap': '导航',
  'footer.siteMap': '页脚导航',
  'footer.otherLinks': '友情链接',
  'footer.icpInfo': 'ICP 备案',
  'footer.copyright': '版权信息',
  'footer.supportInfo': '技术支持',
  'footer.imgs': '合作伙伴图片',
  'sections.cta': '注册引导',
  'sections.features': '平台特色',
  'sections.newsTitle': '栏目标题',
  'sections.companiesTitle': '栏目标题',
  'sections.partnersTitle': '栏目标题',
  'sections.showCompanies': '最新加入',
  'sections.showPartners': '合作伙伴',
  'company.name': '公司名称',
  'company.profile': '公司简介',
  'company.culture': '企业文化',
  'company.addresses': '联系我们',
  'company.phones': '联系我们',
  'company.email': '联系我们',
  'company.timeline': '发展历程',
};

/** A publication as the studio's history lists it (the contract's shape). */
export type PortalSettingsPublication = PortalPublication;

const parse = (data: unknown): PortalSettings => {
  const settings = (data as { settings?: unknown } | null)?.settings;
  const parsed = portalSettingsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : portalSettingsSchema.parse({});
};

/** Which labelled parts of `after` differ from `before` (each label once: 联系我们 covers three fields). */
export function settingsChanges(before: PortalSettings, after: PortalSettings): string[] {
  const pick = (s: PortalSettings, path: string): unknown =>
    path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], s);
  const labels = Object.entries(PART_LABELS)
    .filter(([path]) => !isDeepStrictEqual(pick(before, path), pick(after, path)))
    .map(([, label]) => label);
  return [...new Set(labels)];
}

/** A tenant's publications, newest first; each with its model (over today's defaults) and its changes. */
export async function portalSettingsHistory(
  db: Kysely<Database>,
  tenantId: string,
): Promise<PortalSettingsPublication[]> {
  const rows = await db
    .selectFrom('events')
    .select(['stream_version', 'data', 'metadata', 'created_at'])
    .where('stream_id', '=', portalSettingsStreamId(tenantId))
    .where('type', '=', 'PortalSettingsPublished')
    .orderBy('stream_version')
    .execute();
  const actorOf = (m: unknown) => {
    const actor = (m as { actor?: unknown } | null)?.actor;
    return typeof actor === 'string' ? actor : null;
  };
  const ids = [...new Set(rows.map((r) => actorOf(r.metadata)).filter((a): a is string => a !== null))];
  const users = ids.length
    ? await db
        .selectFrom('sys_user')
        .select(['id', 'realname'])
        .where('id', 'in', ids)
        .where('tenant_id', '=', tenantId)
        .execute()
    : [];
  const names = new Map(users.map((u) => [u.id, u.realname]));
  let before = portalSettingsSchema.parse({});
  const out: PortalSettingsPublication[] = [];
  for (const r of rows) {
    const settings = parse(r.data);
    const actor = actorOf(r.metadata);
    out.push({
      version: Number(r.stream_version),
      publishedAt: new Date(r.created_at).toISOString(),
      publishedBy: actor,
      publishedByName: actor ? (names.get(actor) ?? null) : null,
      changes: settingsChanges(before, settings),
      settings,
    });
    before = settings;
  }
  return out.reverse();
}

/** The model a publication carried, or null when the tenant has no such version. */
export async function portalSettingsAt(
  db: Kysely<Database>,
  tenantId: string,
  version: number,
): Promise<PortalSettings | null> {
  const row = await db
    .selectFrom('events')
    .select('data')
    .where('stream_id', '=', portalSettingsStreamId(tenantId))
    .where('type', '=', 'PortalSettingsPublished')
    .where('stream_version', '=', version)
    .executeTakeFirst();
  return row ? parse(row.data) : null;
}

/** What is live and its version (0: never published, the defaults): where a studio draft starts. */
export async function portalSettingsLive(
  db: Kysely<Database>,
  tenantId: string,
): Promise<{ version: number; settings: PortalSettings }> {
  const row = await db
    .selectFrom('events')
    .select(['stream_version', 'data'])
    .where('stream_id', '=', portalSettingsStreamId(tenantId))
    .where('type', '=', 'PortalSettingsPublished')
    .orderBy('stream_version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? { version: Number(row.stream_version), settings: parse(row.data) }
    : { version: 0, settings: portalSettingsSchema.parse({}) };
}
