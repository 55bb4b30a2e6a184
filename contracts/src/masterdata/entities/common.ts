import {
  ENTITY_ACTIONS,
  permissionsOf,
  type EntityDefinitionInput,
  type FieldDefinitionInput,
} from '../definition';
import { columnOf } from '../identifiers';

/**
 * Building blocks of the code-declared master data: the same field shapes everywhere (codes,
 * names, status, references by code), permissions `masterdata:<entity>:<action>`, the buyer
 * route `/masterdata/<entity>` and the supplier route `/sup/masterdata/<entity>`.
 */

type Field = FieldDefinitionInput;
type Extra = Partial<Omit<Field, 'name' | 'label' | 'type'>>;

/** Business codes: letters, digits and `. _ -`, unique within the tenant. */
export const CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*$';
export const codeField = (label: string, length = 32, extra: Extra = {}): Field => ({
  name: 'code',
  label,
  type: 'string',
  length,
  required: true,
  unique: true,
  pattern: { regex: CODE_PATTERN, message: `${label}只能包含字母、数字和 . _ -` },
  ...extra,
});
export const nameField = (label: string, length = 100, extra: Extra = {}): Field => ({
  name: 'name',
  label,
  type: 'string',
  length,
  required: true,
  ...extra,
});
export const text = (name: string, label: string, length = 100, extra: Extra = {}): Field => ({
  name,
  label,
  type: 'string',
  length,
  ...extra,
});
/** A dictionary field (`list`, or `radio`/`checkbox`/`list_multi` by `widget`). */
export const dict = (name: string, label: string, dictCode: string, extra: Extra = {}): Field => ({
  name,
  label,
  type: 'string',
  length: 32,
  widget: 'list',
  dictCode,
  ...extra,
});
/** A reference to another entity's row by its code (picked from the entity's table). */
export const ref = (name: string, label: string, table: string, extra: Extra = {}): Field => ({
  name,
  label,
  type: 'string',
  length: 32,
  widget: 'sel_search',
  dictTable: { table, text: 'name', code: 'code' },
  ...extra,
});
/** Money, prices, rates and quantities: numeric(p, s), never a float. */
export const decimal = (
  name: string,
  label: string,
  precision: number,
  scale: number,
  extra: Extra = {},
): Field => ({
  name,
  label,
  type: 'decimal',
  precision,
  scale,
  ...extra,
});
export const integer = (name: string, label: string, extra: Extra = {}): Field => ({
  name,
  label,
  type: 'integer',
  ...extra,
});
export const date = (name: string, label: string, extra: Extra = {}): Field => ({
  name,
  label,
  type: 'date',
  ...extra,
});
/** 启用 / 停用 (dictionary `enable_status`), enabled when created. */
export const statusField: Field = {
  name: 'status',
  label: '状态',
  type: 'string',
  length: 1,
  widget: 'radio',
  dictCode: 'enable_status',
  required: true,
  default: '1',
};
export const sortNoField: Field = { name: 'sortNo', label: '排序', type: 'integer', default: 0 };
export const remarkField: Field = {
  name: 'remark',
  label: '备注',
  type: 'string',
  length: 500,
  widget: 'textarea',
};
/** The owning supplier (`srm_supplier.id`): a supplier user sees and changes only its own rows. */
export const supplierField = (extra: Extra = {}): Field => ({
  name: 'supplierId',
  label: '供应商',
  type: 'string',
  length: 64,
  required: true,
  widget: 'sel_search',
  dictTable: { table: 'srm_supplier', text: 'company_name', code: 'id' },
  ...extra,
});
export const MOBILE_PATTERN = { regex: '^1[3-9]\\d{9}$', message: '请输入正确格式的手机号码!' };

export const BUYER_BASE = (name: string) => `/masterdata/${name}`;
export const SUP_BASE = (name: string) => `/sup/masterdata/${name}`;

type EntityOptions = Omit<
  EntityDefinitionInput,
  'name' | 'label' | 'table' | 'permissions' | 'variants' | 'list'
> & {
  table?: string;
  list: EntityDefinitionInput['list'];
  /** The buyer's page path when it is not `/masterdata/<name>` (the supplier master lives under `/supplier`). */
  buyerBase?: string;
  /** The supplier's view (`/sup/masterdata/<name>`): its actions and the fields it may not change. */
  sup?: {
    /** The supplier's page path when it is not `/sup/masterdata/<name>`. */
    base?: string;
    actions: EntityDefinitionInput['variants']['buyer']['actions'];
    readOnly?: string[];
    columns?: string[];
  };
};

/** A code-declared master-data entity: table `md_<name>`, permissions and variants by convention. */
export function masterEntity(name: string, label: string, o: EntityOptions): EntityDefinitionInput {
  const { table, sup, buyerBase, ...rest } = o;
  return {
    name,
    label,
    table: table ?? `md_${columnOf(name)}`,
    ...rest,
    permissions: permissionsOf(`masterdata:${name}`),
    variants: {
      buyer: { base: buyerBase ?? BUYER_BASE(name), actions: [...ENTITY_ACTIONS] },
      ...(sup
        ? {
            sup: {
              base: sup.base ?? SUP_BASE(name),
              actions: sup.actions,
              ...(sup.readOnly ? { readOnly: sup.readOnly } : {}),
              ...(sup.columns ? { columns: sup.columns } : {}),
            },
          }
        : {}),
    },
  };
}
