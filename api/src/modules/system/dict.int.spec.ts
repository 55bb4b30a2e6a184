import { randomUUID } from 'node:crypto';
import { system } from '@srm/events';
import { eventually } from '@srm/events/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import { TABLE_DICT_INVALID, TREE_CONDITION_INVALID } from './dict.routes';

type Option = { value: string; text: string; title: string; label: string; color: string | null };
type TreeNode = { key: string; value: string; title: string; label: string; leaf: 0 | 1; isLeaf: boolean };
type Page<T> = { records: T[]; total: number };

const DICT_ACTIONS = ['system:dict:add', 'system:dict:edit', 'system:dict:delete', 'system:dict:list'];
const enc = encodeURIComponent;

describe('dictionaries: admin and loaders (real PostgreSQL)', () => {
  let h: Harness;
  let admin: { id: string; token: string };
  let plain: { id: string; token: string };
  let sexId: string;

  const count = async (table: 'sys_dict' | 'sys_dict_item' | 'sys_depart' | 'sys_user') =>
    Number(
      (
        await h.services
          .db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const addItem = async (
    dictId: string,
    itemText: string,
    itemValue: string,
    extra: Record<string, unknown> = {},
  ) => {
    const r = await h.post<{ id: string }>(
      '/sys/dictItem/add',
      { dictId, itemText, itemValue, ...extra },
      admin.token,
    );
    expect(r.body).toMatchObject({ success: true });
    return r.body.result.id;
  };

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.userWith('dict-admin', { actions: DICT_ACTIONS });
    plain = await h.userWith('dict-plain', { actions: ['something:else'] });
    const sex = await h.post<{ id: string }>(
      '/sys/dict/add',
      { dictName: '性别', dictCode: 'sex' },
      admin.token,
    );
    expect(sex.body).toMatchObject({ success: true, message: '添加成功！' });
    sexId = sex.body.result.id;
    await addItem(sexId, '女', '2', { sortOrder: 2, itemColor: '#f50' });
    await addItem(sexId, '男', '1', { sortOrder: 1 });
    await addItem(sexId, '未知', '0', { sortOrder: 3, status: 0 });
  });
  afterAll(async () => h?.close());

  it('refuses every admin route to a user without the action (403 拒绝访问), writing nothing', async () => {
    const before = await count('sys_dict');
    const answers = await Promise.all([
      h.post('/sys/dict/add', { dictName: '优先级', dictCode: 'priority' }, plain.token),
      h.put('/sys/dict/edit', { id: sexId, dictName: 'x' }, plain.token),
      h.get('/sys/dict/list', plain.token),
      h.del(`/sys/dict/delete?id=${sexId}`, plain.token),
      h.post('/sys/dictItem/add', { dictId: sexId, itemText: 'x', itemValue: 'x' }, plain.token),
      h.get(`/sys/dictItem/list?dictId=${sexId}`, plain.token),
    ]);
    for (const a of answers) expect([a.status, a.body.message]).toEqual([403, '拒绝访问']);
    expect(await count('sys_dict')).toBe(before);
    expect((await h.get('/sys/dict/queryById?id=' + sexId, admin.token)).body.result).toMatchObject({
      dictName: '性别',
    });
  });

  it('answers a duplicate dictionary code and a duplicate item value with their messages', async () => {
    const dup = await h.post('/sys/dict/add', { dictName: '性别2', dictCode: 'sex' }, admin.token);
    expect([dup.status, dup.body.message]).toEqual([400, '字典编码已存在']);
    const dupItem = await h.post(
      '/sys/dictItem/add',
      { dictId: sexId, itemText: '男士', itemValue: '1' },
      admin.token,
    );
    expect([dupItem.status, dupItem.body.message]).toEqual([400, '该字典下已存在此数据值']);
    const orphan = await h.post(
      '/sys/dictItem/add',
      { dictId: 'nope', itemText: 'x', itemValue: 'x' },
      admin.token,
    );
    expect([orphan.status, orphan.body.message]).toEqual([400, '字典不存在']);
  });

  it("lists dictionaries and one dictionary's items (dictId required), and edits both", async () => {
    const other = await h.post<{ id: string }>(
      '/sys/dict/add',
      { dictName: '颜色', dictCode: 'color' },
      admin.token,
    );
    await addItem(other.body.result.id, '红', 'red');
    const dicts = await h.get<Page<{ dictCode: string }>>(
      '/sys/dict/list?dictCode=*e*&column=dictCode&order=asc',
      admin.token,
    );
    expect(dicts.body.result.records.map((d) => d.dictCode)).toEqual(['sex']);
    const items = await h.get<Page<{ itemValue: string; dictId: string; id: string }>>(
      `/sys/dictItem/list?dictId=${sexId}`,
      admin.token,
    );
    expect(items.body.result.records.map((i) => i.itemValue)).toEqual(['1', '2', '0']);
    expect((await h.get('/sys/dictItem/list', admin.token)).status).toBe(400);

    const unknown = items.body.result.records.find((i) => i.itemValue === '0')!;
    const edited = await h.put(
      '/sys/dictItem/edit',
      { id: unknown.id, itemText: '保密', dictId: other.body.result.id },
      admin.token,
    );
    expect(edited.body.success).toBe(true);
    // The item stays in its dictionary.
    expect(
      (
        await h.get<{ dictId: string; itemText: string }>(
          `/sys/dictItem/queryById?id=${unknown.id}`,
          admin.token,
        )
      ).body.result,
    ).toMatchObject({
      dictId: sexId,
      itemText: '保密',
    });
  });

  it("getDictItems: a dictionary's enabled items in order, as options; an empty code is refused", async () => {
    const r = await h.get<Option[]>('/sys/dict/getDictItems/sex', plain.token);
    expect(r.body.result).toEqual([
      { value: '1', text: '男', title: '男', label: '男', color: null },
      { value: '2', text: '女', title: '女', label: '女', color: '#f50' },
    ]);
    expect((await h.get<Option[]>('/sys/dict/getDictItems/none', plain.token)).body.result).toEqual([]);
    const empty = await h.get('/sys/dict/getDictItems/', plain.token);
    expect([empty.status, empty.body.message]).toEqual([400, '字典Code不能为空!']);
    expect((await h.get('/sys/dict/getDictItems/sex')).status).toBe(401);
  });

  it("queryAllDictItems and allDictItems (the login answer's sysAllDictItems) give every dictionary", async () => {
    const r = await h.get<Record<string, Option[]>>('/sys/dict/queryAllDictItems', plain.token);
    expect(r.body.result.sex!.map((o) => o.value)).toEqual(['1', '2']);
    expect(r.body.result.color!.map((o) => o.text)).toEqual(['红']);
    expect(await system.allDictItems(h.services.db())).toEqual(r.body.result);
  });

  it("the login answer's dictionaries (kept between logins) follow an edit of an item", async () => {
    const loginSex = async () =>
      (
        await h.post<{ sysAllDictItems: Record<string, Option[]> }>('/sys/login', {
          username: 'dict-plain',
          password: 'Harness@2026',
        })
      ).body.result.sysAllDictItems.sex!.map((o) => o.text);
    expect(await loginSex()).toEqual(['男', '女']);
    expect(await loginSex()).toEqual(['男', '女']);
    const id = await addItem(sexId, '保密', '8', { sortOrder: 8 });
    // The kept answer is dropped once the realtime gateway has read the commit (a moment).
    const seen = async (texts: string[]) =>
      eventually(
        async () => ((await loginSex()).join() === texts.join() ? true : undefined),
        10_000,
        () => `login dictionaries ${texts.join()}`,
      );
    await seen(['男', '女', '保密']);
    const off = await h.put(
      '/sys/dictItem/edit',
      { id, dictId: sexId, itemText: '保密', itemValue: '8', status: 0 },
      admin.token,
    );
    expect(off.body).toMatchObject({ success: true });
    await seen(['男', '女']);
  });

  it('refleshCache answers the spec message, and a change is seen at once', async () => {
    const r = await h.get('/sys/dict/refleshCache', plain.token);
    expect([r.status, r.body.message]).toEqual([200, '刷新缓存完成！']);
    const id = await addItem(sexId, '其他', '9', { sortOrder: 9 });
    expect(
      (await h.get<Option[]>('/sys/dict/getDictItems/sex', plain.token)).body.result.map((o) => o.value),
    ).toEqual(['1', '2', '9']);
    await h.del(`/sys/dictItem/delete?id=${id}`, admin.token);
  });

  it("loadDict searches a dictionary's texts; loadDictItem translates values in order", async () => {
    expect(
      (await h.get<Option[]>(`/sys/dict/loadDict/sex?keyword=${enc('女')}`, plain.token)).body.result,
    ).toEqual([{ value: '2', text: '女', title: '女', label: '女', color: '#f50' }]);
    expect((await h.get<string[]>('/sys/dict/loadDictItem/sex?key=2,1,0', plain.token)).body.result).toEqual([
      '女',
      '男',
      '保密', // a disabled item still reads
    ]);
    expect(
      (await h.get<string[]>('/sys/dict/loadDictItem/sex?key=2,x&delNotExist=false', plain.token)).body
        .result,
    ).toEqual(['女', 'x']);
  });

  describe('table dictionaries', () => {
    let t1: { id: string; token: string };
    let t2: { id: string; token: string };
    beforeAll(async () => {
      t1 = await h.userWith('t1-zhang', { tenantId: '1' });
      await h.userWith('t1-li', { tenantId: '1' });
      t2 = await h.userWith('t2-wang', { tenantId: '2' });
    });

    it("serve the whitelisted columns within the caller's tenant", async () => {
      const mine = await h.get<Option[]>(
        `/sys/dict/loadDict/${enc('sys_user,realname,username')}?keyword=t1`,
        t1.token,
      );
      expect(mine.body.result.map((o) => o.value)).toEqual(['t1-li', 't1-zhang']);
      const items = await h.get<Option[]>(`/sys/dict/getDictItems/${enc('sys_user,realname,id')}`, t1.token);
      expect(items.body.result.map((o) => o.text)).toEqual(['t1-li', 't1-zhang']);
      const texts = await h.get<string[]>(
        `/sys/dict/loadDictItem/sys_user,realname,username?key=t1-zhang,t1-li`,
        t1.token,
      );
      expect(texts.body.result).toEqual(['t1-zhang', 't1-li']);
    });

    it('a tenant-2 user sees no tenant-1 names, whatever it asks', async () => {
      const search = await h.get<Option[]>(
        `/sys/dict/loadDict/sys_user,realname,username?keyword=t1`,
        t2.token,
      );
      expect(search.body.result).toEqual([]);
      const all = await h.get<Option[]>(`/sys/dict/getDictItems/sys_user,realname,username`, t2.token);
      expect(all.body.result.map((o) => o.value)).toEqual(['t2-wang']);
      const guessed = await h.get<string[]>(
        `/sys/dict/loadDictItem/sys_user,realname,id?key=t1-zhang,${t1.id}`,
        t2.token,
      );
      expect(guessed.body.result).toEqual([]);
    });

    it.each([
      'sys_user,password_hash,username',
      'sys_user,realname,password_hash',
      'pg_catalog.pg_user,usename,usename',
      'sys_user,realname,username,1=1',
      "sys_user,realname,username' or '1'='1",
      'sys_login_log,ip,user_id',
    ])('refuses %s with the spec message (400)', async (dict) => {
      for (const path of ['loadDict', 'loadDictItem', 'getDictItems']) {
        const r = await h.get(`/sys/dict/${path}/${enc(dict)}?keyword=a&key=a`, t1.token);
        expect([r.status, r.body.message]).toEqual([400, TABLE_DICT_INVALID]);
      }
    });

    it('a keyword is a bound value: LIKE wildcards and quotes match literally', async () => {
      for (const keyword of ['%', '_', "' or '1'='1"]) {
        const r = await h.get<Option[]>(
          `/sys/dict/loadDict/sys_user,realname,username?keyword=${enc(keyword)}`,
          t1.token,
        );
        expect(r.body.result).toEqual([]);
      }
    });
  });

  describe('tree data (sys/dict/loadTreeData)', () => {
    let t3: { id: string; token: string };
    const ids = { hq: randomUUID(), buy: randomUUID(), buy1: randomUUID() };
    const depart = (id: string, name: string, parentId: string | null, orgCode: string, tenantId = '3') =>
      system.createRecord(h.services.store(), 'depart', {
        id,
        tenantId,
        values: { departName: name, orgCode, parentId, orgCategory: parentId ? '2' : '1' },
      });
    const tree = (query: string, token = t3.token) =>
      h.get<TreeNode[]>(
        `/sys/dict/loadTreeData?tableName=sys_depart&text=depart_name&code=id&pidField=parent_id&${query}`,
        token,
      );

    beforeAll(async () => {
      t3 = await h.userWith('t3-admin', { tenantId: '3' });
      await depart(ids.hq, '总部', null, 'T3A01');
      await depart(ids.buy, '采购部', ids.hq, 'T3A01A01');
      await depart(ids.buy1, '采购一组', ids.buy, 'T3A01A01A01');
      await depart(randomUUID(), '别家公司', null, 'T4A01', '4');
    });

    it('answers one level at a time with leaf 0 (has children) / 1 (leaf), within the tenant', async () => {
      expect((await tree('pid=')).body.result).toEqual([
        { key: ids.hq, value: ids.hq, title: '总部', label: '总部', leaf: 0, isLeaf: false, parentId: null },
      ]);
      expect((await tree(`pid=${ids.buy}`)).body.result).toMatchObject([
        { key: ids.buy1, title: '采购一组', leaf: 1, isLeaf: true },
      ]);
      const byCode = await h.get<TreeNode[]>(
        `/sys/dict/loadTreeData?tableName=sys_depart&text=depart_name&code=org_code&pidField=parent_id&pid=${ids.hq}&hasChildField=has_child`,
        t3.token,
      );
      expect(byCode.body.result).toMatchObject([{ key: ids.buy, value: 'T3A01A01', leaf: 0 }]);
    });

    it('filters by a whitelisted condition; a non-JSON condition gets the spec message', async () => {
      expect(
        (await tree(`pid=${ids.hq}&condition=${enc('{"orgCode":"T3A01A01"}')}`)).body.result,
      ).toHaveLength(1);
      expect((await tree(`pid=${ids.hq}&condition=${enc('{"org_code":"nope"}')}`)).body.result).toEqual([]);
      for (const condition of ['abc', '[1]', '{"orgCode":{"a":1}}']) {
        const r = await tree(`condition=${enc(condition)}`);
        expect([r.status, r.body.message]).toEqual([400, TREE_CONDITION_INVALID]);
      }
    });

    it('refuses an injection attempt in condition or names with 400, and nothing runs', async () => {
      const before = [await count('sys_depart'), await count('sys_user')];
      const attempts = [
        `condition=${enc('{"1=1; delete from sys_depart; --":"x"}')}`,
        `condition=${enc('{"parent_id is null or 1":"1"}')}`,
        `condition=${enc('{"tenant_id":"4"}')}`,
        `sqlCondition=${enc('1=1')}`,
      ];
      for (const a of attempts) expect((await tree(a)).status).toBe(400);
      for (const q of [
        'tableName=sys_user&text=realname&code=id&pidField=id',
        `tableName=${enc('sys_depart; delete from sys_depart')}&text=depart_name&code=id&pidField=parent_id`,
        'tableName=sys_depart&text=mobile&code=id&pidField=parent_id',
        'tableName=sys_depart&text=depart_name&code=id&pidField=tenant_id',
        'tableName=sys_depart&text=depart_name&code=id&pidField=parent_id&hasChildField=1%3D1',
      ]) {
        const r = await h.get(`/sys/dict/loadTreeData?${q}`, t3.token);
        expect(r.status).toBe(400);
      }
      expect([await count('sys_depart'), await count('sys_user')]).toEqual(before);
    });

    it('serves category trees too (platform-wide)', async () => {
      const r = await h.get<TreeNode[]>(
        '/sys/dict/loadTreeData?tableName=sys_category&text=name&code=code&pidField=pid&pid=',
        t3.token,
      );
      expect(r.status).toBe(200);
      expect(r.body.result).toEqual([]);
    });
  });

  it('deleting a dictionary deletes its items with it, each an audited event', async () => {
    const d = await h.post<{ id: string }>(
      '/sys/dict/add',
      { dictName: '优先级', dictCode: 'priority' },
      admin.token,
    );
    const items = [
      await addItem(d.body.result.id, '一般', 'L'),
      await addItem(d.body.result.id, '紧急', 'H'),
    ];
    const gone = await h.del(`/sys/dict/delete?id=${d.body.result.id}`, admin.token);
    expect([gone.status, gone.body.message]).toEqual([200, '删除成功!']);
    expect((await h.get<Option[]>('/sys/dict/getDictItems/priority', plain.token)).body.result).toEqual([]);
    const left = await h.services
      .db()
      .selectFrom('sys_dict_item')
      .select('id')
      .where('id', 'in', items)
      .execute();
    expect(left).toEqual([]);
    for (const id of items) {
      const { events } = await h.services.store().readStream(system.recordStreamId('dictItem', id));
      expect(events.at(-1)).toMatchObject({ type: 'RecordDeleted', metadata: { actor: admin.id } });
    }
    expect(
      (await h.get<Record<string, unknown>>('/sys/dict/queryAllDictItems', plain.token)).body.result,
    ).not.toHaveProperty('priority');
  });
});
