// The portal's styles in the HTML itself (the entry's CSS): the server-rendered page is styled at its first paint.
import './modules/portal/components/portal.css';
import './modules/portal/components/ui/portal-ui.css';
import { PORTAL_SSR_SCRIPT_ID } from './portal-ssr-state';

/**
 * The public portal's entry (portal.html, spec §2 "Public routes"): small on purpose. A server-rendered
 * page is painted first, then React is loaded and hydrates it (portal-app.tsx): evaluating React's
 * modules and hydrating are long tasks that, run before the first frame, would hold the first paint
 * (the page's LCP) until they end. A page rendered in the browser loads the app at once.
 */

/** Hydration waits for the first paint, or this long where the tab paints nothing (hidden). */
const HIDDEN_TAB_MS = 200;

const painted = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab opened in the background gets no frames: it loads anyway.
    setTimeout(resolve, HIDDEN_TAB_MS);
  });

if (document.getElementById(PORTAL_SSR_SCRIPT_ID)) await painted();
const { start } = await import('./portal-app');
await start();
