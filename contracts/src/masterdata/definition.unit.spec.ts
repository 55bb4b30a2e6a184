import { describe, expect, it } from 'vitest';
import {
  entityDefinition,
  permissionsOf,
  variantView,
  WIDGET_CONFIG_MESSAGES,
  type EntityDefinitionInput,
} from './definition';
import {
  columnOf,
  entityNameProblem,
  fieldNameProblem,
  onlineTableOf,
  tableNameProblem,
} from './identifiers';

const material = (over: Partial<EntityDefinitionInput> = {}): EntityDefinitionInput => ({
  name: 'material',
  label: '物料',
  table: 'md_material',
  ownerField: undefined,
  fields: [
    { name: 'code', label: '物料编码', type: 'string', length: 50, required: true, unique: true },
    { name: 'name', label: '物料名称', type: 'string', length: 100, required: true },
    { name: 'unit', label: '单位', type: 'string', length: 20, widget: 'list', dictCode: 'unit' },
    { name: 'price', label: '参考单价', type: 'decimal', precision: 18, scale: 4 },
    { name: 'effectiveDate', label: '生效日期', type: 'date' },
  ],
  list: { columns: ['code', 'name', 'unit', 'createTime'], sortable: ['code', 'createTime'] },
  query: [{ field: 'name' }, { field: 'effectiveDate', mode: 'group' }],
  permissions: permissionsOf('masterdata:material'),
  variants: { buyer: { base: '/masterdata/material', actions: ['list', 'add', 'edit', 'delete'] } },
  ...over,
});

