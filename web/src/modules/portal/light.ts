/**
 * What the portal's entry (portal-main.tsx) imports statically: the layout, the homes and the cache
 * seeding. The pages import index.ts, which re-exports this and adds their pieces; keeping the entry
 * on this smaller surface keeps those pieces out of every page's first download (issue [P4], < 150 kB).
 */
export { FullPageLoad } from './components/FullPageLoad';
export { PortalHome } from './components/PortalHome';
export { PortalLayout } from './components/PortalLayout';
export { useSettings } from './hooks/useSettings';
export { isPortalPath, PORTAL_PATHS } from '@srm/contracts/portal';
export { seedQueryCache } from './utils/prerendered';
