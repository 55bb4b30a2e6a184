import type { FieldDefinitionInput } from '../definition';
import { date, dict, masterEntity, MOBILE_PATTERN, remarkField, supplierField, text } from './common';

/**
 * The supplier master (供应商, [P5]): the company itself is the admitted [P4] supplier
 * (`srm_supplier`, stream `supplier-<id>`); these are what hangs off it, each owned by `supplierId`.
 * A supplier's users keep their own bank accounts, contacts and qualifications under
 * 企业信息 (`/sup/company/*`); the buyer sees every supplier's under 供应商管理 (`/supplier/*`).
 */

/** Y/N switch, N when empty (spec §5: an empty switch emits the second option). */
const yesNo = (name: string, label: string): FieldDefinitionInput => ({
  name,
  label,
  type: 'string',
  length: 1,
  widget: 'switch',
  switchOptions: ['Y', 'N'],
  default: 'N',
});

/** The category a row is about (`sys_category`, the material category tree). */
const category = (label: string, required: boolean): FieldDefinitionInput => ({
  name: 'categoryId',
  label,
  type: 'string',
  length: 64,
  widget: 'cat_tree',
  required,
});

/** 银行账户: where the supplier is paid; one is the default (默认账户). */
export const supplierBank = masterEntity('supplierBank', '银行账户', {
  ownerField: 'supplierId',
  buyerBase: '/supplier/bank',
  fields: [
    supplierField(),
    text('bankName', '开户行', 100, { required: true }),
    text('accountNo', '账号', 40, {
      required: true,
      pattern: { regex: '^[0-9][0-9 -]{5,38}[0-9]$', message: '请输入正确的银行账号' },
    }),
    text('accountName', '户名', 100, { required: true }),
    text('bankCode', '联行号', 12, { pattern: { regex: '^\\d{12}$', message: '联行号应为12位数字' } }),
    yesNo('isDefault', '默认账户'),
    remarkField,
  ],
  list: {
    columns: ['supplierId', 'bankName', 'accountNo', 'accountName', 'isDefault'],
    sortable: ['supplierId', 'createTime'],
    defaultSort: { field: 'supplierId', order: 'asc' },
  },
  query: [{ field: 'supplierId' }, { field: 'bankName' }, { field: 'accountName' }],
  sup: {
    base: '/sup/company/bank',
    actions: ['list', 'add', 'edit', 'delete'],
    columns: ['bankName', 'accountNo', 'accountName', 'bankCode', 'isDefault'],
  },
});

/** 联系人: the supplier's people (sales, quality, finance...); one is the primary contact. */
export const supplierContact = masterEntity('supplierContact', '联系人', {
  ownerField: 'supplierId',
  buyerBase: '/supplier/contact',
  fields: [
    supplierField(),
    text('name', '姓名', 50, { required: true }),
    text('position', '职务', 50),
    text('phone', '手机号码', 11, { required: true, pattern: MOBILE_PATTERN }),
    text('telephone', '固定电话', 30),
    text('email', '电子邮箱', 100, {
      pattern: { regex: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: '请输入正确的电子邮箱' },
    }),
    yesNo('isPrimary', '主联系人'),
    remarkField,
  ],
  list: {
    columns: ['supplierId', 'name', 'position', 'phone', 'email', 'isPrimary'],
    sortable: ['supplierId', 'name', 'createTime'],
    defaultSort: { field: 'supplierId', order: 'asc' },
  },
  query: [{ field: 'supplierId' }, { field: 'name' }, { field: 'phone' }],
  sup: {
    base: '/sup/company/contact',
    actions: ['list', 'add', 'edit', 'delete'],
    columns: ['name', 'position', 'phone', 'telephone', 'email', 'isPrimary'],
  },
});

/**
 * 资质 (GLOSSARY qualification): a certificate with its validity. Without a category it is the
 * company's (营业执照, ISO 9001); with one it is what that category needs (危险化学品经营许可证 for
 * resins and sizing chemicals). An empty 有效期至 is 长期. Reminded before expiry; an expired one
 * keeps the supplier from being invited for its categories ([P7], `supplier.inviteRefusal`).
 */
export const qualification = masterEntity('qualification', '资质', {
  ownerField: 'supplierId',
  buyerBase: '/supplier/qualification',
  fields: [
    supplierField(),
    dict('qualType', '资质类型', 'qualification_type', { required: true }),
    text('certNo', '证书编号', 64, { required: true }),
    text('issuer', '发证机构', 100, { required: true }),
    category('适用品类', false),
    date('validFrom', '有效期自', { required: true }),
    date('validTo', '有效期至'),
    text('attachment', '附件', 500, { widget: 'file' }),
    remarkField,
  ],
  list: {
    columns: ['supplierId', 'qualType', 'certNo', 'issuer', 'categoryId', 'validFrom', 'validTo'],
    sortable: ['supplierId', 'validTo', 'createTime'],
    defaultSort: { field: 'validTo', order: 'asc' },
  },
  query: [
    { field: 'supplierId' },
    { field: 'qualType' },
    { field: 'certNo' },
    { field: 'validTo', mode: 'group' },
  ],
  sup: {
    base: '/sup/company/qualification',
    actions: ['list', 'add', 'edit', 'delete'],
    columns: ['qualType', 'certNo', 'issuer', 'categoryId', 'validFrom', 'validTo', 'attachment'],
  },
});

/** 资源池 (GLOSSARY sourcePool): which suppliers may be sourced from for a category, and how. */
export const sourcePool = masterEntity('sourcePool', '资源池', {
  ownerField: 'supplierId',
  buyerBase: '/supplier/sourcePool',
  fields: [
    supplierField(),
    category('供应品类', true),
    dict('poolStatus', '入池状态', 'source_pool_status', { required: true, default: 'qualified' }),
    date('joinDate', '入池日期', { required: true }),
    remarkField,
  ],
  list: {
    columns: ['supplierId', 'categoryId', 'poolStatus', 'joinDate', 'remark'],
    sortable: ['supplierId', 'joinDate', 'createTime'],
    defaultSort: { field: 'supplierId', order: 'asc' },
  },
  query: [{ field: 'supplierId' }, { field: 'categoryId' }, { field: 'poolStatus' }],
  sup: {
    base: '/sup/company/sourcePool',
    actions: ['list'],
    columns: ['categoryId', 'poolStatus', 'joinDate'],
  },
});

export const supplierEntities = [supplierBank, supplierContact, qualification, sourcePool];
