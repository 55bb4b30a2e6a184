import { describe, expect, it } from 'vitest';
import { toHealthReport } from './health';

describe('toHealthReport', () => {
  it('reads a full report', () => {
    expect(
      toHealthReport({
        status: 'ok',
        database: { ok: true, kind: 'pglite' },
        temporal: { ok: true, address: '127.0.0.1:7233' },
        realtime: { ok: true, connections: 2 },
        version: '0.1.0',
      }),
    ).toEqual({
      status: 'ok',
      database: { ok: true, kind: 'pglite' },
      temporal: { ok: true, address: '127.0.0.1:7233' },
      realtime: { ok: true, connections: 2 },
      version: '0.1.0',
    });
  });

  it('counts missing or malformed parts as down', () => {
    expect(toHealthReport({ database: 'yes', temporal: { ok: 'true' } })).toEqual({
      status: 'degraded',
      database: { ok: false, kind: null },
      temporal: { ok: false, address: null },
      realtime: { ok: false, connections: null },
      version: null,
    });
  });
});
