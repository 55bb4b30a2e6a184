import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('API configuration', () => {
  it('defaults to the embedded database under DATA_DIR, with the worker in the same process', () => {
    const c = loadConfig({ TEMPORAL_ADDRESS: '127.0.0.1:7233', DATA_DIR: '/tmp/x', DATABASE_URL: '' });
    expect(c.database).toEqual({ kind: 'pglite', dataDir: '/tmp/x/pglite' });
    expect(c.runWorker).toBe(true);
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', apiPrefix: '/api' });
  });

  it('uses PostgreSQL when DATABASE_URL is set, and may leave the worker to its own process', () => {
    const c = loadConfig({
      TEMPORAL_ADDRESS: 't:7233',
      DATABASE_URL: 'postgres://u@h:5432/db',
      RUN_WORKER: 'false',
    });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(c.runWorker).toBe(false);
  });

  it('logs SMS codes in development only: production without a provider has SMS off ([SEC1] 14)', () => {
    expect(loadConfig({ TEMPORAL_ADDRESS: 't:7233' }).sms).toBe('console');
    expect(loadConfig({ TEMPORAL_ADDRESS: 't:7233', NODE_ENV: 'production' }).sms).toBe('off');
    expect(loadConfig({ TEMPORAL_ADDRESS: 't:7233', SMS_SENDER: 'off' }).sms).toBe('off');
    expect(() =>
      loadConfig({ TEMPORAL_ADDRESS: 't:7233', NODE_ENV: 'production', SMS_SENDER: 'console' }),
    ).toThrow(/SMS_SENDER/);
  });

  it('believes no proxy unless TRUST_PROXY names them ([SEC1] 12: HSTS behind a TLS proxy)', () => {
    expect(loadConfig({ TEMPORAL_ADDRESS: 't:7233' }).trustProxy).toEqual([]);
    expect(
      loadConfig({ TEMPORAL_ADDRESS: 't:7233', TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,' }).trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });

  it('names every missing or malformed variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*TEMPORAL_ADDRESS|TEMPORAL_ADDRESS[\s\S]*PORT/,
    );
  });
});
