import { z } from 'zod';
import type { Database } from '../../db/database';
import { plainText } from '../../shared/plain-text';

/**
 * Admin records (tenants, departments, roles, permissions, dictionaries, categories, rules) share
 * one lifecycle: created, updated field by field, deleted; every change an event with its diff
 * (ARCHITECTURE "Every change is an event, including admin CRUD"). An entity says which fields it
 * has (API names, validated), which column each lands in, and which array fields are link tables.
 */
export type RecordEntity = {
  table: keyof Database;
  schema: z.ZodObject;
  columns: Record<string, string>;
  /** Fields stored as jsonb. */
  json?: readonly string[];
  /** Array fields of ids kept in a link table (owner column = this record's id). */
  links?: Record<string, { table: keyof Database; owner: string; other: string }>;
  /** Unique constraints -> the field and the message a duplicate gets. */
  unique?: Record<string, { field: string; message: string }>;
};

const text = (max = 200) => z.string().trim().max(max);
const optText = (max = 500) => text(max).nullable().default(null);
const ids = z.array(z.string().min(1).max(100)).max(5000).default([]);
const code = (required: string, pattern: string) =>
  text(100)
    .min(1, required)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, pattern);

/**
 * The comparisons a data rule may make (JeecgBoot's rule conditions without `USE_SQL_RULES`: a rule
 * is always a whitelisted list field compared with a bound value, never SQL text).
 */
export const DATA_RULE_CONDITIONS = ['=', '!=', '>', '>=', '<', '<=', 'in', 'like'] as const;
export type DataRuleCondition = (typeof DATA_RULE_CONDITIONS)[number];

