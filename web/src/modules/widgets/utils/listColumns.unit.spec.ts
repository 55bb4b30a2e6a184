import { describe, expect, it } from 'vitest';
import { exportFields, fieldOf, filterColumns, superQueryFields, type ColumnShape } from './listColumns';

const columns: ColumnShape[] = [
  { title: '角色名称', dataIndex: 'roleName', queryMode: 'contains', searchable: true },
  { title: '角色编码', dataIndex: 'roleCode', queryMode: 'contains', searchable: true },
  { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', searchable: true, hideInSearch: true },
  {
    title: '创建时间',
    dataIndex: 'createTime',
    valueType: 'dateRange',
    hideInTable: true,
    queryMode: 'range',
  },
  { title: '排序', dataIndex: 'sortNo', valueType: 'digit', searchable: true },
  { title: '部门', dataIndex: ['depart', 'name'] },
  { title: '操作', valueType: 'option', key: 'option' },
];

describe('list columns', () => {
  it('a column filters the field of its dataIndex, else of its key', () => {
    expect(fieldOf({ dataIndex: 'roleName' })).toBe('roleName');
    expect(fieldOf({ dataIndex: ['depart', 'name'] })).toBe('depart.name');
    expect(fieldOf({ key: 'option' })).toBe('option');
    expect(fieldOf({})).toBeNull();
  });
  it('carries the filter mode of each column in the search form to the request', () => {
    expect(filterColumns(columns).slice(0, 3)).toEqual([
      { key: 'roleName', filterMode: 'contains' },
      { key: 'roleCode', filterMode: 'contains' },
      { key: 'createTime', filterMode: 'range' },
    ]);
  });
  it('offers the searchable columns in the super query, typed by their value type', () => {
    expect(superQueryFields(columns)).toEqual([
      { value: 'roleName', label: '角色名称', type: 'string' },
      { value: 'roleCode', label: '角色编码', type: 'string' },
      { value: 'createTime', label: '创建时间', type: 'date' },
      { value: 'sortNo', label: '排序', type: 'number' },
    ]);
  });
  it('exports the shown data columns in order, without hidden or action columns', () => {
    expect(exportFields(columns)).toEqual(['roleName', 'roleCode', 'createTime', 'sortNo']);
  });
});
