import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../storage';
import { portalSignedIn } from './token';

const T0 = Date.UTC(2026, 10, 25);
const signedIn = (raw?: string) =>
  portalSignedIn(createMemoryStorage(raw === undefined ? {} : { 'pro__Access-Token': raw }), T0);

describe('the portal reads the back office token without the session machine', () => {
  it('sees a stored token, plain or { value, expire }', () => {
    expect(signedIn('plain.jwt')).toBe(true);
    expect(signedIn(JSON.stringify({ value: 'a.jwt', expire: T0 + 1000 }))).toBe(true);
    expect(signedIn(JSON.stringify({ value: 'a.jwt', expire: null }))).toBe(true);
  });
  it('treats no token, an empty one and an expired one as a visitor', () => {
    expect(signedIn()).toBe(false);
    expect(signedIn('')).toBe(false);
    expect(signedIn(JSON.stringify({ value: 'a.jwt', expire: T0 - 1 }))).toBe(false);
    expect(signedIn(JSON.stringify({ value: '', expire: null }))).toBe(false);
  });
});
