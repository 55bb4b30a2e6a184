import { describe, expect, it } from 'vitest';
import { anonymousAuthenticator, ownRoomsOnly } from './auth';
import { defaultRooms } from './rooms';

describe('default rooms', () => {
  it('keeps an anonymous visitor to the public room, whatever tenant it claims', async () => {
    const visitor = (await anonymousAuthenticator({ tenantId: '7' }))!;
    expect(defaultRooms(visitor)).toEqual(['public']);
    expect(await ownRoomsOnly(visitor, 'tenant:7')).toBe(false);
  });

  it('puts a user in its tenant and user rooms, and a supplier user also in its supplier room', () => {
    expect(defaultRooms({ userId: 'u1', tenantId: '3', supplierId: null })).toEqual([
      'public',
      'tenant:3',
      'user:u1',
    ]);
    expect(defaultRooms({ userId: 'u2', tenantId: '3', supplierId: 'S9' })).toEqual([
      'public',
      'tenant:3',
      'user:u2',
      'supplier:S9',
    ]);
  });
});
