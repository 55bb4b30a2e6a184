import type { portal } from '@srm/events';
import type { PortalGet } from './portal-ssr';

/**
 * The API's plain prerender of the portal's pages that are not server-rendered by React yet (the
 * antd pages: their `handle.ssr` in web/src/portal-routes.tsx is off): the page title and
 * description of every portal page, the purchase-announcement list as plain HTML inside `#root`
 * (for crawlers and the first paint; React replaces it on mount), and the same answers as JSON the
 * client seeds its query cache with. The server-rendered pages (the homes: portal-ssr.ts) take only
 * the title and description from here. The data comes from the public API itself (`inject`), so it
 * is exactly what the client would fetch, for the portal tenant only.
 */
export type PortalPrerender = {
  title: string;
  description: string;
  /** HTML for `#root`; React replaces it when the app mounts. */
  html: string;
  /** TanStack Query keys and data (the keys of modules/portal/hooks/usePortalQueries.ts). */
  queries: { key: (string | number)[]; data: unknown }[];
};

const PURCHASE = ['/purchaseAnnouncement', '/pro/purchaseAnnouncement'];
const TYPES = ['tender', 'inquiry', 'bidding'] as const;
const TYPE_LABEL: Record<string, string> = { tender: '招标', inquiry: '询价', bidding: '竞价' };
/** Descriptions longer than this are cut (search engines show about as much). */
const DESCRIPTION_CHARS = 120;

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
const short = (s: string) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_CHARS ? flat.slice(0, DESCRIPTION_CHARS) + '…' : flat;
};

/** The prerender of a portal page (`ssr`: the page is server-rendered: title and description only); throws when the data cannot be read. */
export async function prerenderPortal(
  get: PortalGet,
  url: string,
  { ssr = false }: { ssr?: boolean } = {},
): Promise<PortalPrerender> {
  const [rawPath, query = ''] = url.split('?', 2) as [string, string?];
  const path = rawPath.replace(/(.)\/+$/, '$1');
  const params = new URLSearchParams(query);
  const settings = (await get('/portal/view/settings')) as portal.PortalSettings;
  const queries: PortalPrerender['queries'] = [{ key: ['portal', 'settings'], data: settings }];
  const company = settings.company.name;
  let title = `${company} · 供应商协同平台`;
  let description = `${company}：${settings.hero.subTitle.text}`;
  let body = '';
  const id = params.get('id');
  if (path === '/detail' && id) {
    // An announcement's page is titled with it; an unknown id keeps the portal's title.
    const a = (await get('/portal/view/announcement', { id }).catch(
      () => null,
    )) as portal.PublicAnnouncementItem | null;
    if (a) {
      title = `${a.title} · ${company}`;
      description = short(`${a.companyName} ${TYPE_LABEL[a.type] ?? ''}公告：${a.title}。${a.subtitle}`);
    }
  } else if (path === '/newsDetail' && id) {
    const n = (await get('/portal/view/newsDetail', { id }).catch(
      () => null,
    )) as portal.PublicNewsItem | null;
    if (n) {
      title = `${n.title} · ${company}`;
      description = short(n.content || n.title);
    }
  } else if (PURCHASE.includes(path) && !ssr) {
    const type = TYPES.find((t) => t === params.get('type'));
    const items = (await get(
      '/portal/view/purchaseAnnouncement',
      type ? { type } : {},
    )) as portal.PublicAnnouncementItem[];
    queries.push({ key: ['portal', 'purchase', type ?? 'all'], data: items });
    body = `<h1>采购公告</h1>` + list(type ? TYPE_LABEL[type]! : '全部', items.map(announcementLi));
  }
  const html = body ? `<div class="portal-container portal-prerender">${body}</div>` : '';
  return { title, description, html, queries };
}

/** The page's `<title>` and `<meta name="description">` in the HTML template. */
export function injectHead(template: string, p: Pick<PortalPrerender, 'title' | 'description'>): string {
  return template.replace(
    /<title>[^<]*<\/title>/,
    // Replacer functions: the texts may hold `$&` and the like.
    () =>
      `<title>${escapeHtml(p.title)}</title><meta name="description" content="${escapeHtml(p.description)}" />`,
  );
}

/** portal.html with the plain prerender: title, description, `#root` content and the seed JSON. */
export function injectPrerender(template: string, p: PortalPrerender): string {
  return injectHead(template, p).replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${p.html}</div><script id="portal-data" type="application/json">${scriptJson(
        p.queries,
      )}</script>`,
  );
}

/**
 * portal.html with a server-rendered page: `#root` holds React's HTML (nothing else, or hydration
 * would not match), the hydration state follows it as JSON.
 */
export function injectRendered(
  template: string,
  head: Pick<PortalPrerender, 'title' | 'description'>,
  rendered: { html: string; state: unknown },
): string {
  return injectHead(template, head).replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${rendered.html}</div><script id="portal-ssr" type="application/json">${scriptJson(
        rendered.state,
      )}</script>`,
  );
}
