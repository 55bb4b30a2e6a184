import {
  permissionsOf,
  type EntityDefinitionInput,
  type FieldDefinitionInput,
} from '@srm/contracts/masterdata';
import { describe, expect, it } from 'vitest';
import {
  factsNeeded,
  planEntity,
  type EntityPlan,
  type EntityState,
  type StoredFacts,
} from './entity.planner';

const fields: FieldDefinitionInput[] = [
  { name: 'code', label: '物料编码', type: 'string', length: 50, required: true, unique: true },
  { name: 'name', label: '物料名称', type: 'string', length: 100, required: true },
  { name: 'tex', label: '线密度', type: 'decimal', precision: 10, scale: 2 },
  { name: 'qty', label: '包装数量', type: 'integer' },
  { name: 'validFrom', label: '生效日期', type: 'date' },
];

const declare = (over: Partial<EntityDefinitionInput> = {}): EntityDefinitionInput => ({
  name: 'material',
  label: '物料',
  table: 'md_material',
  fields,
  list: { columns: ['code', 'name'], sortable: ['code'] },
  query: [{ field: 'name' }],
  permissions: permissionsOf('masterdata:material'),
  variants: { buyer: { base: '/masterdata/material', actions: ['list', 'add', 'edit', 'delete'] } },
  ...over,
});

const withFields = (f: FieldDefinitionInput[], over: Partial<EntityDefinitionInput> = {}) =>
  declare({ fields: f, list: { columns: [f[0]!.name] }, query: [], ...over });

/** given the entity as declared by `history` (each a definition applied in turn), when `definition`. */
function given(...history: EntityDefinitionInput[]) {
  let current: EntityState | null = null;
  for (const d of history) {
    const p = planEntity({ current, definition: d, facts: {} });
    if (!p.ok) throw new Error(`given: ${p.message}`);
    current = p.next;
  }
  return {
    state: current,
    when: (definition: unknown, facts: StoredFacts = {}, purge?: string[]): EntityPlan =>
      planEntity({ current, definition, facts, ...(purge ? { purge } : {}) }),
  };
}

const refusal = (p: EntityPlan) => (p.ok ? 'accepted' : { reason: p.reason, message: p.message });
const steps = (p: EntityPlan) => (p.ok ? p.steps : `refused: ${p.message}`);

describe('DDL planner: a new entity', () => {
  it('creates the table with base columns, typed columns and the indexes its lists need', () => {
    const plan = given().when(declare());
    expect(steps(plan)).toEqual([
      {
        op: 'createTable',
        table: 'md_material',
        columns: [
          { name: 'id', dataType: 'text', primaryKey: true },
          { name: 'tenant_id', dataType: 'text', notNull: true },
          { name: 'created_at', dataType: 'timestamptz', notNull: true, default: { now: true } },
          { name: 'created_by', dataType: 'text' },
          { name: 'updated_at', dataType: 'timestamptz' },
          { name: 'updated_by', dataType: 'text' },
          { name: 'code', dataType: 'varchar(50)' },
          { name: 'name', dataType: 'varchar(100)' },
          { name: 'tex', dataType: 'numeric(10, 2)' },
          { name: 'qty', dataType: 'integer' },
          { name: 'valid_from', dataType: 'date' },
        ],
      },
      {
        op: 'createIndex',
        table: 'md_material',
        index: 'md_material_tenant_bix',
        columns: ['tenant_id', 'created_at'],
        unique: false,
      },
      {
        op: 'createIndex',
        table: 'md_material',
        index: 'md_material_code_key',
        columns: ['tenant_id', 'code'],
        unique: true,
      },
      {
        op: 'createIndex',
        table: 'md_material',
        index: 'md_material_name_idx',
        columns: ['tenant_id', 'name'],
        unique: false,
      },
    ]);
  });

  it('gives a tree its parent and has-child columns and a parent index', () => {
    const plan = given().when(declare({ kind: 'tree' }));
    expect(plan.ok && plan.steps[0]).toMatchObject({
      columns: expect.arrayContaining([
        { name: 'pid', dataType: 'text', notNull: true, default: { text: '0' } },
        { name: 'has_child', dataType: 'varchar(1)', notNull: true, default: { text: '0' } },
      ]),
    });
    expect(plan.ok && plan.steps.map((s) => ('index' in s ? s.index : s.op))).toContain(
      'md_material_pid_bix',
    );
  });

  const hostile: [string, Partial<EntityDefinitionInput>][] = [
    ['a quote in the entity name', { name: 'mat"erial' }],
    ['a statement in the table name', { table: 'md_material; drop table events' }],
    ['a reserved word as entity name', { name: 'select' }],
    ['a 200-character entity name', { name: 'm'.repeat(200) }],
    [
      'a quote in a field name',
      { fields: [{ name: "co'de", label: '编码', type: 'string' }], list: { columns: ['code'] } },
    ],
    [
      'a semicolon in a field name',
      { fields: [{ name: 'co;de', label: '编码', type: 'string' }], list: { columns: ['code'] } },
    ],
    [
      'a reserved field name',
      { fields: [{ name: 'order', label: '顺序', type: 'integer' }], list: { columns: ['order'] } },
    ],
    [
      'a 200-character field name',
      { fields: [{ name: 'f'.repeat(200), label: '长', type: 'string' }], list: { columns: ['f'] } },
    ],
    [
      'a built-in column name',
      { fields: [{ name: 'tenantId', label: '租户', type: 'string' }], list: { columns: ['tenantId'] } },
    ],
  ];
  it.each(hostile)('refuses %s, with nothing to run', (_what, over) => {
    const plan = given().when(declare({ query: [], ...over }));
    expect(plan.ok).toBe(false);
    expect(plan.ok ? null : plan.reason).toBe('InvalidDefinition');
    expect(plan.ok ? null : plan.message).toMatch(/不合法|保留字|过长|系统字段/);
  });
});

