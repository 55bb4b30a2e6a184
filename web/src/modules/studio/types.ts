import type { portal } from '@srm/events';

export type PortalPublication = portal.PortalSettingsPublication;
export type StudioSettings = portal.PortalSettings;
export type StudioHero = StudioSettings['hero'];
export type StudioNavEntry = StudioSettings['nav']['siteMap'][number];
export type StudioFooter = StudioSettings['footer'];
