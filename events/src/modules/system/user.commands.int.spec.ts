import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore } from '../../index';
import type { EventStore } from '../../store/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../testing/index';
import { AVATAR_NOT_FOUND, AVATAR_NOT_IMAGE } from './account.rules';
import { recordFileUpload } from './file.commands';
import { findUserById } from './user.projection';
import { createUser, updateOwnProfile } from './user.commands';

const now = new Date('2026-11-26T09:00:00.000Z');

describe.each(BACKENDS)("a user's own profile on %s", (backend) => {
  let tdb: TestDatabase;
  let store: EventStore;
  const upload = (id: string, o: { tenantId: string; supplierId: string | null; mime: string }) =>
    recordFileUpload(
      store,
      {
        id,
        tenantId: o.tenantId,
        supplierId: o.supplierId,
        uploadedBy: 'u1',
        biz: 'temp',
        fileName: `${id}.png`,
        path: `temp/${id}.png`,
        storageKey: `2026/11/${id}.png`,
        size: 10,
        mime: o.mime,
      },
      now,
    );
  const me = { id: 'u1', tenantId: 't1', supplierId: 's1', avatar: null };
  const meta = { metadata: { actor: 'u1', tenantId: 't1' } };

  beforeAll(async () => {
    tdb = await createTestDatabase(backend);
    store = createEventStore(tdb);
    await createUser(store, {
      id: 'u1',
      tenantId: 't1',
      username: 'sup1',
      realname: '供应商用户',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$test$test',
      supplierId: 's1',
      isShow: 1,
    });
    await upload('own', { tenantId: 't1', supplierId: 's1', mime: 'image/png' });
    await upload('staff', { tenantId: 't1', supplierId: null, mime: 'image/png' });
    await upload('pdf', { tenantId: 't1', supplierId: 's1', mime: 'application/pdf' });
  });
  afterAll(async () => tdb?.close());

  it("given another side's upload or no upload, when it is made the avatar, then 头像文件不存在 and nothing changes", async () => {
    for (const avatar of ['temp/staff.png', 'temp/none.png'])
      await expect(updateOwnProfile(store, me, { avatar }, meta)).rejects.toMatchObject({
        code: 'ValidationFailed',
        message: AVATAR_NOT_FOUND,
      });
    await expect(updateOwnProfile(store, me, { avatar: 'temp/pdf.png' }, meta)).rejects.toMatchObject({
      message: AVATAR_NOT_IMAGE,
    });
    expect((await findUserById(tdb.db, 'u1'))?.avatar).toBeNull();
  });

  it("given an image of the user's own company, when it is made the avatar, then it is", async () => {
    await updateOwnProfile(store, me, { avatar: 'temp/own.png', realname: '新名字' }, meta);
    expect(await findUserById(tdb.db, 'u1')).toMatchObject({ avatar: 'temp/own.png', realname: '新名字' });
  });
});
