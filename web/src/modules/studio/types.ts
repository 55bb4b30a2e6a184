import type { portal } from '@srm/events';

export type PortalPublication = portal.PortalSettingsPublication;
export type StudioSettings = portal.PortalSettings;
export type StudioHero = StudioSettings['hero'];
export type StudioNavEntry = StudioSettings['nav']['siteMap'][number];
export type StudioFooter = StudioSettings['footer'];
export type StudioSections = StudioSettings['sections'];
export type StudioCompany = StudioSettings['company'];
export type StudioYear = StudioCompany['timeline'][number];

/** What is live (`GET /portal/settings/live`): the model and its version (0: never published). */
export type LiveSettings = { version: number; settings: StudioSettings };

/** The studio's local draft: the model being edited and the live version it started from. */
export type StudioDraft = { baseVersion: number; settings: StudioSettings };

/** A rule the draft breaks, by the model's field path (the server names fields the same way). */
export type DraftProblem = { field: string; message: string };