describe('DDL planner: changing an entity', () => {
  it('given the same definition, changes nothing', () => {
    const plan = given(declare()).when(declare());
    expect(plan).toMatchObject({ ok: true, steps: [], changed: false });
  });

  it('given a new label, records the change with no DDL', () => {
    const plan = given(declare()).when(declare({ label: '物料主数据' }));
    expect(plan).toMatchObject({ ok: true, steps: [], changed: true });
  });

  it('adds a field as a column (and an index when it is queried), existing columns untouched', () => {
    const next = declare({
      fields: [...fields, { name: 'sizing', label: '浸润剂类型', type: 'string', length: 30 }],
      query: [{ field: 'name' }, { field: 'sizing' }],
    });
    expect(steps(given(declare()).when(next))).toEqual([
      { op: 'addColumn', table: 'md_material', column: { name: 'sizing', dataType: 'varchar(30)' } },
      {
        op: 'createIndex',
        table: 'md_material',
        index: 'md_material_sizing_idx',
        columns: ['tenant_id', 'sizing'],
        unique: false,
      },
    ]);
  });

  it('widens a length without asking the data', () => {
    const wider = fields.map((f) => (f.name === 'name' ? { ...f, length: 200 } : f));
    expect(steps(given(declare()).when(declare({ fields: wider })))).toEqual([
      {
        op: 'alterColumnType',
        table: 'md_material',
        column: 'name',
        from: 'varchar(100)',
        to: 'varchar(200)',
      },
    ]);
    const text = fields.map((f) =>
      f.name === 'name' ? { ...f, type: 'text' as const, length: undefined } : f,
    );
    expect(steps(given(declare()).when(declare({ fields: text })))).toMatchObject([{ to: 'text' }]);
  });

  it('refuses to narrow a length below the longest stored value, saying why', () => {
    const narrow = fields.map((f) => (f.name === 'name' ? { ...f, length: 20 } : f));
    const g = given(declare());
    expect(factsNeeded(g.state, declare({ fields: narrow }))).toEqual([
      { column: 'name', facts: ['length'] },
    ]);
    expect(refusal(g.when(declare({ fields: narrow }), { name: { maxLength: 32 } }))).toEqual({
      reason: 'LengthNarrowed',
      message: '字段「物料名称」已有长度为 32 的数据，长度不能改为 20（原为 文本(100)）',
    });
    expect(steps(g.when(declare({ fields: narrow }), { name: { maxLength: 20 } }))).toEqual([
      {
        op: 'alterColumnType',
        table: 'md_material',
        column: 'name',
        from: 'varchar(100)',
        to: 'varchar(20)',
      },
    ]);
    expect(refusal(g.when(declare({ fields: narrow })))).toMatchObject({ reason: 'FactsMissing' });
  });

  it('refuses a type change outside its group (text types, number types)', () => {
    const toInt = fields.map((f) =>
      f.name === 'name' ? { ...f, type: 'integer' as const, length: undefined } : f,
    );
    expect(refusal(given(declare()).when(declare({ fields: toInt })))).toEqual({
      reason: 'TypeChanged',
      message: '字段「物料名称」的类型不能从「文本(100)」改为「整数」：只能在文本类之间或数字类之间修改',
    });
    const toDateTime = fields.map((f) => (f.name === 'validFrom' ? { ...f, type: 'datetime' as const } : f));
    expect(refusal(given(declare()).when(declare({ fields: toDateTime })))).toMatchObject({
      reason: 'TypeChanged',
    });
  });

  it('moves among number types only where the stored numbers fit', () => {
    const g = given(declare());
    const intToDecimal = fields.map((f) =>
      f.name === 'qty' ? { ...f, type: 'decimal' as const, precision: 14, scale: 2 } : f,
    );
    expect(steps(g.when(declare({ fields: intToDecimal })))).toEqual([
      { op: 'alterColumnType', table: 'md_material', column: 'qty', from: 'integer', to: 'numeric(14, 2)' },
    ]);
    const fewerDecimals = fields.map((f) => (f.name === 'tex' ? { ...f, precision: 10, scale: 1 } : f));
    expect(
      refusal(g.when(declare({ fields: fewerDecimals }), { tex: { maxIntegerDigits: 4, maxScale: 2 } })),
    ).toEqual({
      reason: 'NumberNarrowed',
      message:
        '字段「线密度」已有整数 4 位、小数 2 位的数据，不能改为小数(10, 1)（整数最多 9 位、小数最多 1 位）',
    });
    expect(
      steps(g.when(declare({ fields: fewerDecimals }), { tex: { maxIntegerDigits: 4, maxScale: 1 } })),
    ).toHaveLength(1);
    const decimalToInt = fields.map((f) =>
      f.name === 'tex' ? { ...f, type: 'integer' as const, precision: undefined, scale: undefined } : f,
    );
    expect(
      refusal(g.when(declare({ fields: decimalToInt }), { tex: { maxIntegerDigits: 3, maxScale: 1 } })),
    ).toMatchObject({
      reason: 'NumberNarrowed',
    });
  });

  it('removing a field keeps its column; adding it back brings the column (and its data) back', () => {
    const g = given(declare());
    const without = declare({ fields: fields.filter((f) => f.name !== 'qty') });
    const removed = g.when(without);
    expect(removed).toMatchObject({ ok: true, steps: [], change: { retired: ['qty'] } });
    expect(removed.ok && removed.next.retired.map((f) => f.name)).toEqual(['qty']);
    const back = given(declare(), without).when(declare());
    expect(back).toMatchObject({ ok: true, steps: [], change: { reactivated: ['qty'], added: [] } });
  });

  it('drops the index of a field no longer queried, never its column', () => {
    const plan = given(declare()).when(declare({ query: [] }));
    expect(steps(plan)).toEqual([{ op: 'dropIndex', index: 'md_material_name_idx' }]);
  });

  it('purges only a removed field, and its name is not used again', () => {
    const without = declare({ fields: fields.filter((f) => f.name !== 'qty') });
    const g = given(declare(), without);
    expect(steps(g.when(without, {}, ['qty']))).toEqual([
      { op: 'dropColumn', table: 'md_material', column: 'qty' },
    ]);
    expect(refusal(given(declare()).when(declare(), {}, ['qty']))).toEqual({
      reason: 'PurgeActiveField',
      message: '字段「包装数量」仍在使用，请先删除该字段再清除其数据',
    });
    expect(refusal(g.when(without, {}, ['nope']))).toMatchObject({ reason: 'PurgeUnknownField' });
    const purged = g.when(without, {}, ['qty']);
    if (!purged.ok) throw new Error(purged.message);
    const again = planEntity({ current: purged.next, definition: declare(), facts: {} });
    expect(refusal(again)).toEqual({
      reason: 'PurgedNameReused',
      message: '字段名「qty」的数据列已被清除，不能再使用该名称',
    });
  });

  it('makes an existing field unique only when its stored values are', () => {
    const unique = fields.map((f) => (f.name === 'name' ? { ...f, unique: true } : f));
    const g = given(declare());
    expect(factsNeeded(g.state, declare({ fields: unique }))).toEqual([
      { column: 'name', facts: ['duplicates'] },
    ]);
    expect(refusal(g.when(declare({ fields: unique }), { name: { duplicates: true } }))).toEqual({
      reason: 'DuplicateValues',
      message: '字段「物料名称」已有重复的数据，不能设为唯一',
    });
    expect(steps(g.when(declare({ fields: unique }), { name: { duplicates: false } }))).toEqual([
      { op: 'dropIndex', index: 'md_material_name_idx' },
      {
        op: 'createIndex',
        table: 'md_material',
        index: 'md_material_name_key',
        columns: ['tenant_id', 'name'],
        unique: true,
      },
    ]);
  });

  it('refuses renaming the table, changing the tree shape or the origin', () => {
    const g = given(declare());
    expect(refusal(g.when(declare({ table: 'md_material2' })))).toEqual({
      reason: 'TableChanged',
      message: '数据表名不能修改（原为 md_material）',
    });
    expect(refusal(g.when(declare({ kind: 'tree' })))).toMatchObject({ reason: 'KindChanged' });
    const online = withFields([{ name: 'xCode', label: '编码', type: 'string' }], {
      name: 'xMaterial',
      origin: 'online',
      table: 'md_x_material',
    });
    expect(refusal(given(online).when({ ...online, origin: 'code' }))).toMatchObject({
      reason: 'InvalidDefinition',
    });
  });

  it('lets a code entity carry online fields, prefixed, and an online entity only those', () => {
    const extended = declare({
      fields: [...fields, { name: 'xColor', label: '颜色', type: 'string', length: 20 }],
    });
    expect(steps(given(declare()).when(extended))).toEqual([
      { op: 'addColumn', table: 'md_material', column: { name: 'x_color', dataType: 'varchar(20)' } },
    ]);
    const online = withFields([{ name: 'color', label: '颜色', type: 'string' }], {
      name: 'xDemo',
      origin: 'online',
      table: 'md_x_demo',
    });
    expect(refusal(given().when(online))).toMatchObject({
      reason: 'InvalidDefinition',
      message: '在线字段「color」必须以 x 加大写字母开头（如 xColor），以免与内置字段重名',
    });
  });
});
