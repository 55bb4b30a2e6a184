import { PUBLIC_TYPE_LABEL, type PortalGet } from '@srm/contracts/portal';

/**
 * The page title and description of every portal page (an announcement's or a news item's page is
 * titled with it) and, for a page React does not render on the server (its `handle.ssr` in
 * web/src/portal-routes.tsx is off: /invitation, /planCollectInfo), the settings as JSON the client
 * seeds its query cache with. The server-rendered pages (portal-ssr.ts) take only the head from here.
 * The data comes from the public API itself (`inject`), for the portal tenant only.
 */
export type PortalPrerender = {
  title: string;
  description: string;
  /** TanStack Query keys and data (the keys of modules/portal/hooks/usePortalQueries.ts). */
  queries: { key: (string | number)[]; data: unknown }[];
};

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

const short = (s: string) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_CHARS ? flat.slice(0, DESCRIPTION_CHARS) + '…' : flat;
};

/** The head (and seed) of a portal page; throws when the data cannot be read. */
export async function prerenderPortal(get: PortalGet, url: string): Promise<PortalPrerender> {
  const [rawPath, query = ''] = url.split('?', 2) as [string, string?];
  const path = rawPath.replace(/(.)\/+$/, '$1');
  const params = new URLSearchParams(query);
  const settings = await get('/portal/view/settings');
  const queries: PortalPrerender['queries'] = [{ key: ['portal', 'settings'], data: settings }];
  const company = settings.company.name;
  let title = `${company} · 供应商协同平台`;
  let description = `${company}：${settings.hero.subTitle.text}`;
  const id = params.get('id');
  if (path === '/detail' && id) {
    // An announcement's page is titled with it; an unknown id keeps the portal's title.
    const a = await get('/portal/view/announcement', { id }).catch(() => null);
    if (a) {
      title = `${a.title} · ${company}`;
      description = short(`${a.companyName} ${PUBLIC_TYPE_LABEL[a.type]}公告：${a.title}。${a.subtitle}`);
    }
  } else if (path === '/newsDetail' && id) {
    const n = await get('/portal/view/newsDetail', { id }).catch(() => null);
    if (n) {
      title = `${n.title} · ${company}`;
      description = short(n.content || n.title);
    }
  }
  return { title, description, queries };
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

/** portal.html of a page rendered in the browser: title, description and the seed JSON. */
export function injectPrerender(template: string, p: PortalPrerender): string {
  return injectHead(template, p).replace(
    '<div id="root"></div>',
    () =>
      `<div id="root"></div><script id="portal-data" type="application/json">${scriptJson(
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
