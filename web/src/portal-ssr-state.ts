import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered portal page carries for its hydration, in
 * `<script id="portal-ssr" type="application/json">` (written by the API, api/src/http/web-app.ts).
 */
export type PortalSsrState = { router: HydrationState; queries: DehydratedState };

export const PORTAL_SSR_SCRIPT_ID = 'portal-ssr';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The state in the page, or null when there is none or it is unreadable (the browser then renders itself). */
export const readSsrState = (text: string | null | undefined): PortalSsrState | null => {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    if (!isRecord(v) || !isRecord(v['router']) || !isRecord(v['queries'])) return null;
    if (!Array.isArray(v['queries']['queries'])) return null;
    return v as PortalSsrState;
  } catch {
    return null;
  }
};
