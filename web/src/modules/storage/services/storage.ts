import type { DictItems, UserInfo } from '@srm/contracts/auth';

/**
 * Local storage of the session (spec §3 "Stored locally", §9 lifetime). Values live under the
 * `pro__` namespace as `{ value, expire }` JSON, `expire` an absolute time in ms (or null: no
 * expiry), the shape the old front end's storage wrapper wrote and `platform/services/api.ts`
 * reads for `pro__Access-Token`. Pure apart from the Storage-like object and the clock it is given.
 */

/** The part of the Web Storage API used here (localStorage, sessionStorage or an in-memory fake). */
export type StorageLike = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** Milliseconds since the epoch. */
export type Clock = () => number;

export const STORAGE_NAMESPACE = 'pro__';

/** Token, user info and dictionary items are kept 7 days (spec §4 "Session", §9). */
export const SESSION_LIFETIME_MS = 604_800_000;

/** Keys inside the namespace. */
export const STORAGE_KEYS = {
  accessToken: 'Access-Token',
  userInfo: 'Login_Userinfo',
  dictItems: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
  loginUsername: 'LOGIN_USERNAME',
  /** The user's button permissions (`auth`). */
  userAuth: 'LOGIN_USER_AUTH',
  /** Every button rule (`allAuth`). */
  allAuth: 'SYS_BUTTON_AUTH',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The stored record. */
export type StoredValue = { value: unknown; expire: number | null };

export const storageName = (key: StorageKey): string => `${STORAGE_NAMESPACE}${key}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStoredValue = (value: unknown): value is StoredValue =>
  isObject(value) &&
  'value' in value &&
  (value['expire'] === null || value['expire'] === undefined || typeof value['expire'] === 'number');

/**
 * Writes `value` under `pro__<key>` for `lifetimeMs` from `now` (null: no expiry). A storage that
 * refuses (quota, privacy mode) is ignored: the session still works for this page.
 */
export const writeStored = (
  storage: StorageLike,
  key: StorageKey,
  value: unknown,
  now: number,
  lifetimeMs: number | null = SESSION_LIFETIME_MS,
): void => {
  const record: StoredValue = { value, expire: lifetimeMs === null ? null : now + lifetimeMs };
  try {
    storage.setItem(storageName(key), JSON.stringify(record));
  } catch {
    // nothing to do: the value is simply not remembered
  }
};

export const removeStored = (storage: StorageLike, key: StorageKey): void => {
  try {
    storage.removeItem(storageName(key));
  } catch {
    // storage unavailable
  }
};

/**
 * Reads `pro__<key>`: the `{ value, expire }` record's value while `expire` is in the future (an
 * expired record is removed and reads as null), plain JSON as it is, and a string that is not JSON
 * (a bare token) as that string. Missing or unreadable: null.
 */
export const readStored = (storage: StorageLike, key: StorageKey, now: number): unknown => {
  let raw: string | null;
  try {
    raw = storage.getItem(storageName(key));
  } catch {
    return null;
  }
  if (raw === null || raw === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (!isStoredValue(parsed)) return parsed;
  if (typeof parsed.expire === 'number' && parsed.expire <= now) {
    removeStored(storage, key);
    return null;
  }
  return parsed.value ?? null;
};

const asString = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
};

const asUserInfo = (value: unknown): UserInfo | null => {
  if (!isObject(value) || typeof value['username'] !== 'string') return null;
  const text = (field: string): string | null => asString(value[field]);
  const isShow = value['isShow'];
  return {
    id: text('id') ?? '',
    username: value['username'],
    realname: text('realname') ?? '',
    avatar: text('avatar'),
    isShow: typeof isShow === 'number' ? isShow : Number(isShow ?? 0) || 0,
    orgCode: text('orgCode'),
    tenantId: text('tenantId') ?? '',
    supplierId: text('supplierId'),
  };
};

const asDictItems = (value: unknown): DictItems | null => {
  if (!isObject(value)) return null;
  const items: Record<string, DictItems[string]> = {};
  for (const [code, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    items[code] = list.filter(
      (item): item is DictItems[string][number] =>
        isObject(item) && typeof item['value'] === 'string' && typeof item['text'] === 'string',
    );
  }
  return items;
};

/** What a page load finds in storage: the machine's input. */
export type StoredSession = {
  token: string | null;
  userInfo: UserInfo | null;
  dictItems: DictItems | null;
  tenantId: string | null;
  username: string | null;
};

/** The session's storage operations, bound to one storage and clock. */
export type SessionStore = {
  load(): StoredSession;
  readToken(): string | null;
  saveLogin(login: { token: string; userInfo: UserInfo; dictItems: DictItems }): void;
  saveUserInfo(userInfo: UserInfo): void;
  /** The dictionary cache (`queryAllDictItems` after 刷新缓存), kept 7 days like the login's. */
  saveDictItems(dictItems: DictItems): void;
  savePermissions(permissions: { auth: readonly unknown[]; allAuth: readonly unknown[] }): void;
  saveTenant(tenantId: string | null): void;
  /** Logout: token, permission lists, dictionary items and user info go; tenant and login name stay. */
  clearSession(): void;
};

export const createSessionStore = (storage: StorageLike, clock: Clock): SessionStore => {
  const read = (key: StorageKey): unknown => readStored(storage, key, clock());
  const write = (key: StorageKey, value: unknown): void => writeStored(storage, key, value, clock());
  return {
    load: () => ({
      token: asString(read(STORAGE_KEYS.accessToken)),
      userInfo: asUserInfo(read(STORAGE_KEYS.userInfo)),
      dictItems: asDictItems(read(STORAGE_KEYS.dictItems)),
      tenantId: asString(read(STORAGE_KEYS.tenantId)),
      username: asString(read(STORAGE_KEYS.loginUsername)),
    }),
    readToken: () => asString(read(STORAGE_KEYS.accessToken)),
    saveLogin: ({ token, userInfo, dictItems }) => {
      write(STORAGE_KEYS.accessToken, token);
      write(STORAGE_KEYS.userInfo, userInfo);
      write(STORAGE_KEYS.loginUsername, userInfo.username);
      write(STORAGE_KEYS.dictItems, dictItems);
    },
    saveUserInfo: (userInfo) => write(STORAGE_KEYS.userInfo, userInfo),
    saveDictItems: (dictItems) => write(STORAGE_KEYS.dictItems, dictItems),
    savePermissions: ({ auth, allAuth }) => {
      write(STORAGE_KEYS.userAuth, auth);
      write(STORAGE_KEYS.allAuth, allAuth);
    },
    saveTenant: (tenantId) => {
      if (tenantId === null) removeStored(storage, STORAGE_KEYS.tenantId);
      else write(STORAGE_KEYS.tenantId, tenantId);
    },
    clearSession: () => {
      for (const key of [
        STORAGE_KEYS.accessToken,
        STORAGE_KEYS.userAuth,
        STORAGE_KEYS.allAuth,
        STORAGE_KEYS.dictItems,
        STORAGE_KEYS.userInfo,
      ]) {
        removeStored(storage, key);
      }
    },
  };
};
