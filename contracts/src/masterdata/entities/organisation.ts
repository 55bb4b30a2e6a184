import {
  codeField,
  dict,
  integer,
  masterEntity,
  nameField,
  ref,
  remarkField,
  sortNoField,
  statusField,
  text,
} from './common';

/** 采购组织: the legal unit that buys (a company of the group). */
export const purchaseOrg = masterEntity('purchaseOrg', '采购组织', {
  fields: [
    codeField('采购组织编码', 20),
    nameField('采购组织名称', 100),
    text('companyName', '所属公司', 100, { required: true }),
    text('departId', '所属部门', 64, { widget: 'sel_depart' }),
    ref('currencyCode', '本位币', 'md_currency', { length: 3, default: 'CNY' }),
    remarkField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'companyName', 'currencyCode', 'status'],
    sortable: ['code'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }],
});

/** 采购组: a team of buyers within a purchasing organisation. */
export const purchaseGroup = masterEntity('purchaseGroup', '采购组', {
  fields: [
    codeField('采购组编码', 20),
    nameField('采购组名称', 50),
    ref('purchaseOrg', '采购组织', 'md_purchase_org', { length: 20, required: true }),
    text('leader', '负责人', 64, { widget: 'sel_user' }),
    text('phone', '联系电话', 20),
    remarkField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'purchaseOrg', 'leader', 'phone', 'status'],
    sortable: ['code'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }, { field: 'purchaseOrg' }],
});

/** 工厂 (工厂档案): a production site, with its address. */
export const factory = masterEntity('factory', '工厂', {
  fields: [
    codeField('工厂编码', 20),
    nameField('工厂名称', 100),
    ref('purchaseOrg', '采购组织', 'md_purchase_org', { length: 20, required: true }),
    text('areaCode', '所在地区', 100, { widget: 'pca' }),
    text('address', '详细地址', 200),
    text('contact', '联系人', 30),
    text('phone', '联系电话', 20),
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'purchaseOrg', 'areaCode', 'address', 'contact', 'status'],
    sortable: ['code'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }, { field: 'areaCode' }],
});

/** 仓库: where deliveries are received; its receiving slots are 收货时段 rows. */
export const warehouse = masterEntity('warehouse', '仓库', {
  fields: [
    codeField('仓库编码', 20),
    nameField('仓库名称', 100),
    ref('factoryCode', '所属工厂', 'md_factory', { length: 20, required: true }),
    dict('warehouseType', '仓库类型', 'warehouse_type', { required: true }),
    text('address', '仓库地址', 200),
    text('keeper', '仓管员', 64, { widget: 'sel_user' }),
    text('phone', '联系电话', 20),
    text('needAppointment', '需预约送货', 1, { widget: 'switch', default: 'Y' }),
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'factoryCode', 'warehouseType', 'keeper', 'needAppointment', 'status'],
    sortable: ['code'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }, { field: 'factoryCode' }, { field: 'warehouseType' }],
});

/** 收货时段: a warehouse dock's bookable window for delivery appointments ([P8]). */
export const receivingSlot = masterEntity('receivingSlot', '收货时段', {
  fields: [
    ref('warehouseCode', '仓库', 'md_warehouse', { length: 20, required: true }),
    text('dockNo', '月台号', 10, { required: true }),
    text('startTime', '开始时间', 5, {
      required: true,
      pattern: { regex: '^([01]\\d|2[0-3]):[0-5]\\d$', message: '时间格式应为 HH:mm' },
    }),
    text('endTime', '结束时间', 5, {
      required: true,
      pattern: { regex: '^([01]\\d|2[0-3]):[0-5]\\d$', message: '时间格式应为 HH:mm' },
    }),
    integer('capacity', '可预约车次', { required: true, default: 1 }),
    dict('weekdays', '适用星期', 'weekday', { length: 20, widget: 'checkbox', required: true }),
    statusField,
  ],
  list: {
    columns: ['warehouseCode', 'dockNo', 'startTime', 'endTime', 'capacity', 'weekdays', 'status'],
    sortable: ['warehouseCode', 'startTime'],
    defaultSort: { field: 'warehouseCode', order: 'asc' },
  },
  query: [{ field: 'warehouseCode' }, { field: 'dockNo' }],
});

/** 岗位. */
export const post = masterEntity('post', '岗位', {
  fields: [
    codeField('岗位编码', 20),
    nameField('岗位名称', 50),
    dict('postRank', '岗位级别', 'post_rank'),
    text('departId', '所属部门', 64, { widget: 'sel_depart' }),
    sortNoField,
    remarkField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'postRank', 'departId', 'sortNo', 'status'],
    sortable: ['code', 'sortNo'],
    defaultSort: { field: 'sortNo', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }, { field: 'postRank' }],
});

/** 语言: languages of the UI and of documents sent to suppliers. */
export const language = masterEntity('language', '语言', {
  fields: [
    codeField('语言编码', 10, {
      pattern: { regex: '^[a-z]{2}(-[A-Z]{2})?$', message: '语言编码应形如 zh-CN' },
    }),
    nameField('语言名称', 30),
    text('nativeName', '本地名称', 30),
    text('isDefault', '默认语言', 1, { widget: 'switch', default: 'N' }),
    sortNoField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'nativeName', 'isDefault', 'status'],
    sortable: ['code', 'sortNo'],
    defaultSort: { field: 'sortNo', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }],
});

/**
 * 数据组织 (`/dataorg/bdDataorg/list`, the sel_org widget's source): the units that own data (a
 * company, a business unit, a plant), with the region they sit in picked through the linked dropdown.
 */
export const dataOrg = masterEntity('dataOrg', '数据组织', {
  fields: [
    codeField('组织编码', 20),
    nameField('组织名称', 100),
    dict('orgType', '组织类型', 'data_org_type', { required: true }),
    ref('purchaseOrg', '采购组织', 'md_purchase_org', { length: 20 }),
    text('areaCode', '所在地区', 100, {
      widget: 'link_down',
      // Provinces first (level 1 of the area tree), then each level's children by the parent's id.
      linkDown: {
        table: 'md_area',
        txt: 'name',
        key: 'code',
        idField: 'id',
        pidField: 'pid',
        condition: '{"level":"1"}',
      },
    }),
    sortNoField,
    remarkField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'orgType', 'purchaseOrg', 'areaCode', 'status'],
    sortable: ['code', 'sortNo'],
    defaultSort: { field: 'sortNo', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }, { field: 'orgType' }],
});

export const organisationEntities = [
  purchaseOrg,
  purchaseGroup,
  factory,
  warehouse,
  receivingSlot,
  post,
  language,
  dataOrg,
];
