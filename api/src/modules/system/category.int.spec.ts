import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import { TREE_CONDITION_INVALID } from './dict.routes';

type Node = {
  key: string;
  value: string;
  title: string;
  label: string;
  leaf: 0 | 1;
  isLeaf: boolean;
  code: string;
  parentId: string;
};
type Row = { id: string; name: string; code: string; pid: string; hasChild?: string };
type Page<T> = { records: T[]; total: number };

const ACTIONS = [
  'system:category:add',
  'system:category:edit',
  'system:category:delete',
  'system:category:list',
];
const enc = encodeURIComponent;

describe('categories (分类字典): admin and tree loaders (real PostgreSQL)', () => {
  let h: Harness;
  let admin: { id: string; token: string };
  let plain: { id: string; token: string };
  const id: Record<string, string> = {};

  const add = async (name: string, code: string, pid?: string) => {
    const r = await h.post<{ id: string }>(
      '/sys/category/add',
      { name, code, ...(pid ? { pid } : {}) },
      admin.token,
    );
    expect(r.body).toMatchObject({ success: true });
    id[code] = r.body.result.id;
    return r.body.result.id;
  };

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.userWith('cat-admin', { actions: ACTIONS });
    plain = await h.userWith('cat-plain', { tenantId: '2', actions: ['something:else'] });
    await add('原材料', 'A');
    await add('玻璃纤维', 'A01', id.A);
    await add('无碱纱', 'A0101', id.A01);
    await add('辅料', 'B');
  });
  afterAll(async () => h?.close());

  it('refuses admin routes without the action (403 拒绝访问) and checks parent and code', async () => {
    for (const a of [
      await h.post('/sys/category/add', { name: 'x', code: 'X' }, plain.token),
      await h.put('/sys/category/edit', { id: id.B, name: 'x' }, plain.token),
      await h.get('/sys/category/list', plain.token),
      await h.get('/sys/category/rootList', plain.token),
      await h.del(`/sys/category/delete?id=${id.B}`, plain.token),
    ])
      expect([a.status, a.body.message]).toEqual([403, '拒绝访问']);
    const dup = await h.post('/sys/category/add', { name: '重复', code: 'A' }, admin.token);
    expect([dup.status, dup.body.message]).toEqual([400, '分类编码已存在']);
    const orphan = await h.post('/sys/category/add', { name: '孤儿', code: 'Z', pid: 'nope' }, admin.token);
    expect([orphan.status, orphan.body.message]).toEqual([400, '上级分类不存在']);
  });

  it('loadTreeData: the roots by default (pcode 0), with key/value the id and leaf 0 or 1', async () => {
    const r = await h.get<Node[]>('/sys/category/loadTreeData', plain.token);
    expect(r.body.result).toEqual([
      {
        key: id.A,
        value: id.A,
        title: '原材料',
        label: '原材料',
        leaf: 0,
        isLeaf: false,
        code: 'A',
        parentId: '0',
      },
      {
        key: id.B,
        value: id.B,
        title: '辅料',
        label: '辅料',
        leaf: 1,
        isLeaf: true,
        code: 'B',
        parentId: '0',
      },
    ]);
    expect(
      (await h.get<Node[]>('/sys/category/loadTreeData?pcode=0&pid=', plain.token)).body.result,
    ).toHaveLength(2);
  });

  it('loadTreeData: under the category of a pcode, or under a pid', async () => {
    expect(
      (await h.get<Node[]>('/sys/category/loadTreeData?pcode=A', plain.token)).body.result,
    ).toMatchObject([{ key: id.A01, label: '玻璃纤维', leaf: 0 }]);
    expect(
      (await h.get<Node[]>(`/sys/category/loadTreeData?pid=${id.A01}`, plain.token)).body.result,
    ).toMatchObject([{ key: id.A0101, label: '无碱纱', leaf: 1, parentId: id.A01 }]);
    const bad = await h.get('/sys/category/loadTreeData?pcode=NOPE', plain.token);
    expect([bad.status, bad.body.message]).toEqual([400, '加载分类字典树参数有误.[code]!']);
    expect((await h.get('/sys/category/loadTreeData')).status).toBe(401);
  });

  it('loadTreeData: a condition is a JSON object over code and name only', async () => {
    const only = await h.get<Node[]>(
      `/sys/category/loadTreeData?condition=${enc('{"code":"B"}')}`,
      plain.token,
    );
    expect(only.body.result.map((n) => n.code)).toEqual(['B']);
    const notJson = await h.get(`/sys/category/loadTreeData?condition=abc`, plain.token);
    expect([notJson.status, notJson.body.message]).toEqual([400, TREE_CONDITION_INVALID]);
    const injected = await h.get(
      `/sys/category/loadTreeData?condition=${enc('{"1=1) or (1":"1","code; delete from sys_category":"x"}')}`,
      plain.token,
    );
    expect(injected.status).toBe(400);
    expect((await h.get<Node[]>('/sys/category/loadTreeData', plain.token)).body.result).toHaveLength(2);
  });

  it('loadDictItem: names of ids in the same order; unknown ids left out unless delNotExist=false', async () => {
    const r = await h.get<string[]>(`/sys/category/loadDictItem/?ids=${id.B},${id.A0101},nope`, plain.token);
    expect(r.body.result).toEqual(['辅料', '无碱纱']);
    const kept = await h.get<string[]>(
      `/sys/category/loadDictItem?ids=nope,${id.A}&delNotExist=false`,
      plain.token,
    );
    expect(kept.body.result).toEqual(['nope', '原材料']);
    expect((await h.get<string[]>('/sys/category/loadDictItem/', plain.token)).body.result).toEqual([]);
  });

  it('rootList: the roots paged with hasChild; pid for a level below', async () => {
    const roots = await h.get<Page<Row>>('/sys/category/rootList?pageSize=1', admin.token);
    expect(roots.body.result).toMatchObject({ total: 2, records: [{ code: 'A', hasChild: '1' }] });
    const below = await h.get<Page<Row>>(`/sys/category/rootList?pid=${id.A}`, admin.token);
    expect(below.body.result.records).toMatchObject([{ code: 'A01', hasChild: '1', pid: id.A }]);
    const list = await h.get<Page<Row>>('/sys/category/list?code=A*', admin.token);
    expect(list.body.result.records.map((c) => c.code)).toEqual(['A', 'A01', 'A0101']);
  });

  it('edits a category; moving one under itself or its own child is refused', async () => {
    const renamed = await h.put('/sys/category/edit', { id: id.B, name: '辅助材料' }, admin.token);
    expect(renamed.body.success).toBe(true);
    expect((await h.get<Row>(`/sys/category/queryById?id=${id.B}`, admin.token)).body.result.name).toBe(
      '辅助材料',
    );
    for (const pid of [id.A, id.A0101]) {
      const r = await h.put('/sys/category/edit', { id: id.A, pid }, admin.token);
      expect([r.status, r.body.message]).toEqual([400, '不能将分类移动到其自身或其子分类下']);
    }
    const moved = await h.put('/sys/category/edit', { id: id.A0101, pid: id.B }, admin.token);
    expect(moved.body.success).toBe(true);
    expect(
      (await h.get<Node[]>(`/sys/category/loadTreeData?pid=${id.B}`, plain.token)).body.result,
    ).toMatchObject([{ key: id.A0101 }]);
    await h.put('/sys/category/edit', { id: id.A0101, pid: id.A01 }, admin.token);
  });

  it('a batch delete is all or none: one refused id leaves every other id of the batch in place', async () => {
    const leaf = await add('临时', 'TMP');
    const codes = async () =>
      (
        await h.get<{ records: { code: string }[] }>('/sys/category/list?pageSize=100', admin.token)
      ).body.result.records
        .map((r) => r.code)
        .sort();
    const before = await codes();
    // The leaf comes first and passes every check; A (a child left behind) refuses the batch.
    const refused = await h.del(`/sys/category/deleteBatch?ids=${leaf},${id.A}`, admin.token);
    expect([refused.status, refused.body.message]).toEqual([409, '该分类下存在子分类，不能删除！']);
    const unknown = await h.del(`/sys/category/deleteBatch?ids=${leaf},nope`, admin.token);
    expect([unknown.status, unknown.body.message]).toEqual([404, '未找到对应数据']);
    expect(await codes()).toEqual(before);
    expect((await h.del(`/sys/category/deleteBatch?ids=${leaf}`, admin.token)).body.success).toBe(true);
  });

  it('refuses to delete a category with children; deletes a leaf, or a parent with all its children', async () => {
    const refused = await h.del(`/sys/category/delete?id=${id.A}`, admin.token);
    expect([refused.status, refused.body.message]).toEqual([409, '该分类下存在子分类，不能删除！']);
    const batchMissingChild = await h.del(`/sys/category/deleteBatch?ids=${id.A},${id.A01}`, admin.token);
    expect(batchMissingChild.status).toBe(409);
    expect((await h.get<Node[]>('/sys/category/loadTreeData', plain.token)).body.result).toHaveLength(2);

    expect((await h.del(`/sys/category/delete?id=${id.A0101}`, admin.token)).body.success).toBe(true);
    const batch = await h.del(`/sys/category/deleteBatch?ids=${id.A},${id.A01}`, admin.token);
    expect(batch.body).toMatchObject({ success: true, message: '批量删除成功!' });
    expect(
      (await h.get<Node[]>('/sys/category/loadTreeData', plain.token)).body.result.map((n) => n.code),
    ).toEqual(['B']);
  });
});