export const recordEntities = {
  tenant: {
    table: 'sys_tenant',
    schema: z.object({
      name: text(100).min(1, '请输入租户名称'),
      /** 1 normal, 0 frozen. */
      status: z.number().int().min(0).max(1).default(1),
      beginDate: optText(30),
      endDate: optText(30),
    }),
    columns: { name: 'name', status: 'status', beginDate: 'begin_date', endDate: 'end_date' },
  },
  depart: {
    table: 'sys_depart',
    schema: z.object({
      parentId: z.string().max(100).nullable().default(null),
      departName: text(100).min(1, '请输入机构名称'),
      orgCode: text(100).min(1),
      /** 1 company, 2 department, 3 post. */
      orgCategory: z.enum(['1', '2', '3']).default('2'),
      departOrder: z.number().int().default(0),
      mobile: optText(30),
      address: optText(200),
      description: optText(500),
      permissionIds: ids,
    }),
    columns: {
      parentId: 'parent_id',
      departName: 'depart_name',
      orgCode: 'org_code',
      orgCategory: 'org_category',
      departOrder: 'depart_order',
      mobile: 'mobile',
      address: 'address',
      description: 'description',
    },
    links: { permissionIds: { table: 'sys_depart_permission', owner: 'depart_id', other: 'permission_id' } },
    unique: { sys_depart_org_code_key: { field: 'orgCode', message: '机构编码已存在' } },
  },
  role: {
    table: 'sys_role',
    schema: z.object({
      roleName: text(100).min(1, '请输入角色名称'),
      roleCode: code('请输入角色编码', '角色编码只能包含字母、数字和下划线，且以字母开头'),
      description: optText(500),
      permissionIds: ids,
      /** Data rules granted (of menus the role holds); saved per menu through `/sys/role/datarule`. */
      dataRuleIds: ids,
    }),
    columns: { roleName: 'role_name', roleCode: 'role_code', description: 'description' },
    links: {
      permissionIds: { table: 'sys_role_permission', owner: 'role_id', other: 'permission_id' },
      dataRuleIds: { table: 'sys_role_data_rule', owner: 'role_id', other: 'data_rule_id' },
    },
    unique: { sys_role_code_key: { field: 'roleCode', message: '角色编码已存在' } },
  },
  /**
   * A department role (部门角色): defined within one department, granted a subset of the
   * department's permissions, held by users of that department.
   */
  departRole: {
    table: 'sys_depart_role',
    schema: z.object({
      departId: z.string().min(1, '请选择部门').max(100),
      roleName: text(100).min(1, '请输入部门角色名称'),
      roleCode: code('请输入部门角色编码', '部门角色编码只能包含字母、数字和下划线，且以字母开头'),
      description: optText(500),
      permissionIds: ids,
      userIds: ids,
    }),
    columns: {
      departId: 'depart_id',
      roleName: 'role_name',
      roleCode: 'role_code',
      description: 'description',
    },
    links: {
      permissionIds: { table: 'sys_depart_role_permission', owner: 'drole_id', other: 'permission_id' },
      userIds: { table: 'sys_depart_role_user', owner: 'drole_id', other: 'user_id' },
    },
    unique: { sys_depart_role_code_key: { field: 'roleCode', message: '该部门下已存在此部门角色编码' } },
  },
  /**
   * A data rule (数据权限规则) of a menu: rows of the menu's list are limited to those whose
   * `ruleColumn` (a field of that list) compares with `ruleValue`. `status` '1' active, '0' off.
   */
  permissionDataRule: {
    table: 'sys_permission_data_rule',
    schema: z.object({
      permissionId: z.string().min(1, '请选择菜单').max(100),
      ruleName: text(100).min(1, '请输入规则名称'),
      ruleColumn: text(100)
        .min(1, '请输入规则字段')
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, '规则字段只能包含字母、数字和下划线'),
      ruleConditions: z.enum(DATA_RULE_CONDITIONS, { error: '不支持的规则条件' }),
      ruleValue: text(500).min(1, '请输入规则值'),
      status: z.enum(['0', '1']).default('1'),
    }),
    columns: {
      permissionId: 'permission_id',
      ruleName: 'rule_name',
      ruleColumn: 'rule_column',
      ruleConditions: 'rule_conditions',
      ruleValue: 'rule_value',
      status: 'status',
    },
  },
  permission: {
    table: 'sys_permission',
    schema: z.object({
      parentId: z.string().max(100).nullable().default(null),
      name: text(100).min(1, '请输入菜单名称'),
      url: optText(300),
      component: optText(300),
      componentName: optText(100),
      redirect: optText(300),
      /** 0 top-level menu, 1 sub-menu, 2 button. */
      menuType: z.number().int().min(0).max(2),
      perms: optText(300),
      /** '1' show/hide, '2' enable/disable (spec §6: type 2 is left out of action checks). */
      permsType: z.enum(['1', '2']).default('1'),
      sortNo: z.number().default(1),
      alwaysShow: z.boolean().default(false),
      icon: optText(100),
      route: z.boolean().default(true),
      keepAlive: z.boolean().default(false),
      hidden: z.boolean().default(false),
      internalOrExternal: z.boolean().default(false),
      /** '1' enforced; '0' switched off (spec §6: allAuth status 0 lets everyone). */
      status: z.enum(['0', '1']).default('1'),
      description: optText(500),
    }),
    columns: {
      parentId: 'parent_id',
      name: 'name',
      url: 'url',
      component: 'component',
      componentName: 'component_name',
      redirect: 'redirect',
      menuType: 'menu_type',
      perms: 'perms',
      permsType: 'perms_type',
      sortNo: 'sort_no',
      alwaysShow: 'always_show',
      icon: 'icon',
      route: 'is_route',
      keepAlive: 'keep_alive',
      hidden: 'hidden',
      internalOrExternal: 'internal_or_external',
      status: 'status',
      description: 'description',
    },
  },
  dict: {
    table: 'sys_dict',
    schema: z.object({
      dictName: text(100).min(1, '请输入字典名称'),
      dictCode: text(100)
        .min(1, '字典Code不能为空!')
        .regex(/^[A-Za-z0-9_.]+$/, '字典编码只能包含字母、数字、下划线和点'),
      /** 0 string values, 1 numeric values. */
      type: z.number().int().min(0).max(1).default(0),
      description: optText(500),
    }),
    columns: { dictName: 'dict_name', dictCode: 'dict_code', type: 'type', description: 'description' },
    unique: { sys_dict_dict_code_key: { field: 'dictCode', message: '字典编码已存在' } },
  },
  dictItem: {
    table: 'sys_dict_item',
    schema: z.object({
      dictId: z.string().min(1).max(100),
      itemText: text(100).min(1, '请输入名称'),
      itemValue: text(100).min(1, '请输入数据值'),
      itemColor: optText(30),
      description: optText(500),
      sortOrder: z.number().int().default(1),
      /** 1 enabled, 0 disabled. */
      status: z.number().int().min(0).max(1).default(1),
    }),
    columns: {
      dictId: 'dict_id',
      itemText: 'item_text',
      itemValue: 'item_value',
      itemColor: 'item_color',
      description: 'description',
      sortOrder: 'sort_order',
      status: 'status',
    },
    unique: { sys_dict_item_value_key: { field: 'itemValue', message: '该字典下已存在此数据值' } },
  },
  category: {
    table: 'sys_category',
    schema: z.object({
      pid: z.string().min(1).max(100).default('0'),
      name: text(100).min(1, '请输入类型名称'),
      code: text(100).min(1, '请输入类型编码'),
    }),
    columns: { pid: 'pid', name: 'name', code: 'code' },
    unique: { sys_category_code_key: { field: 'code', message: '分类编码已存在' } },
  },
  checkRule: {
    table: 'sys_check_rule',
    schema: z.object({
      ruleName: text(100).min(1),
      ruleCode: text(100).min(1),
      /** Each value must match every pattern; the first failing one's message is the answer. */
      ruleJson: z
        .array(z.object({ pattern: z.string().min(1).max(200), message: z.string().min(1).max(200) }))
        .min(1)
        .max(20),
      description: optText(500),
    }),
    columns: {
      ruleName: 'rule_name',
      ruleCode: 'rule_code',
      ruleJson: 'rule_json',
      description: 'description',
    },
    json: ['ruleJson'],
    unique: { sys_check_rule_rule_code_key: { field: 'ruleCode', message: '规则编码已存在' } },
  },
  fillRule: {
    table: 'sys_fill_rule',
    schema: z.object({
      ruleName: text(100).min(1),
      ruleCode: text(100).min(1),
      /** Document number = prefix + '-' + period + '-' + zero-padded sequence: PO-2026-000123. */
      prefix: text(20).min(1),
      datePattern: z.enum(['YYYY', 'YYYYMM', 'YYYYMMDD']).default('YYYY'),
      seqLength: z.number().int().min(3).max(12).default(6),
    }),
    columns: {
      ruleName: 'rule_name',
      ruleCode: 'rule_code',
      prefix: 'prefix',
      datePattern: 'date_pattern',
      seqLength: 'seq_length',
    },
    unique: { sys_fill_rule_rule_code_key: { field: 'ruleCode', message: '规则编码已存在' } },
  },
  /** A news item of the public portal (新闻管理): plain text, type 公司新闻 (company) or 行业新闻 (industry). */
  portalNews: {
    table: 'portal_news',
    schema: z.object({
      title: plainText(text(200).min(1, '请输入新闻标题'), '新闻标题'),
      content: text(20000).min(1, '请输入新闻内容'),
      type: z.enum(['company', 'industry'], { error: '请选择新闻类型' }),
      newsDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择新闻日期'),
    }),
    columns: { title: 'title', content: 'content', type: 'type', newsDate: 'news_date' },
  },
} satisfies Record<string, RecordEntity>;

export type RecordEntityName = keyof typeof recordEntities;
export const RECORD_ENTITY_NAMES = Object.keys(recordEntities) as [RecordEntityName, ...RecordEntityName[]];
/** Whether a record event's entity is one of these admin entities (else a declared entity's). */
export const isRecordEntityName = (name: string): name is RecordEntityName =>
  Object.hasOwn(recordEntities, name);
export type RecordValues<E extends RecordEntityName> = z.output<(typeof recordEntities)[E]['schema']>;
export type RecordInput<E extends RecordEntityName> = z.input<(typeof recordEntities)[E]['schema']>;
