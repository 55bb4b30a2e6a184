import { describe, expect, it } from 'vitest';
import { entityDefinition, permissionsOf } from './definition';
import { normalizeDecimal } from './field-value';
import { recordSchema, validateRecord } from './record-validator';

const def = entityDefinition.parse({
  name: 'material',
  label: '物料',
  table: 'md_material',
  kind: 'tree',
  fields: [
    {
      name: 'code',
      label: '物料编码',
      type: 'string',
      length: 10,
      required: true,
      pattern: { regex: '^[A-Z0-9-]+$', message: '物料编码只能包含大写字母、数字和-' },
    },
    { name: 'unit', label: '单位', type: 'string', widget: 'list', dictCode: 'unit', required: true },
    { name: 'colors', label: '颜色', type: 'string', widget: 'checkbox', dictCode: 'color' },
    { name: 'qty', label: '数量', type: 'integer', default: 1 },
    { name: 'price', label: '单价', type: 'decimal', precision: 8, scale: 2 },
    { name: 'validFrom', label: '生效日期', type: 'date' },
    { name: 'checkedAt', label: '检验时间', type: 'datetime' },
    { name: 'enabled', label: '启用', type: 'string', widget: 'switch' },
    { name: 'note', label: '备注', type: 'text' },
    { name: 'photo', label: '图片', type: 'string', widget: 'image', required: true },
  ],
  list: { columns: ['code'] },
  permissions: permissionsOf('md:material'),
  variants: { buyer: { base: '/md/material', actions: ['list'] } },
});

const dictionaries = { unit: ['kg', 't'], color: ['white', 'black'] };
const problems = (values: unknown, mode: 'create' | 'update' = 'create') => {
  const r = validateRecord(def, values, mode, { dictionaries });
  return r.ok ? [] : r.problems;
};

describe('record values from a definition', () => {
  it('creates with defaults, normalised values and the switch off when empty', () => {
    const r = validateRecord(
      def,
      {
        code: ' M-01 ',
        unit: 'kg',
        colors: 'white,black',
        price: 12.5,
        validFrom: '2026/1/5',
        checkedAt: '2026-01-05 08:30',
        photo: 'a.png',
        id: 'ignored',
      },
      'create',
      { dictionaries },
    );
    expect(r).toEqual({
      ok: true,
      values: {
        code: 'M-01',
        unit: 'kg',
        colors: 'white,black',
        qty: 1,
        price: '12.50',
        validFrom: '2026-01-05',
        checkedAt: '2026-01-05 08:30:00',
        enabled: 'N',
        note: null,
        photo: 'a.png',
        pid: '0',
      },
    });
  });

  it('says what is wrong with each field, in Chinese', () => {
    expect(
      problems({
        code: 'm 1',
        unit: 'g',
        colors: 'white,red',
        qty: 1.5,
        price: '1234567.1',
        validFrom: '2026-02-30',
        checkedAt: '2026-01-05',
        enabled: 'yes',
      }),
    ).toEqual([
      { field: 'code', message: '物料编码只能包含大写字母、数字和-' },
      { field: 'unit', message: '单位的值不在字典中' },
      { field: 'colors', message: '颜色的值不在字典中' },
      { field: 'qty', message: '数量必须是整数' },
      { field: 'price', message: '单价最多6位整数、2位小数' },
      { field: 'validFrom', message: '生效日期日期格式应为 YYYY-MM-DD' },
      { field: 'checkedAt', message: '检验时间格式应为 YYYY-MM-DD HH:mm:ss' },
      { field: 'enabled', message: '启用只能是 Y 或 N' },
      { field: 'photo', message: '请上传图片!' },
    ]);
    expect(problems({ code: '', unit: null, photo: 'p' })).toEqual([
      { field: 'code', message: '请输入物料编码!' },
      { field: 'unit', message: '请选择单位!' },
    ]);
    expect(problems({ code: 'ABCDEFGHIJK', unit: 'kg', photo: 'p' })).toEqual([
      { field: 'code', message: '物料编码长度不能超过10个字符' },
    ]);
    expect(problems('x')).toEqual([{ field: '', message: '请求体必须是 JSON 对象' }]);
  });

  it('checks only the fields an update sends', () => {
    expect(validateRecord(def, { note: '改了' }, 'update')).toEqual({ ok: true, values: { note: '改了' } });
    expect(problems({ code: null }, 'update')).toEqual([{ field: 'code', message: '请输入物料编码!' }]);
  });

  it('is also a zod schema whose issues carry the field', () => {
    const r = recordSchema(def, 'update').safeParse({ qty: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['qty', '数量必须是整数']]);
  });

  it('prints decimals as numeric(p, s) does, never through a float', () => {
    expect(normalizeDecimal('0012.3', 18, 4)).toEqual({ value: '12.3000' });
    expect(normalizeDecimal('-0.00', 18, 2)).toEqual({ value: '0.00' });
    expect(normalizeDecimal('123456789012345678.99', 20, 2)).toEqual({ value: '123456789012345678.99' });
    expect(normalizeDecimal('1.234', 18, 2)).toEqual({ problem: 'digits' });
    expect(normalizeDecimal('1e3', 18, 2)).toEqual({ problem: 'format' });
  });
});

describe('a field numbered by a fill rule (billCode)', () => {
  const numbered = entityDefinition.parse({
    name: 'material',
    label: '物料',
    table: 'md_material',
    fields: [
      { name: 'code', label: '物料编码', type: 'string', required: true, billCode: 'material' },
      { name: 'name', label: '物料名称', type: 'string', required: true },
    ],
    list: { columns: ['code'] },
    permissions: permissionsOf('md:material'),
    variants: { buyer: { base: '/md/material', actions: ['list'] } },
  });

  it('may be empty on creation (the domain numbers it), never emptied by an edit', () => {
    expect(validateRecord(numbered, { name: '短切毡' }, 'create')).toEqual({
      ok: true,
      values: { code: null, name: '短切毡' },
    });
    expect(validateRecord(numbered, { code: '', name: '' }, 'create')).toEqual({
      ok: false,
      problems: [{ field: 'name', message: '请输入物料名称!' }],
    });
    expect(validateRecord(numbered, { code: ' ' }, 'update')).toEqual({
      ok: false,
      problems: [{ field: 'code', message: '请输入物料编码!' }],
    });
  });

  it('is a text field with a rule code', () => {
    const declare = (field: Record<string, unknown>) =>
      entityDefinition.safeParse({
        ...numbered,
        fields: [field, { name: 'name', label: '物料名称', type: 'string' }],
      });
    expect(
      declare({ name: 'code', label: '编号', type: 'integer', billCode: 'material' }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        message: '编号：只有文本类型可以按编码规则生成',
        path: ['fields', 0, 'billCode'],
      }),
    ]);
    expect(declare({ name: 'code', label: '编号', type: 'string', billCode: "x'; drop" }).success).toBe(
      false,
    );
  });
});
