import { describe, expect, it } from 'vitest';
import type { NoticeConnection } from '../types';
import { NOTICE_POLL_INTERVAL_MS, noticePollInterval } from './pollPolicy';

describe('notice polling policy', () => {
  it('polls every 6000 ms while signed in and the socket is not up', () => {
    expect(NOTICE_POLL_INTERVAL_MS).toBe(6000);
    for (const connection of ['idle', 'connecting', 'disconnected'] as NoticeConnection[]) {
      expect(noticePollInterval({ signedIn: true, connection, failed: false })).toBe(6000);
    }
  });

  it('never polls while the socket is up', () => {
    expect(noticePollInterval({ signedIn: true, connection: 'connected', failed: false })).toBe(false);
  });

  it('stops after a failed poll', () => {
    expect(noticePollInterval({ signedIn: true, connection: 'disconnected', failed: true })).toBe(false);
  });

  it('never polls without a token', () => {
    expect(noticePollInterval({ signedIn: false, connection: 'disconnected', failed: false })).toBe(false);
  });
});
