import { codeField, dict, masterEntity, nameField, sortNoField, statusField, text } from './common';

/**
 * 区域: one tree of countries, provinces, cities and districts. Countries are the roots, coded by
 * their calling code (中国 86); below China the GB/T 2260 administrative division codes.
 */
export const area = masterEntity('area', '区域', {
  kind: 'tree',
  fields: [
    codeField('区域编码', 12, { uniqueMessage: '区域编码已存在' }),
    nameField('区域名称', 50),
    text('shortName', '简称', 20),
    dict('level', '级别', 'area_level', { required: true }),
    text('englishName', '英文名称', 100),
    sortNoField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'shortName', 'level', 'sortNo', 'status'],
    sortable: ['code', 'sortNo'],
    defaultSort: { field: 'sortNo', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }, { field: 'level' }],
});

export const placeEntities = [area];