const messages = (input: unknown) => {
  const r = entityDefinition.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('entity definition', () => {
  it('accepts a declaration and fills in widgets, lengths, precision and the default sort', () => {
    const d = entityDefinition.parse(material());
    expect(d.origin).toBe('code');
    expect(d.kind).toBe('flat');
    expect(d.fields[0]).toMatchObject({ widget: 'text', length: 50, unique: true, required: true });
    expect(d.fields[3]).toMatchObject({ widget: 'number', precision: 18, scale: 4 });
    expect(d.list.defaultSort).toEqual({ field: 'createTime', order: 'desc' });
    expect(variantView(d, 'buyer')?.query).toEqual([
      { field: 'name', mode: 'single', view: 'text' },
      { field: 'effectiveDate', mode: 'group', view: 'date' },
    ]);
    // Parsing what was parsed changes nothing (stored definitions compare by value).
    expect(entityDefinition.parse(d)).toEqual(d);
  });

  it('refuses a list widget without a dictionary with the spec message', () => {
    const fields = [{ name: 'unit', label: '单位', type: 'string' as const, widget: 'list' as const }];
    expect(messages(material({ fields, list: { columns: ['unit'] }, query: [] }))).toContain(
      WIDGET_CONFIG_MESSAGES.dictCode,
    );
  });

  it('checks the popup, tree-select and table-dictionary configurations with the spec messages', () => {
    const fields = [
      { name: 'a', label: 'A', type: 'string' as const, widget: 'popup' as const, popup: { code: 'r' } },
      {
        name: 'b',
        label: 'B',
        type: 'string' as const,
        widget: 'popup' as const,
        popup: { code: 'r', orgFields: 'x,y', destFields: 'b' },
      },
      { name: 'c', label: 'C', type: 'string' as const, widget: 'sel_tree' as const, condition: '[1]' },
      {
        name: 'd',
        label: 'D',
        type: 'string' as const,
        widget: 'sel_search' as const,
        dictTable: { table: 't' },
      },
    ];
    expect(messages(material({ fields, list: { columns: ['a'] }, query: [] }))).toEqual([
      WIDGET_CONFIG_MESSAGES.popup,
      WIDGET_CONFIG_MESSAGES.popupCounts,
      WIDGET_CONFIG_MESSAGES.treeCondition,
      WIDGET_CONFIG_MESSAGES.dictTable,
    ]);
  });

  it('refuses a widget that cannot edit the type, and settings of another type', () => {
    const fields = [
      { name: 'a', label: '数量', type: 'decimal' as const, widget: 'date' as const },
      { name: 'b', label: '备注', type: 'text' as const, length: 10 },
    ];
    expect(messages(material({ fields, list: { columns: ['a'] }, query: [] }))).toEqual([
      '数量：控件「date」不能用于小数类型',
      '备注：只有文本类型可以设置长度',
    ]);
  });

  it('refuses references to fields it does not have, and a supplier view without an owner', () => {
    const m = messages(
      material({
        list: { columns: ['nope'], sortable: ['unit2'] },
        query: [{ field: 'name', mode: 'group' }],
        variants: {
          buyer: { base: '/masterdata/material', actions: ['list'] },
          sup: { base: '/sup/material', actions: ['list'] },
        },
      }),
    );
    expect(m).toEqual([
      '列表列「nope」不是实体的字段',
      '排序字段「unit2」不是实体的字段',
      '物料名称：只有数字和日期字段可以按范围查询',
      '供应商视图需要声明所属供应商字段（ownerField）',
    ]);
  });

  it('refuses a default value its own field would refuse, and a nested-quantifier pattern', () => {
    const fields = [
      { name: 'a', label: '数量', type: 'integer' as const, default: 'x' },
      {
        name: 'b',
        label: '编码',
        type: 'string' as const,
        pattern: { regex: '^(a+)+$', message: '编码不对' },
      },
    ];
    expect(messages(material({ fields, list: { columns: ['a'] }, query: [] }))).toEqual([
      '数量：默认值不正确：数量必须是整数',
      '编码：正则表达式不能嵌套重复（如 (a+)+）',
    ]);
  });

  it('refuses unknown keys (a typo in a code declaration is not ignored)', () => {
    expect(messages({ ...material(), colums: [] }).length).toBe(1);
  });
});

describe('identifiers', () => {
  const hostile = [
    'a"; drop table sys_user; --',
    "name'",
    'na;me',
    'x'.repeat(200),
    'select',
    'user',
    'Name',
    '1abc',
    'snake_case',
    '名称',
    '',
  ];
  it.each(hostile)('refuses the field name %j', (name) => {
    expect(fieldNameProblem(name, false)).not.toBeNull();
  });

  it('says why, in Chinese', () => {
    expect(fieldNameProblem('select', false)).toBe('字段名「select」是数据库保留字，不能使用');
    expect(fieldNameProblem('x'.repeat(200), false)).toBe(`字段名「${'x'.repeat(40)}…」过长，最多 30 个字符`);
    expect(fieldNameProblem('a";drop', false)).toBe(
      '字段名「a";drop」不合法：只能以小写字母开头，由字母和数字组成',
    );
    expect(fieldNameProblem('createdAt', false)).toBe('字段「createdAt」与系统字段重名');
    expect(fieldNameProblem('createTime', false)).toBe('字段「createTime」与系统字段重名');
  });

  it('keeps online fields and tables apart from built-in ones by their prefix', () => {
    expect(columnOf('xColor')).toBe('x_color');
    expect(fieldNameProblem('xColor', true)).toBeNull();
    expect(fieldNameProblem('color', true)).toMatch(/必须以 x 加大写字母开头/);
    expect(fieldNameProblem('xColor', false)).toMatch(/不能以 x 加大写字母开头/);
    expect(entityNameProblem('xDemoForm', 'online')).toBeNull();
    expect(onlineTableOf('xDemoForm')).toBe('md_x_demo_form');
    expect(tableNameProblem('md_x_demo_form', 'online')).toBeNull();
    expect(tableNameProblem('md_x_demo_form', 'code')).toMatch(/不能以 md_x_ 开头/);
    expect(tableNameProblem('sys_user', 'code')).toMatch(/必须以 md_ 开头/);
    expect(tableNameProblem('md_material"; --', 'code')).toMatch(/不合法/);
  });

  it('refuses a whole definition with a hostile identifier', () => {
    expect(messages(material({ name: 'm";drop--' }))[0]).toMatch(/实体名.*不合法/);
    expect(messages(material({ table: 'md_a; drop table events' }))[0]).toMatch(/数据表名.*不合法/);
  });
});
