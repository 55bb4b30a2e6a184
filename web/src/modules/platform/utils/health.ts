import type { DatabaseKind, HealthReport } from '../types';
import { isRecord } from './isRecord';

const part = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const databaseKind = (value: unknown): DatabaseKind | null =>
  value === 'postgres' || value === 'pglite' ? value : null;

/** Reads a health result defensively: anything missing or malformed counts as not ok, never as a crash. */
export const toHealthReport = (result: unknown): HealthReport => {
  const report = part(result);
  const database = part(report['database']);
  const temporal = part(report['temporal']);
  const realtime = part(report['realtime']);
  return {
    status: report['status'] === 'ok' ? 'ok' : 'degraded',
    database: { ok: database['ok'] === true, kind: databaseKind(database['kind']) },
    temporal: { ok: temporal['ok'] === true, address: stringOrNull(temporal['address']) },
    realtime: {
      ok: realtime['ok'] === true,
      connections: typeof realtime['connections'] === 'number' ? realtime['connections'] : null,
    },
    version: stringOrNull(report['version']),
  };
};
