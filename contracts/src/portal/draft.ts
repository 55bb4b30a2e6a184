import { isSafeLink, LINK_REFUSED } from '../core/index';
import {
  COLOR_MESSAGE,
  HEX_COLOR,
  PORTAL_URL,
  URL_MESSAGE,
  YEAR_MESSAGE,
  type PortalSettings,
} from './settings';

/** A rule a studio draft breaks, by the model's field path (the server names fields the same way). */
export type DraftProblem = { field: string; message: string };

export const isHexColor = (v: string) => HEX_COLOR.test(v);
export const isPortalUrl = (v: string) => PORTAL_URL.test(v) && isSafeLink(v);

/**
 * What the server would refuse in a studio draft under the rules the studio's inputs can break
 * (colours, link and image addresses, timeline years), in the model's order, one per field with the
 * schema's first message (settings.ts; texts with markup are left to the server's answer): the studio waits until it is empty before publishing.
 */
export function draftProblems(s: PortalSettings): DraftProblem[] {
  const out: DraftProblem[] = [];
  const color = (field: string, v: string) => !isHexColor(v) && out.push({ field, message: COLOR_MESSAGE });
  // The schema's two link rules, the first one broken (`/\\host` is a site path only in form).
  const url = (field: string, v: string) =>
    !PORTAL_URL.test(v)
      ? out.push({ field, message: URL_MESSAGE })
      : !isSafeLink(v) && out.push({ field, message: LINK_REFUSED });
  color('hero.primaryColor', s.hero.primaryColor);
  color('hero.title.style.color', s.hero.title.style.color);
  color('hero.subTitle.style.color', s.hero.subTitle.style.color);
  s.nav.siteMap.forEach((e, i) => url(`nav.siteMap.${i}.url`, e.url));
  s.footer.siteMap.forEach((g, i) => {
    url(`footer.siteMap.${i}.url`, g.url);
    g.children.forEach((c, j) => url(`footer.siteMap.${i}.children.${j}.url`, c.url));
  });
  s.footer.otherLinks.forEach((l, i) => url(`footer.otherLinks.${i}.url`, l.url));
  s.footer.imgs.forEach((img, i) => url(`footer.imgs.${i}.src`, img.src));
  s.company.timeline.forEach(
    (y, i) =>
      y.year.trim() === '' && out.push({ field: `company.timeline.${i}.year`, message: YEAR_MESSAGE }),
  );
  return out;
}

/** The message of the first problem under `field` (an input's error line), if any. */
export const problemAt = (problems: readonly DraftProblem[], field: string) =>
  problems.find((p) => p.field === field)?.message;
