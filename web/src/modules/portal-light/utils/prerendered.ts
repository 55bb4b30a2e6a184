import type { QueryClient } from '@tanstack/react-query';

/** A query answered by the server with the page (api/src/http/portal-prerender.ts). */
export type SeededQuery = { key: (string | number)[]; data: unknown };

const isSeededQuery = (v: unknown): v is SeededQuery =>
  typeof v === 'object' &&
  v !== null &&
  'key' in v &&
  'data' in v &&
  Array.isArray(v.key) &&
  v.key.every((k) => typeof k === 'string' || typeof k === 'number');

/** The seeds in `<script id="portal-data">`; nothing when absent or unreadable (the app then fetches). */
export const readSeededQueries = (text: string | null | undefined): SeededQuery[] => {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isSeededQuery) : [];
  } catch {
    return [];
  }
};

/**
 * Puts the server's answers into the query cache before the first render: the layout and the home's
 * lists render at once instead of after their calls (they still refresh in the background).
 */
export const seedQueryCache = (client: QueryClient, text: string | null | undefined): number => {
  const seeds = readSeededQueries(text);
  for (const s of seeds) client.setQueryData(s.key, s.data);
  return seeds.length;
};
