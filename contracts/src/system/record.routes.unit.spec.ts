import { describe, expect, expectTypeOf, it } from 'vitest';
import { routes, type DeleteBase, type ListBase } from '../index';

describe('generic record contracts', () => {
  it('every entity base gets its routes with Chinese summaries and actions', () => {
    expect(routes.roleDeleteBatch).toMatchObject({
      method: 'DELETE',
      path: '/sys/role/deleteBatch',
      summary: '批量删除角色（全部成功或全部不删）',
      access: 'system:role:delete',
      tag: 'system',
    });
    expect(routes.roleEditPost).toMatchObject({ method: 'POST', path: '/sys/role/edit' });
    expect(routes.roleExportXls).toMatchObject({ method: 'GET', file: true, access: 'system:role:list' });
    expect(routes.tenantList.summary).toBe('租户列表');
  });
  it('route names and method + path pairs are unique', () => {
    const pairs = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
  it('the list and delete bases are typed from the contract', () => {
    expectTypeOf<'/sys/role'>().toExtend<ListBase>();
    expectTypeOf<'/sys/dictItem'>().toExtend<DeleteBase>();
    expectTypeOf<'/sys/permission'>().not.toExtend<ListBase>();
  });
});
