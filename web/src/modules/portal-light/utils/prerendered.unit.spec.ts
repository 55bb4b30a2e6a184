import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readSeededQueries, seedQueryCache } from './prerendered';

describe("the server's answers seed the portal's query cache", () => {
  it('puts each seeded answer under its key', () => {
    const client = new QueryClient();
    const text = JSON.stringify([
      { key: ['portal', 'settings'], data: { template: 'se' } },
      { key: ['portal', 'news', 1, 4], data: { records: [] } },
    ]);
    expect(seedQueryCache(client, text)).toBe(2);
    expect(client.getQueryData(['portal', 'settings'])).toEqual({ template: 'se' });
    expect(client.getQueryData(['portal', 'news', 1, 4])).toEqual({ records: [] });
  });
  it('ignores a missing, broken or malformed seed (the app fetches instead)', () => {
    expect(readSeededQueries(undefined)).toEqual([]);
    expect(readSeededQueries('{not json')).toEqual([]);
    expect(readSeededQueries('{"key":["a"],"data":1}')).toEqual([]);
    expect(readSeededQueries('[{"key":"a","data":1},{"key":[{}],"data":1},{"key":["ok"],"data":2}]')).toEqual(
      [{ key: ['ok'], data: 2 }],
    );
  });
});
