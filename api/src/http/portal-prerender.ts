import type { portal } from '@srm/events';
import type { FastifyInstance } from 'fastify';

/**
 * Server-rendered content of the portal's pages (issue [P4] "indexable"): the home's lists
 * (purchase announcements, results, news) and the purchase-announcement list as plain HTML inside
 * `#root`, the page title and description, and the same answers as JSON the client seeds its query
 * cache with (so its first render needs no call). The data comes from the public API itself
 * (`inject`), so it is exactly what the client would fetch, for the portal tenant only.
 */
export type PortalPrerender = {
  title: string;
  description: string;
  /** HTML for `#root`; React replaces it when the app mounts. */
  html: string;
  /** TanStack Query keys and data (the keys of modules/portal/hooks/usePortalQueries.ts). */
  queries: { key: (string | number)[]; data: unknown }[];
};

const HOMES = ['/portal/Home', '/portal/index', '/portal/indexHome', '/user/indexHome', '/proHome'];
const PURCHASE = ['/purchaseAnnouncement', '/pro/purchaseAnnouncement'];
const TYPES = ['tender', 'inquiry', 'bidding'] as const;
const TYPE_LABEL: Record<string, string> = { tender: '招标', inquiry: '询价', bidding: '竞价' };
/** The home's first purchase cards and news (utils/slides.ts: PURCHASE_CARDS, NEWS_CARDS, PRO_NEWS_ITEMS). */
const PURCHASE_CARDS = 6;
const NEWS_SE = 4;
const NEWS_PRO = 12;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON safe inside `<script>`: no `</script>`, no `<!--`, no line separators. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const list = (title: string, items: string[]) =>
  `<section class="portal-section"><h2 class="portal-section-title">${escapeHtml(title)}</h2><ul>${items.join('')}</ul></section>`;
const announcementLi = (a: portal.PublicAnnouncementItem) =>
  `<li><a href="/detail?id=${encodeURIComponent(a.id)}">${escapeHtml(a.title)}</a> <span>${escapeHtml(
    `[${TYPE_LABEL[a.type] ?? a.type}] ${a.subtitle} · ${a.date}`,
  )}</span></li>`;
const resultLi = (r: portal.PublicResultItem) =>
  `<li><a href="/resultAnnouncement?type=${r.type}&amp;selected=${encodeURIComponent(r.id)}">${escapeHtml(
    `[${TYPE_LABEL[r.type] ?? r.type}] ${r.title}`,
  )}</a> <span>${escapeHtml(`中标单位：${r.companyName} · ${r.date}`)}</span></li>`;
const newsLi = (n: portal.PublicNewsItem) =>
  `<li><a href="/newsDetail?id=${encodeURIComponent(n.id)}">${escapeHtml(n.title)}</a> <span>${escapeHtml(n.date)}</span></li>`;

/** The prerender of a portal page, or null for a page without one (or when the data cannot be read). */
export async function prerenderPortal(
  app: FastifyInstance,
  apiPrefix: string,
  url: string,
): Promise<PortalPrerender | null> {
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const get = async <T>(call: string): Promise<T> => {
    const r = await app.inject({ method: 'GET', url: apiPrefix + call });
    const body = r.json<{ success?: boolean; result?: T }>();
    if (r.statusCode !== 200 || body.success !== true) throw new Error(`${call}: ${r.statusCode}`);
    return body.result as T;
  };
  try {
    const settings = await get<portal.PortalSettings>('/portal/view/settings');
    const queries: PortalPrerender['queries'] = [{ key: ['portal', 'settings'], data: settings }];
    const title = `${settings.company.name} · 供应商协同平台`;
    const description = `${settings.company.name}：${settings.hero.subTitle.text}`;
    let body = '';
    if (HOMES.includes(path)) {
      const pro = path === '/proHome' || settings.template === 'pro';
      const newsSize = pro ? NEWS_PRO : NEWS_SE;
      const [tender, results, news] = await Promise.all([
        get<portal.PublicAnnouncementItem[]>('/portal/view/purchaseAnnouncement?type=tender'),
        get<portal.PublicResultItem[]>('/portal/view/resultAnnouncements'),
        get<{ records: portal.PublicNewsItem[] }>(`/portal/view/news?pageNo=1&pageSize=${newsSize}`),
      ]);
      queries.push(
        { key: ['portal', 'purchase', 'tender'], data: tender },
        { key: ['portal', 'results', 'all'], data: results },
        { key: ['portal', 'news', 1, newsSize], data: news },
      );
      body =
        `<h1>${escapeHtml(settings.hero.title.text)}</h1><p>${escapeHtml(settings.hero.subTitle.text)}</p>` +
        list('采购公告', tender.slice(0, PURCHASE_CARDS).map(announcementLi)) +
        list('结果公示', results.map(resultLi)) +
        list(settings.sections.newsTitle, news.records.map(newsLi));
    } else if (PURCHASE.includes(path)) {
      const asked = new URLSearchParams(query).get('type');
      const type = TYPES.find((t) => t === asked);
      const items = await get<portal.PublicAnnouncementItem[]>(
        `/portal/view/purchaseAnnouncement${type ? `?type=${type}` : ''}`,
      );
      queries.push({ key: ['portal', 'purchase', type ?? 'all'], data: items });
      body = `<h1>采购公告</h1>` + list(type ? TYPE_LABEL[type]! : '全部', items.map(announcementLi));
    }
    const html = `<div class="portal-container portal-prerender">${body}</div>`;
    return { title, description, html, queries };
  } catch (e) {
    app.log.warn({ err: e, url }, 'portal prerender failed; serving the plain page');
    return null;
  }
}

/** portal.html with the prerender: title, description, `#root` content and the seed JSON. */
export function injectPrerender(template: string, p: PortalPrerender): string {
  return template
    .replace(
      /<title>[^<]*<\/title>/,
      // Replacer functions: the texts may hold `$&` and the like.
      () =>
        `<title>${escapeHtml(p.title)}</title><meta name="description" content="${escapeHtml(p.description)}" />`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${p.html}</div><script id="portal-data" type="application/json">${scriptJson(
          p.queries,
        )}</script>`,
    );
}
