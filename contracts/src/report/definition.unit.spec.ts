import { describe, expect, it } from 'vitest';
import { columnOf, entityDefinition, permissionsOf, type FieldDefinitionInput } from '../masterdata/index';
import { onlineReportInput, reportFieldsOf, reportProblems, type OnlineReportInput } from './index';

const entity = (name: string, label: string, fields: FieldDefinitionInput[]) =>
  entityDefinition.parse({
    name,
    label,
    table: `md_${columnOf(name)}`,
    fields,
    list: { columns: [fields[0]!.name] },
    permissions: permissionsOf(`masterdata:${name}`),
    variants: { buyer: { base: `/masterdata/${name}`, actions: ['list'] } },
  });
const mat = entity('material', '物料', [
  { name: 'code', label: '物料编码', type: 'string' },
  { name: 'name', label: '物料名称', type: 'string' },
  { name: 'remark', label: '说明', type: 'text' },
]);
const price = entity('materialPrice', '物料价格', [
  {
    name: 'materialCode',
    label: '物料',
    type: 'string',
    widget: 'sel_search',
    dictTable: { table: 'md_material', text: 'name', code: 'code' },
  },
  { name: 'price', label: '含税单价', type: 'decimal', precision: 18, scale: 4 },
  { name: 'effectiveDate', label: '生效日期', type: 'date' },
  { name: 'priceSource', label: '价格来源', type: 'string', widget: 'list', dictCode: 'price_source' },
]);
const problems = (over: Partial<OnlineReportInput>) =>
  reportProblems(
    onlineReportInput.parse({
      code: 'r1',
      name: '报表',
      entity: 'material',
      columns: [{ field: 'code' }],
      ...over,
    }),
    mat,
  );

describe('online report definitions', () => {
  it('offers the fields of the entity and its base columns, with the view a search uses', () => {
    const fields = Object.fromEntries(
      reportFieldsOf(price).map((f) => [f.name, [f.kind, f.view, f.dictCode]]),
    );
    expect(fields.price).toEqual(['number', 'number', null]);
    expect(fields.effectiveDate).toEqual(['date', 'date', null]);
    expect(fields.priceSource).toEqual(['string', 'list', 'price_source']);
    // A picker searches as text.
    expect(fields.materialCode).toEqual(['string', 'text', null]);
    expect(fields.createTime).toEqual(['date', 'date', null]);
  });

  it("accepts a report over the entity's own fields", () => {
    expect(
      problems({
        columns: [
          { field: 'code', sortable: true },
          { field: 'createTime', sortable: true },
        ],
        queryFields: [{ field: 'name' }, { field: 'createTime', mode: 'range' }],
        defaultSort: { field: 'code', order: 'asc' },
      }),
    ).toEqual([]);
  });

  it('refuses unknown and repeated fields, ranges over text, a default sort that is not a sortable column', () => {
    expect(
      problems({
        columns: [{ field: 'code' }, { field: 'code' }, { field: 'constructor' }],
        queryFields: [{ field: 'name', mode: 'range' }, { field: 'toString' }],
        defaultSort: { field: 'code', order: 'asc' },
      }),
    ).toEqual([
      { path: 'columns.1.field', message: '字段「code」重复' },
      { path: 'columns.2.field', message: '字段「constructor」不属于「物料」' },
      { path: 'queryFields.0.mode', message: '字段「name」不支持范围查询' },
      { path: 'queryFields.1.field', message: '字段「toString」不属于「物料」' },
      { path: 'defaultSort.field', message: '默认排序字段必须是可排序的列' },
    ]);
  });

  it('refuses codes and field names outside their patterns, and any key it does not know', () => {
    const base = { code: 'r1', name: '报表', entity: 'material', columns: [{ field: 'code' }] };
    const first = (v: unknown) => onlineReportInput.safeParse(v).error?.issues[0]?.message;
    expect(first({ ...base, code: 'R1; drop' })).toBe(
      '报表编码只能包含小写字母、数字和下划线，以字母开头（2到50个字符）',
    );
    expect(first({ ...base, columns: [{ field: 'name"--' }] })).toBe('字段名不正确');
    expect(first({ ...base, sql: 'select 1' })).toBe('不支持的字段：sql');
    expect(first({ ...base, columns: [{ field: 'code', width: 5 }] })).toBe('列宽应在40到1000之间');
  });
});
