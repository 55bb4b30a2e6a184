/**
 * The portal's antd-free surface: what the portal entry and its homes import. The full surface
 * (index.ts) also carries the antd-based pieces; importing it from a home would put antd into the
 * home's first download (issue [P4], < 150 kB).
 */
export { FullPageLoad } from './components/FullPageLoad';
export { PortalHome } from './components/PortalHome';
export { PortalLayout } from './components/PortalLayout';
export { useSettings } from './hooks/useSettings';
export { isPortalPath, PORTAL_PATHS } from './utils/routes';
export { seedQueryCache } from './utils/prerendered';
