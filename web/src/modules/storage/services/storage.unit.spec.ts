import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@srm/contracts/auth';
import {
  createSessionStore,
  readStored,
  SESSION_LIFETIME_MS,
  STORAGE_KEYS,
  storageName,
  writeStored,
} from './storage';
import type { StorageLike } from './storage';
import { createMemoryStorage as memoryStorage } from './memoryStorage';

const user: UserInfo = {
  id: 'u1',
  username: 'buyer1',
  realname: '采购一',
  avatar: null,
  isShow: 1,
  orgCode: 'A01',
  tenantId: '1',
  supplierId: null,
};

const T0 = 1_800_000_000_000;

describe('session storage', () => {
  it('keeps values under the pro__ namespace', () => {
    expect(storageName(STORAGE_KEYS.accessToken)).toBe('pro__Access-Token');
    expect(storageName(STORAGE_KEYS.userInfo)).toBe('pro__Login_Userinfo');
    expect(storageName(STORAGE_KEYS.dictItems)).toBe('pro__UI_CACHE_DB_DICT_DATA');
    expect(storageName(STORAGE_KEYS.tenantId)).toBe('pro__TENANT_ID');
    expect(storageName(STORAGE_KEYS.loginUsername)).toBe('pro__LOGIN_USERNAME');
  });

  it('given a login, when stored, then token, user info and dictionary items last 7 days (604800000 ms)', () => {
    const storage = memoryStorage();
    createSessionStore(storage, () => T0).saveLogin({ token: 'jwt', userInfo: user, dictItems: { sex: [] } });
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.userInfo, STORAGE_KEYS.dictItems]) {
      const record: unknown = JSON.parse(storage.entries.get(storageName(key)) ?? 'null');
      expect(record).toMatchObject({ expire: T0 + 604_800_000 });
    }
    expect(SESSION_LIFETIME_MS).toBe(604_800_000);
    expect(JSON.parse(storage.entries.get('pro__Access-Token') ?? '')).toEqual({
      value: 'jwt',
      expire: T0 + SESSION_LIFETIME_MS,
    });
  });

  it('given a stored login, when read back within 7 days, then the session is restored', () => {
    const storage = memoryStorage();
    createSessionStore(storage, () => T0).saveLogin({ token: 'jwt', userInfo: user, dictItems: {} });
    const later = createSessionStore(storage, () => T0 + SESSION_LIFETIME_MS - 1).load();
    expect(later).toEqual({
      token: 'jwt',
      userInfo: user,
      dictItems: {},
      tenantId: null,
      username: 'buyer1',
    });
  });

  it('given a stored login, when the dictionaries are refreshed (刷新缓存), then the new ones are read back for 7 more days', () => {
    const storage = memoryStorage();
    createSessionStore(storage, () => T0).saveLogin({ token: 'jwt', userInfo: user, dictItems: {} });
    const items = { sex: [{ value: '1', text: '男' }] };
    createSessionStore(storage, () => T0 + 1000).saveDictItems(items);
    expect(createSessionStore(storage, () => T0 + SESSION_LIFETIME_MS).load()).toMatchObject({
      token: null,
      dictItems: items,
    });
  });

  it('given a stored login, when 7 days have passed, then it reads as none and the entry is removed', () => {
    const storage = memoryStorage();
    createSessionStore(storage, () => T0).saveLogin({ token: 'jwt', userInfo: user, dictItems: {} });
    const expired = createSessionStore(storage, () => T0 + SESSION_LIFETIME_MS).load();
    expect(expired.token).toBeNull();
    expect(expired.userInfo).toBeNull();
    expect(storage.entries.has('pro__Access-Token')).toBe(false);
  });

  it('reads a token stored by older code as a plain string or a JSON string', () => {
    expect(
      readStored(memoryStorage({ 'pro__Access-Token': 'plain.jwt' }), STORAGE_KEYS.accessToken, T0),
    ).toBe('plain.jwt');
    expect(
      readStored(memoryStorage({ 'pro__Access-Token': '"quoted.jwt"' }), STORAGE_KEYS.accessToken, T0),
    ).toBe('quoted.jwt');
  });

  it('reads a record without expiry (expire null) as never expiring', () => {
    const storage = memoryStorage({ pro__TENANT_ID: JSON.stringify({ value: 7, expire: null }) });
    expect(createSessionStore(storage, () => T0).load().tenantId).toBe('7');
  });

  it('writes the token as the { value, expire } record the API client (platform/services/api.ts) reads', () => {
    const storage = memoryStorage();
    writeStored(storage, STORAGE_KEYS.accessToken, 'jwt', T0);
    const raw: unknown = JSON.parse(storage.getItem('pro__Access-Token') ?? '');
    expect(raw).toEqual({ value: 'jwt', expire: T0 + SESSION_LIFETIME_MS });
  });

  it('given a logout, when the session is cleared, then token, permission lists, dictionary items and user info go and tenant and login name stay', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, () => T0);
    store.saveLogin({ token: 'jwt', userInfo: user, dictItems: {} });
    store.savePermissions({ auth: [{ action: 'a', describe: 'A', type: '1', status: '1' }], allAuth: [] });
    store.saveTenant('1');
    store.clearSession();
    expect([...storage.entries.keys()].sort()).toEqual(['pro__LOGIN_USERNAME', 'pro__TENANT_ID']);
  });

  it('given a storage that refuses writes, when a login is stored, then nothing throws', () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createSessionStore(refusing, () => T0);
    expect(() => store.saveLogin({ token: 'jwt', userInfo: user, dictItems: {} })).not.toThrow();
    expect(store.load().token).toBeNull();
    expect(() => store.clearSession()).not.toThrow();
  });

  it('ignores a stored user info that is not one', () => {
    const storage = memoryStorage({
      pro__Login_Userinfo: JSON.stringify({ value: 'nonsense', expire: null }),
    });
    expect(createSessionStore(storage, () => T0).load().userInfo).toBeNull();
  });
});
