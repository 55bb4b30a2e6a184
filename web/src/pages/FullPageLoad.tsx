import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The first path this page was loaded with: reloading it would serve the same entry again. None on
 * the server (this module may be imported there to render the portal's routes).
 */
const bootPath = typeof window === 'undefined' ? null : window.location.pathname;

/**
 * A path of the other entry (portal <-> back office) reached inside the router: load it as a page,
 * so the server hands out that entry. A path no entry knows stays here as 页面不存在.
 */
export function FullPageLoad() {
  const { pathname, search, hash } = useLocation();
  const reload = pathname !== bootPath;
  useEffect(() => {
    if (reload) window.location.assign(pathname + search + hash);
  }, [reload, pathname, search, hash]);
  return reload ? null : <p style={{ padding: 48, textAlign: 'center' }}>页面不存在</p>;
}
