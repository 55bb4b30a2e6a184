import { describe, expect, it } from 'vitest';
import { exportQuery, listQuery, pageOf } from './listQuery';

const columns = [
  { key: 'roleName', filterMode: 'contains' as const },
  { key: 'roleCode', filterMode: 'ne' as const },
  { key: 'createTime', filterMode: 'range' as const },
  { key: 'status' },
];

describe('generic list request (spec §7)', () => {
  it('sends the page as pageNo and pageSize', () => {
    expect(listQuery({ params: { current: 3, pageSize: 20 }, columns })).toEqual({ pageNo: 3, pageSize: 20 });
    expect(listQuery({ params: {}, columns })).toEqual({ pageNo: 1, pageSize: 10 });
  });
  it('sends each search field in its column’s filter mode and leaves empty ones out', () => {
    expect(
      listQuery({
        params: { current: 1, pageSize: 10, roleName: '管理', roleCode: 'admin', status: 1, description: '' },
        columns,
      }),
    ).toEqual({ pageNo: 1, pageSize: 10, roleName: '*管理*', roleCode: '!admin', status: '1' });
  });
  it('a range field becomes <field>_begin and <field>_end', () => {
    expect(listQuery({ params: { createTime: ['2026-01-01', '2026-01-31'] }, columns })).toMatchObject({
      createTime_begin: '2026-01-01',
      createTime_end: '2026-01-31',
    });
  });
  it('multi-valued filters are comma-joined', () => {
    expect(listQuery({ params: { status: [1, 2] }, filter: { sex: ['1', '2'], yn: null }, columns })).toEqual(
      {
        pageNo: 1,
        pageSize: 10,
        status: '1,2',
        sex: '1,2',
      },
    );
  });
  it('the sorter becomes column and order', () => {
    expect(listQuery({ params: {}, sort: { createTime: 'ascend' }, columns })).toMatchObject({
      column: 'createTime',
      order: 'asc',
    });
    expect(listQuery({ params: {}, sort: { roleName: null, createTime: 'descend' }, columns })).toMatchObject(
      {
        column: 'createTime',
        order: 'desc',
      },
    );
    expect(listQuery({ params: {}, sort: { roleName: null }, columns })).not.toHaveProperty('column');
  });
  it('adds the super query when it has complete conditions', () => {
    const q = listQuery({
      params: {},
      columns,
      superQuery: { conditions: [{ field: 'roleCode', rule: 'eq', val: 'buyer' }], matchType: 'or' },
    });
    expect(q['superQueryMatchType']).toBe('or');
    expect(JSON.parse(decodeURIComponent(String(q['superQueryParams'])))).toEqual([
      { field: 'roleCode', rule: 'eq', val: 'buyer' },
    ]);
    expect(
      listQuery({
        params: {},
        columns,
        superQuery: { conditions: [{ field: 'roleCode' }], matchType: 'and' },
      }),
    ).toEqual({ pageNo: 1, pageSize: 10 });
  });
});

describe('export request', () => {
  const q = { pageNo: 2, pageSize: 10, roleName: '*管理*', column: 'createTime', order: 'desc' };
  it('keeps the filters and sorter but not the paging', () => {
    expect(exportQuery(q, [], [])).toEqual({ roleName: '*管理*', column: 'createTime', order: 'desc' });
  });
  it('names the ticked rows as selections and the shown columns as field', () => {
    expect(exportQuery(q, ['r1', 'r2'], ['roleName', 'roleCode'])).toMatchObject({
      selections: 'r1,r2',
      field: 'roleName,roleCode',
    });
  });
});

describe('list answers', () => {
  it('reads { records, total } and plain lists', () => {
    expect(pageOf({ records: [{ id: 1 }], total: 7, current: 1 })).toEqual({
      records: [{ id: 1 }],
      total: 7,
    });
    expect(pageOf([{ id: 1 }, { id: 2 }])).toEqual({ records: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(pageOf(null)).toEqual({ records: [], total: 0 });
  });
});
