import type { PortalSettings } from '@srm/contracts/portal';

/** The studio's shapes are the contract's (`@srm/contracts/portal`). */
export type { DraftProblem, LiveSettings, PortalPublication } from '@srm/contracts/portal';
export type StudioSettings = PortalSettings;
export type StudioHero = StudioSettings['hero'];
export type StudioNavEntry = StudioSettings['nav']['siteMap'][number];
export type StudioFooter = StudioSettings['footer'];
export type StudioSections = StudioSettings['sections'];
export type StudioCompany = StudioSettings['company'];
export type StudioYear = StudioCompany['timeline'][number];

/** The studio's local draft: the model being edited and the live version it started from. */
export type StudioDraft = { baseVersion: number; settings: StudioSettings };
