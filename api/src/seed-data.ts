/**
 * The demo tenant: a glass-fibre manufacturer (华东玻纤集团), its purchasing departments, roles,
 * staff and three supplier companies, and the menu tree of spec §2 "Views seen" (buyer views, and
 * supplier variants under /sup). Ids are fixed so seeding is idempotent and menus can be extended.
 */
import {
  ONLINE_FORMS_MENU,
  ONLINE_LIST_BASE,
  type EntityAction,
  type EntityDefinitionInput,
} from '@srm/contracts/masterdata';
import * as md from '@srm/contracts/masterdata/entities';
import { SOURCING_ACTIONS, TENDER_ACTIONS } from '@srm/contracts/sourcing';
import { SUPPLIER_ARCHIVE_ACTIONS, SUPPLIER_BLACKLIST_ACTIONS } from '@srm/contracts/supplier';

/** The generic list screen of declared entities (web/src/views/masterdata/EntityList.tsx, to come). */
export const ENTITY_LIST_COMPONENT = 'masterdata/EntityList';

export const DEMO_TENANT = { id: '1', name: '华东玻纤集团' };

type Menu = {
  id: string;
  name: string;
  url: string;
  component?: string;
  icon?: string;
  hidden?: boolean;
  keepAlive?: boolean;
  /** Buttons under this menu: `[action, label]`; the action is checked by the API. */
  buttons?: [string, string][];
  children?: Menu[];
};

const crud = (prefix: string, extra: [string, string][] = []): [string, string][] => [
  [`${prefix}:list`, '查询'],
  [`${prefix}:add`, '新增'],
  [`${prefix}:edit`, '编辑'],
  [`${prefix}:delete`, '删除'],
  ...extra,
];

const page = (
  id: string,
  name: string,
  url: string,
  component: string,
  buttons?: [string, string][],
): Menu => ({
  id,
  name,
  url,
  component,
  ...(buttons ? { buttons } : {}),
});

const ACTION_LABELS: Record<EntityAction, string> = {
  list: '查询',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出',
  import: '导入',
};

/**
 * The menu of a declared entity's variant: its route base as the url, its permission codes for
 * the variant's actions as buttons, and the generic list screen (which finds the entity by the
 * url; until it exists the menu opens 该功能尚未开放).
 */
const entityPage = (id: string, def: EntityDefinitionInput, variant: 'buyer' | 'sup' = 'buyer'): Menu => {
  const v = def.variants[variant]!;
  return page(
    id,
    variant === 'sup' ? `我的${def.label}` : def.label,
    v.base,
    ENTITY_LIST_COMPONENT,
    v.actions.map((a) => [def.permissions[a], ACTION_LABELS[a]]),
  );
};

/** The buttons of each project list (询价单, 招标项目, 竞价项目): the codes its routes require. */
const PROJECT_BUTTONS: [string, string][] = [
  [SOURCING_ACTIONS.projectList, '查询'],
  [SOURCING_ACTIONS.projectAdd, '新增'],
  [SOURCING_ACTIONS.projectEdit, '编辑'],
  [SOURCING_ACTIONS.projectInvite, '邀请供应商'],
  [SOURCING_ACTIONS.projectSubmit, '提交发布审批'],
  [SOURCING_ACTIONS.projectNegotiate, '议价'],
  [SOURCING_ACTIONS.projectAward, '定标'],
  [SOURCING_ACTIONS.projectPublishResult, '结果公示'],
  [SOURCING_ACTIONS.projectCancel, '取消项目'],
  [SOURCING_ACTIONS.projectChange, '变更'],
];

/** Staff menus; ids are `m-<area>-<view>`. */
/** 账户设置 (hidden pages every signed-in user has): ids `<prefix>-base` and so on. */
const accountSettings = (prefix: string): Menu[] =>
  (
    [
      ['base', '基本设置', 'Base'],
      ['security', '安全设置', 'Security'],
      ['binding', '账号绑定', 'Binding'],
      ['notification', '新消息通知', 'Notification'],
      ['custom', '个性化', 'Custom'],
    ] as const
  ).map(([key, name, view]) => ({
    ...page(`${prefix}-${key}`, name, `/account/settings/${key}`, `account/settings/${view}`),
    hidden: true,
  }));
export const ACCOUNT_SETTINGS_IDS = ['base', 'security', 'binding', 'notification', 'custom'].map(
  (k) => `m-account-settings-${k}`,
);

export const STAFF_MENUS: Menu[] = [
  {
    id: 'm-dashboard',
    name: '首页',
    url: '/dashboard',
    icon: 'home',
    children: [
      page('m-dashboard-analysis', '分析页', '/dashboard/analysis', 'dashboard/Analysis'),
      page('m-dashboard-workplace', '工作台', '/dashboard/workplace', 'dashboard/Workplace'),
      page('m-dashboard-task', '任务中心', '/dashboard/taskIndex', 'dashboard/TaskIndex'),
    ],
  },
  {
    id: 'm-sourcing',
    name: '寻源管理',
    url: '/sourcing',
    icon: 'search',
    children: [
      entityPage('m-sourcing-plan', md.purchasePlan),
      page('m-sourcing-requisition', '采购申请', '/sourcing/requisition', 'sourcing/RequisitionList', [
        [SOURCING_ACTIONS.requisitionList, '查询'],
        [SOURCING_ACTIONS.requisitionAdd, '新增'],
        [SOURCING_ACTIONS.requisitionEdit, '编辑'],
        [SOURCING_ACTIONS.requisitionSubmit, '提交审批'],
      ]),
      page('m-sourcing-inquiry', '询价单', '/sourcing/inquiry', 'sourcing/InquiryList', PROJECT_BUTTONS),
      page('m-sourcing-tender', '招标项目', '/sourcing/tender', 'sourcing/TenderList', [
        ...PROJECT_BUTTONS,
        [TENDER_ACTIONS.committee, '开标小组'],
        // 报名名单 of any sourcing project (GET /portal/signUp/list) until the sourcing module has its own.
        ['sourcing:signUp:list', '报名查询'],
      ]),
      page('m-sourcing-auction', '竞价项目', '/sourcing/auction', 'sourcing/AuctionList', PROJECT_BUTTONS),
      page('m-sourcing-evaluation', '评标', '/sourcing/evaluation', 'sourcing/EvaluationList', [
        [SOURCING_ACTIONS.projectList, '查询'],
        [TENDER_ACTIONS.evaluate, '评标'],
      ]),
      page('m-sourcing-result', '定标结果', '/sourcing/result', 'sourcing/ResultList', [
        [SOURCING_ACTIONS.projectList, '查询'],
        [SOURCING_ACTIONS.projectPublishResult, '结果公示'],
      ]),
      page('m-sourcing-clarification', '澄清答疑', '/sourcing/clarification', 'sourcing/ClarificationList', [
        ['sourcing:clarification:list', '查询'],
        ['sourcing:clarification:answer', '答复'],
      ]),
    ],
  },
  {
    id: 'm-contract',
    name: '合同管理',
    url: '/contract',
    icon: 'file-text',
    children: [
      page(
        'm-contract-draft',
        '合同起草',
        '/contract/draft',
        'contract/ContractList',
        crud('contract:contract', [['contract:contract:submit', '提交审批']]),
      ),
      page(
        'm-contract-change',
        '合同变更',
        '/contract/change',
        'contract/ContractChangeList',
        crud('contract:change'),
      ),
      page(
        'm-contract-template',
        '合同模板',
        '/contract/template',
        'contract/ContractTemplateList',
        crud('contract:template'),
      ),
    ],
  },
  {
    id: 'm-order',
    name: '订单管理',
    url: '/order',
    icon: 'shopping-cart',
    children: [
      page(
        'm-order-po',
        '采购订单',
        '/order/purchaseOrder',
        'order/PurchaseOrderList',
        crud('order:po', [['order:po:send', '下发']]),
      ),
      page('m-order-change', '订单变更', '/order/orderChange', 'order/OrderChangeList', crud('order:change')),
      page('m-order-delivery', '送货单', '/order/deliveryOrder', 'order/DeliveryOrderList', [
        ['order:delivery:list', '查询'],
      ]),
      page(
        'm-order-receipt',
        '收货入库',
        '/order/goodsReceipt',
        'order/GoodsReceiptList',
        crud('order:receipt', [['order:receipt:reverse', '红冲']]),
      ),
      page('m-order-return', '退货单', '/order/returnOrder', 'order/ReturnOrderList', crud('order:return')),
      page('m-order-appointment', '送货预约', '/order/deliveryAppointment', 'order/DeliveryAppointmentList'),
    ],
  },
  {
    id: 'm-quality',
    name: '质量管理',
    url: '/quality',
    icon: 'safety-certificate',
    children: [
      page(
        'm-quality-inspection',
        '检验单',
        '/quality/inspection',
        'quality/InspectionList',
        crud('quality:inspection'),
      ),
      page(
        'm-quality-defective',
        '不良品',
        '/quality/defective',
        'quality/DefectiveList',
        crud('quality:defective'),
      ),
      page('m-quality-claim', '索赔单', '/quality/claim', 'quality/ClaimList', crud('quality:claim')),
    ],
  },
  {
    id: 'm-finance',
    name: '财务管理',
    url: '/finance',
    icon: 'account-book',
    children: [
      page(
        'm-finance-invoice',
        '发票',
        '/finance/invoice',
        'finance/InvoiceList',
        crud('finance:invoice', [['finance:invoice:match', '三单匹配']]),
      ),
      page(
        'm-finance-plan',
        '付款计划',
        '/finance/paymentPlan',
        'finance/PaymentPlanList',
        crud('finance:plan'),
      ),
      page('m-finance-record', '付款记录', '/finance/paymentRecord', 'finance/PaymentRecordList'),
      page(
        'm-finance-deposit',
        '保证金',
        '/finance/deposit',
        'finance/DepositList',
        crud('finance:deposit', [
          ['finance:deposit:confirm', '确认/驳回'],
          ['finance:deposit:refund', '退还'],
          ['finance:deposit:deduct', '扣除'],
        ]),
      ),
      page(
        'm-finance-bond',
        '履约保证金',
        '/finance/performanceBond',
        'finance/PerformanceBondList',
        crud('finance:bond'),
      ),
    ],
  },
  {
    id: 'm-supplier',
    name: '供应商管理',
    url: '/supplier',
    icon: 'team',
    children: [
      // 供应商档案: the admitted [P4] companies are the supplier master (docs/supplier.md "Supplier master").
      page('m-supplier-list', '供应商档案', '/supplier/list', 'supplier/SupplierList', [
        [SUPPLIER_ARCHIVE_ACTIONS.list, '查询'],
        [SUPPLIER_ARCHIVE_ACTIONS.edit, '编辑'],
      ]),
      page('m-supplier-access', '供应商准入', '/supplier/access', 'supplier/AccessList', [
        ['supplier:access:list', '查询'],
        ['supplier:access:approve', '通过'],
        ['supplier:access:reject', '驳回'],
      ]),
      { ...entityPage('m-supplier-qualification', md.qualification), name: '资质管理' },
      entityPage('m-supplier-bank', md.supplierBank),
      entityPage('m-supplier-contact', md.supplierContact),
      page(
        'm-supplier-evaluation',
        '供应商评价',
        '/supplier/evaluation',
        'supplier/EvaluationList',
        crud('supplier:evaluation'),
      ),
      page('m-supplier-blacklist', '黑名单', '/supplier/blacklist', 'supplier/BlacklistList', [
        [SUPPLIER_BLACKLIST_ACTIONS.list, '查询'],
        [SUPPLIER_BLACKLIST_ACTIONS.add, '拉入黑名单'],
        [SUPPLIER_BLACKLIST_ACTIONS.lift, '解除'],
      ]),
      entityPage('m-supplier-pool', md.sourcePool),
    ],
  },
  {
    id: 'm-masterdata',
    name: '主数据',
    url: '/masterdata',
    icon: 'database',
    children: [
      entityPage('m-masterdata-material', md.material),
      entityPage('m-masterdata-price', md.materialPrice),
      // Material categories are the sys_category tree (分类字典) until they are migrated to a declared
      // entity. Reading only: the tree is platform-wide, so adding and editing stay with 分类字典's grants.
      page(
        'm-masterdata-category',
        '物料分类',
        '/masterdata/materialCategory',
        'masterdata/MaterialCategoryList',
        [['system:category:list', '查询']],
      ),
      entityPage('m-masterdata-pcategory', md.purchaseCategory),
      entityPage('m-masterdata-brand', md.brand),
      entityPage('m-masterdata-unit', md.unit),
      entityPage('m-masterdata-unitconv', md.unitConversion),
      {
        // A third level: the new-style side menu lists these beside 财务基础 (spec §2).
        id: 'm-masterdata-finance',
        name: '财务基础',
        url: '/masterdata/finance',
        children: [
          entityPage('m-masterdata-currency', md.currency),
          entityPage('m-masterdata-rate', md.exchangeRate),
          entityPage('m-masterdata-tax', md.taxRate),
          entityPage('m-masterdata-payterm', md.paymentCondition),
          entityPage('m-masterdata-paytype', md.paymentType),
          entityPage('m-masterdata-bank', md.bank),
          entityPage('m-masterdata-trade', md.tradeMethod),
        ],
      },
      {
        id: 'm-masterdata-org',
        name: '组织基础',
        url: '/masterdata/organisation',
        children: [
          entityPage('m-masterdata-porg', md.purchaseOrg),
          entityPage('m-masterdata-pgroup', md.purchaseGroup),
          entityPage('m-masterdata-factory', md.factory),
          entityPage('m-masterdata-warehouse', md.warehouse),
          entityPage('m-masterdata-slot', md.receivingSlot),
          entityPage('m-masterdata-post', md.post),
          entityPage('m-masterdata-language', md.language),
          entityPage('m-masterdata-area', md.area),
          entityPage('m-masterdata-dataorg', md.dataOrg),
        ],
      },
      {
        id: 'm-masterdata-sourcing',
        name: '寻源基础',
        url: '/masterdata/sourcing',
        children: [
          entityPage('m-masterdata-expertgroup', md.expertGroup),
          entityPage('m-masterdata-expert', md.expert),
          entityPage('m-masterdata-qualitative', md.qualitativeItem),
          entityPage('m-masterdata-quota', md.quota),
          entityPage('m-masterdata-sample', md.sample),
        ],
      },
    ],
  },
  {
    id: 'm-process',
    name: '流程管理',
    url: '/process',
    icon: 'apartment',
    children: [
      page('m-process-designer', '流程设计', '/process/designer', 'process/DefinitionList', [
        ['process:definition:list', '查询'],
        ['process:definition:add', '新增'],
        ['process:definition:edit', '编辑'],
        ['process:definition:deploy', '部署'],
        ['process:definition:bind', '绑定单据'],
        ['process:definition:suspend', '挂起/激活'],
      ]),
      page('m-process-instance', '流程实例', '/process/instance', 'process/InstanceList', [
        ['process:instance:list', '查询'],
        ['process:instance:start', '发起审批'],
        ['process:instance:cancel', '作废'],
      ]),
      // The designer of one definition (`?id=`), opened from 流程设计's 设计.
      {
        ...page('m-process-modeler', '流程设计器', '/process/designer/edit', 'process/DesignerPage'),
        hidden: true,
      },
      page('m-process-mytask', '我的任务', '/process/myTask', 'process/TodoList'),
      page('m-process-history', '历史任务', '/process/historyTask', 'process/DoneList'),
      page('m-process-cc', '抄送我的', '/process/ccTask', 'process/CcList'),
    ],
  },
  {
    id: 'm-system',
    name: '系统管理',
    url: '/system',
    icon: 'setting',
    children: [
      page(
        'm-system-user',
        '用户管理',
        '/isystem/user',
        'system/UserList',
        crud('system:user', [
          ['system:user:frozen', '冻结/解冻'],
          ['system:user:changePassword', '修改密码'],
        ]),
      ),
      page(
        'm-system-role',
        '角色管理',
        '/isystem/role',
        'system/RoleList',
        crud('system:role', [['system:role:authorize', '授权']]),
      ),
      page(
        'm-system-depart',
        '部门管理',
        '/isystem/depart',
        'system/DepartList',
        crud('system:depart', [
          ['system:depart:authorize', '授权'],
          // 部门角色 (department roles): defined, granted and assigned on the department page.
          ['system:departRole:list', '部门角色查询'],
          ['system:departRole:add', '部门角色新增'],
          ['system:departRole:edit', '部门角色编辑'],
          ['system:departRole:delete', '部门角色删除'],
        ]),
      ),
      page(
        'm-system-permission',
        '菜单管理',
        '/isystem/permission',
        'system/PermissionList',
        crud('system:permission'),
      ),
      page('m-system-dict', '数据字典', '/isystem/dict', 'system/DictList', crud('system:dict')),
      page(
        'm-system-category',
        '分类字典',
        '/isystem/category',
        'system/CategoryList',
        crud('system:category'),
      ),
      page('m-system-tenant', '租户管理', '/isystem/tenant', 'system/TenantList', crud('system:tenant')),
      page(
        'm-system-announcement',
        '系统公告',
        '/isystem/annountCement',
        'system/AnnouncementList',
        crud('system:announcement', [
          ['system:announcement:release', '发布'],
          ['system:announcement:revoke', '撤销'],
        ]),
      ),
      page(
        'm-system-fillrule',
        '编码规则',
        '/isystem/fillRule',
        'system/FillRuleList',
        crud('system:fillRule', [['system:fillRule:execute', '生成编码']]),
      ),
      page(
        'm-system-checkrule',
        '校验规则',
        '/isystem/checkRule',
        'system/CheckRuleList',
        crud('system:checkRule'),
      ),
      // 在线报表: reports an administrator defines over declared entities, and one report opened as a list (`?id=`).
      page('m-system-report', 'Online报表', '/online/cgreport', 'online/ReportList', crud('online:report')),
      {
        ...page('m-system-report-view', '报表', '/online/cgreport/view', 'online/ReportView'),
        hidden: true,
      },
      page('m-system-log', '日志管理', '/isystem/log', 'system/LogList', [
        ['system:log:list', '查询'],
        // Starts a Temporal workflow (平台状态 page's 自检); never anonymous ([SEC1] 5).
        ['platform:selfCheck:run', '运行平台自检'],
      ]),
    ],
  },
  {
    id: 'm-portal',
    name: '门户管理',
    url: '/iportal',
    icon: 'global',
    children: [
      page('m-portal-news', '新闻管理', '/iportal/news', 'portal/NewsList', crud('portal:news')),
      page('m-portal-planinfo', '信息征集', '/iportal/planInfo', 'portal/PlanInfoList', [
        ['portal:planInfo:list', '查询'],
        ['portal:planInfo:handle', '标记已处理'],
        ['portal:planInfo:invite', '邀请注册'],
      ]),
      page('m-portal-studio', '门户设置', '/iportal/studio', 'portal/Studio', [
        ['portal:settings:list', '查询'],
        ['portal:settings:publish', '发布门户设置'],
        ['portal:settings:revert', '恢复此版本'],
      ]),
    ],
  },
  {
    // 在线开发 (JeecgBoot's online development): 表单开发 defines online forms; each form's 生成菜单
    // adds its list under 在线表单 (m-online-forms) and grants it to roles.
    id: 'm-online',
    name: '在线开发',
    url: '/online',
    icon: 'form',
    children: [
      page('m-online-cgform', '表单开发', '/online/cgform', 'online/CgformList', [
        ['online:cgform:list', '查询'],
        ['online:cgform:add', '新增'],
        ['online:cgform:edit', '编辑'],
        ['online:cgform:purge', '清除字段'],
        ['online:cgform:menu', '生成菜单'],
      ]),
      page('m-online-extend', '扩展字段', '/online/extendField', 'online/ExtendFieldList', [
        ['online:extendField:list', '查询'],
        ['online:extendField:add', '新增'],
      ]),
    ],
  },
  { id: ONLINE_FORMS_MENU, name: '在线表单', url: ONLINE_LIST_BASE, icon: 'profile', children: [] },
  {
    ...page('m-message', '我的消息', '/messageSeting/annountCement', 'system/MyMessageList'),
    hidden: true,
  },
  { ...page('m-account-center', '个人中心', '/account/center', 'account/Center'), hidden: true },
  ...accountSettings('m-account-settings'),
];

/** Supplier variants under /sup (spec §2: "supplier variants under a sup path"). */
export const SUPPLIER_MENUS: Menu[] = [
  page('m-sup-index', '供应商首页', '/sup/index', 'dashboard/SupplierIndex'),
  {
    id: 'm-sup-business',
    name: '业务协同',
    url: '/sup',
    icon: 'solution',
    children: [
      page('m-sup-inquiry', '我的询价', '/sup/inquiry', 'sup/InquiryList', [['sup:inquiry:quote', '报价']]),
      page('m-sup-tender', '我的投标', '/sup/tender', 'sup/TenderList', [['sup:tender:bid', '投标']]),
      page('m-sup-auction', '竞价大厅', '/sup/auction', 'sup/AuctionHall', [['sup:auction:bid', '出价']]),
      page('m-sup-contract', '我的合同', '/sup/contract', 'sup/ContractList', [
        ['sup:contract:confirm', '确认'],
      ]),
      page('m-sup-order', '我的订单', '/sup/order', 'sup/OrderList', [['sup:order:confirm', '确认订单']]),
      page('m-sup-delivery', '送货单', '/sup/delivery', 'sup/DeliveryOrderList', [
        ['sup:delivery:add', '新增'],
      ]),
      page('m-sup-invoice', '发票', '/sup/invoice', 'sup/InvoiceList', [['sup:invoice:add', '开票']]),
      page('m-sup-deposit', '保证金', '/sup/deposit', 'sup/DepositList', [['sup:deposit:pay', '缴纳']]),
    ],
  },
  {
    id: 'm-sup-masterdata',
    name: '主数据协同',
    url: '/sup/masterdata',
    icon: 'database',
    children: [
      entityPage('m-sup-sample', md.sample, 'sup'),
      entityPage('m-sup-quota', md.quota, 'sup'),
      entityPage('m-sup-price', md.materialPrice, 'sup'),
    ],
  },
  {
    id: 'm-sup-company',
    name: '企业信息',
    url: '/sup/company',
    icon: 'bank',
    children: [
      page('m-sup-profile', '企业资料', '/sup/company/profile', 'sup/CompanyProfile'),
      { ...entityPage('m-sup-bank', md.supplierBank, 'sup'), name: '银行账户' },
      { ...entityPage('m-sup-contact', md.supplierContact, 'sup'), name: '联系人' },
      { ...entityPage('m-sup-qualification', md.qualification, 'sup'), name: '资质证书' },
      { ...entityPage('m-sup-pool', md.sourcePool, 'sup'), name: '供应范围' },
      page('m-sup-users', '子账号管理', '/sup/company/users', 'sup/UserList', [
        ['system:user:list', '查询'],
        ['system:user:add', '新增'],
        ['system:user:edit', '编辑'],
      ]),
    ],
  },
  { ...page('m-sup-account-center', '个人中心', '/account/center', 'account/Center'), hidden: true },
  ...accountSettings('m-sup-account-settings'),
];

export type SeedPermission = {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  menuType: 0 | 1 | 2;
  perms: string | null;
  sortNo: number;
  icon: string | null;
  hidden: boolean;
  keepAlive: boolean;
};

/** The menu trees flattened into permission records (menus, sub-menus and their buttons). */
export function flattenMenus(menus: Menu[], parentId: string | null = null): SeedPermission[] {
  return menus.flatMap((m, i) => [
    {
      id: m.id,
      parentId,
      name: m.name,
      url: m.url,
      component: m.component ?? (m.children ? 'layouts/RouteView' : null),
      menuType: parentId ? 1 : 0,
      perms: null,
      sortNo: i + 1,
      icon: m.icon ?? null,
      hidden: m.hidden ?? false,
      keepAlive: m.keepAlive ?? false,
    } satisfies SeedPermission,
    ...(m.buttons ?? []).map(([action, label], j): SeedPermission => ({
      id: `${m.id}:${action}`,
      parentId: m.id,
      name: label,
      url: null,
      component: null,
      menuType: 2,
      perms: action,
      sortNo: j + 1,
      icon: null,
      hidden: false,
      keepAlive: false,
    })),
    ...flattenMenus(m.children ?? [], m.id),
  ]);
}

export const DEMO_DEPARTMENTS = [
  { id: 'dep-group', parentId: null, departName: '华东玻纤集团', orgCode: 'A01', orgCategory: '1' as const },
  {
    id: 'dep-purchasing',
    parentId: 'dep-group',
    departName: '采购中心',
    orgCode: 'A01A01',
    orgCategory: '2' as const,
  },
  {
    id: 'dep-raw',
    parentId: 'dep-purchasing',
    departName: '原材料采购部',
    orgCode: 'A01A01A01',
    orgCategory: '2' as const,
  },
  {
    id: 'dep-equipment',
    parentId: 'dep-purchasing',
    departName: '设备采购部',
    orgCode: 'A01A01A02',
    orgCategory: '2' as const,
  },
  {
    id: 'dep-finance',
    parentId: 'dep-group',
    departName: '财务部',
    orgCode: 'A01A02',
    orgCategory: '2' as const,
  },
  {
    id: 'dep-quality',
    parentId: 'dep-group',
    departName: '质量部',
    orgCode: 'A01A03',
    orgCategory: '2' as const,
  },
  {
    id: 'dep-audit',
    parentId: 'dep-group',
    departName: '审计部',
    orgCode: 'A01A04',
    orgCategory: '2' as const,
  },
];

/** Three admitted supplier companies (supplier module records; credit codes pass GB 32100-2015). */
export const DEMO_SUPPLIERS = [
  {
    id: 'S001',
    name: '山东高岭土矿业有限公司',
    creditCode: '91370100MA3C00000E',
    contact: '陈刚',
    phone: '13900000001',
    categoryIds: ['cat-raw-kaolin'],
  },
  {
    id: 'S002',
    name: '江苏浸润剂化工有限公司',
    creditCode: '91320500MA1N00000U',
    contact: '刘洋',
    phone: '13900000002',
    categoryIds: ['cat-aux-sizing'],
  },
  {
    id: 'S003',
    name: '浙江恒通包装材料有限公司',
    creditCode: '91330100MA2H00000L',
    contact: '周杰',
    phone: '13900000003',
    categoryIds: ['cat-aux-pack'],
  },
];

const all = (menus: Menu[]) => flattenMenus(menus).map((p) => p.id);
const under = (menus: Menu[], ids: string[]) => {
  const picked = menus.filter((m) => ids.includes(m.id));
  return flattenMenus(picked).map((p) => p.id);
};
const listsOnly = (menus: Menu[]) =>
  flattenMenus(menus)
    .filter((p) => p.menuType !== 2 || (p.perms ?? '').endsWith(':list'))
    .map((p) => p.id);

export const DEMO_ROLES = [
  {
    id: 'role-admin',
    roleCode: 'admin',
    roleName: '系统管理员',
    description: '全部菜单与按钮',
    permissionIds: all(STAFF_MENUS),
  },
  {
    id: 'role-buyer',
    roleCode: 'buyer',
    roleName: '采购员',
    description: '寻源、合同、订单、质量、财务与供应商业务',
    permissionIds: [
      ...under(STAFF_MENUS, [
        'm-dashboard',
        'm-sourcing',
        'm-contract',
        'm-order',
        'm-quality',
        'm-finance',
        'm-supplier',
        'm-masterdata',
        'm-message',
        'm-account-center',
        ...ACCOUNT_SETTINGS_IDS,
      ]),
      // Approvals: start and follow them, their own tasks; definitions read only (发起审批 lists the
      // document types); 作废 is an administrator's.
      ...under(STAFF_MENUS, ['m-process']).filter(
        (id) =>
          (!id.startsWith('m-process-designer:') || id.endsWith(':list')) &&
          id !== 'm-process-modeler' &&
          !id.endsWith(':process:instance:cancel'),
      ),
    ],
  },
  {
    id: 'role-approver',
    roleCode: 'approver',
    roleName: '审批人',
    description: '审批任务与单据查看',
    permissionIds: [
      ...under(STAFF_MENUS, [
        'm-dashboard',
        'm-process',
        'm-message',
        'm-account-center',
        ...ACCOUNT_SETTINGS_IDS,
      ]),
      ...listsOnly(STAFF_MENUS.filter((m) => ['m-sourcing', 'm-contract', 'm-order'].includes(m.id))),
    ],
  },
  {
    id: 'role-finance',
    roleCode: 'finance',
    roleName: '财务',
    description: '财务审批任务与保证金',
    permissionIds: under(STAFF_MENUS, [
      'm-dashboard',
      'm-message',
      'm-account-center',
      ...ACCOUNT_SETTINGS_IDS,
    ])
      .concat(['m-process-mytask', 'm-process-history', 'm-process-cc', 'm-process'])
      // 保证金 and 履约保证金 (their buttons too) under 财务管理; invoices and payments stay the buyer's.
      .concat(
        under(STAFF_MENUS, ['m-finance']).filter(
          (id) => id === 'm-finance' || /^m-finance-(deposit|bond)\b/.test(id),
        ),
      ),
  },
  {
    id: 'role-auditor',
    roleCode: 'auditor',
    roleName: '审计员',
    description: '只读：全部列表与日志',
    permissionIds: listsOnly(STAFF_MENUS),
  },
  {
    id: 'role-supplier',
    roleCode: 'supplier',
    roleName: '供应商',
    description: '供应商门户',
    permissionIds: all(SUPPLIER_MENUS),
  },
];

/** README lists these accounts; `admin`'s password can be set with SEED_ADMIN_PASSWORD. */
export const DEMO_USERS = [
  {
    username: 'admin',
    password: 'Admin@2026',
    realname: '系统管理员',
    roles: ['role-admin'],
    departs: ['dep-group'],
    supplierId: null,
    phone: '13800000000',
    sex: 1,
  },
  {
    username: 'buyer1',
    password: 'Buyer@2026',
    realname: '张伟',
    roles: ['role-buyer'],
    departs: ['dep-raw'],
    supplierId: null,
    phone: '13800000001',
    sex: 1,
  },
  {
    username: 'buyer2',
    password: 'Buyer@2026',
    realname: '李娜',
    roles: ['role-buyer'],
    departs: ['dep-equipment', 'dep-raw'],
    supplierId: null,
    phone: '13800000002',
    sex: 2,
  },
  {
    username: 'approver1',
    password: 'Approver@2026',
    realname: '王强',
    roles: ['role-approver'],
    departs: ['dep-purchasing'],
    supplierId: null,
    phone: '13800000003',
    sex: 1,
  },
  {
    username: 'finance1',
    password: 'Finance@2026',
    realname: '孙丽',
    roles: ['role-approver', 'role-finance'],
    departs: ['dep-finance'],
    supplierId: null,
    phone: '13800000004',
    sex: 2,
  },
  {
    username: 'auditor1',
    password: 'Auditor@2026',
    realname: '赵敏',
    roles: ['role-auditor'],
    departs: ['dep-audit'],
    supplierId: null,
    phone: '13800000005',
    sex: 2,
  },
  {
    username: 'sup_kaolin',
    password: 'Supplier@2026',
    realname: '陈刚',
    roles: ['role-supplier'],
    departs: [],
    supplierId: 'S001',
    phone: '13900000001',
    sex: 1,
  },
  {
    username: 'sup_chem',
    password: 'Supplier@2026',
    realname: '刘洋',
    roles: ['role-supplier'],
    departs: [],
    supplierId: 'S002',
    phone: '13900000002',
    sex: 1,
  },
  {
    username: 'sup_pack',
    password: 'Supplier@2026',
    realname: '周杰',
    roles: ['role-supplier'],
    departs: [],
    supplierId: 'S003',
    phone: '13900000003',
    sex: 1,
  },
];

/** The dictionaries the spec names: priority, sex, announcement categories, document statuses. */
export const DEMO_DICTS: { code: string; name: string; items: [string, string, string?][] }[] = [
  {
    code: 'priority',
    name: '优先级',
    items: [
      ['L', '一般', 'blue'],
      ['M', '重要', 'orange'],
      ['H', '紧急', 'red'],
    ],
  },
  {
    code: 'sex',
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    code: 'msg_category',
    name: '公告类别',
    items: [
      ['1', '通知公告'],
      ['2', '系统公告'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    items: [
      ['Y', '是'],
      ['N', '否'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    items: [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '岗位'],
    ],
  },
  {
    code: 'bill_status',
    name: '单据状态',
    items: [
      ['0', '草稿'],
      ['1', '审批中'],
      ['2', '已审批'],
      ['3', '已驳回'],
      ['4', '已作废'],
    ],
  },
  {
    code: 'sourcing_type',
    name: '寻源方式',
    items: [
      ['tender', '招标'],
      ['inquiry', '询价'],
      ['bidding', '竞价'],
    ],
  },
];

/** The enumerations of the declared master data (contracts/src/masterdata/entities). */
export const MASTER_DATA_DICTS: { code: string; name: string; items: [string, string, string?][] }[] = [
  {
    code: 'enable_status',
    name: '启用状态',
    items: [
      ['1', '启用', 'green'],
      ['0', '停用', 'red'],
    ],
  },
  {
    code: 'data_org_type',
    name: '数据组织类型',
    items: [
      ['company', '公司'],
      ['division', '事业部'],
      ['plant', '工厂'],
      ['department', '部门'],
    ],
  },
  {
    code: 'area_level',
    name: '区域级别',
    items: [
      ['0', '国家'],
      ['1', '省/直辖市'],
      ['2', '市'],
      ['3', '区/县'],
    ],
  },
  {
    code: 'bank_type',
    name: '银行类型',
    items: [
      ['state', '国有商业银行'],
      ['joint', '股份制商业银行'],
      ['city', '城市商业银行'],
      ['rural', '农村商业银行'],
      ['policy', '政策性银行'],
      ['foreign', '外资银行'],
    ],
  },
  {
    code: 'exchange_rate_type',
    name: '汇率类型',
    items: [
      ['spot', '即期汇率'],
      ['month', '月平均汇率'],
      ['budget', '预算汇率'],
    ],
  },
  {
    code: 'tax_type',
    name: '计税方式',
    items: [
      ['general', '一般计税'],
      ['simple', '简易计税'],
      ['zero', '零税率'],
      ['exempt', '免税'],
    ],
  },
  {
    code: 'unit_type',
    name: '单位类别',
    items: [
      ['weight', '重量'],
      ['length', '长度'],
      ['area', '面积'],
      ['volume', '体积'],
      ['count', '数量'],
      ['time', '时间'],
    ],
  },
  {
    code: 'material_type',
    name: '物料类型',
    items: [
      ['raw', '原材料'],
      ['aux', '辅料'],
      ['chem', '化工原料'],
      ['semi', '半成品'],
      ['product', '成品'],
      ['pack', '包装物'],
      ['spare', '备品备件'],
      ['energy', '能源'],
    ],
  },
  {
    code: 'glass_type',
    name: '玻璃成分',
    items: [
      ['E', '无碱玻璃(E)'],
      ['ECR', '耐腐蚀无硼(ECR)'],
      ['C', '中碱玻璃(C)'],
      ['S', '高强玻璃(S)'],
      ['AR', '耐碱玻璃(AR)'],
      ['HM', '高模量(HM)'],
    ],
  },
  {
    code: 'sizing_type',
    name: '浸润剂类型',
    items: [
      ['silane', '硅烷型(增强)'],
      ['epoxy', '环氧相容'],
      ['up', '不饱和聚酯相容'],
      ['pp', '聚丙烯相容'],
      ['pa', '尼龙相容'],
      ['textile', '纺织型(淀粉)'],
      ['powder', '粉剂'],
      ['emulsion', '乳剂'],
    ],
  },
  {
    code: 'package_type',
    name: '包装形式',
    items: [
      ['doff', '直接纱团'],
      ['cake', '原丝饼'],
      ['bobbin', '纱管'],
      ['roll', '卷'],
      ['bag', '袋'],
      ['tonbag', '吨袋'],
      ['drum', '桶'],
      ['ibc', 'IBC吨桶'],
      ['pallet', '托盘'],
      ['box', '箱'],
      ['bulk', '散装'],
      ['piece', '件'],
    ],
  },
  {
    code: 'price_source',
    name: '价格来源',
    items: [
      ['inquiry', '询价'],
      ['tender', '招标'],
      ['auction', '竞价'],
      ['contract', '合同'],
      ['manual', '手工维护'],
    ],
  },
  {
    code: 'warehouse_type',
    name: '仓库类型',
    items: [
      ['raw', '原料库'],
      ['aux', '辅料库'],
      ['chem', '危化品库'],
      ['spare', '备件库'],
      ['product', '成品库'],
      ['precious', '贵金属库'],
    ],
  },
  {
    code: 'weekday',
    name: '星期',
    items: [
      ['1', '周一'],
      ['2', '周二'],
      ['3', '周三'],
      ['4', '周四'],
      ['5', '周五'],
      ['6', '周六'],
      ['7', '周日'],
    ],
  },
  {
    code: 'post_rank',
    name: '岗位级别',
    items: [
      ['1', '员工'],
      ['2', '主管'],
      ['3', '经理'],
      ['4', '总监'],
    ],
  },
  {
    code: 'expert_field',
    name: '专业领域',
    items: [
      ['mineral', '矿物原料'],
      ['chemical', '化工'],
      ['precious', '贵金属'],
      ['equipment', '机械设备'],
      ['electrical', '电气自动化'],
      ['kiln', '窑炉工程'],
      ['packaging', '包装物流'],
      ['finance', '财务商务'],
      ['legal', '法务'],
    ],
  },
  {
    code: 'expert_type',
    name: '专家类型',
    items: [
      ['internal', '内部专家'],
      ['external', '外部专家'],
    ],
  },
  {
    code: 'expert_title',
    name: '职称',
    items: [
      ['senior', '正高级工程师'],
      ['vice', '高级工程师'],
      ['middle', '工程师'],
      ['other', '其他'],
    ],
  },
  {
    code: 'evaluation_dimension',
    name: '评价维度',
    items: [
      ['quality', '质量'],
      ['delivery', '交付'],
      ['service', '服务'],
      ['technology', '技术'],
      ['cost', '成本'],
    ],
  },
  {
    code: 'sample_result',
    name: '样品检验结果',
    items: [
      ['pending', '待检验', 'blue'],
      ['pass', '合格', 'green'],
      ['fail', '不合格', 'red'],
      ['conditional', '让步接收', 'orange'],
    ],
  },
  {
    code: 'qualification_type',
    name: '资质类型',
    items: [
      ['business_license', '营业执照'],
      ['iso9001', 'ISO 9001质量管理体系认证'],
      ['iso14001', 'ISO 14001环境管理体系认证'],
      ['iso45001', 'ISO 45001职业健康安全管理体系认证'],
      ['hazchem_license', '危险化学品经营许可证'],
      ['safety_license', '安全生产许可证'],
      ['mining_license', '采矿许可证'],
      ['production_license', '全国工业产品生产许可证'],
      ['pressure_vessel', '特种设备制造许可证'],
      ['road_transport', '道路运输经营许可证'],
    ],
  },
  {
    code: 'source_pool_status',
    name: '资源池状态',
    items: [
      ['qualified', '合格', 'green'],
      ['potential', '潜在', 'blue'],
      ['frozen', '冻结', 'red'],
    ],
  },
  {
    code: 'supplier_type',
    name: '供应商类型',
    items: [
      ['manufacturer', '生产商'],
      ['trader', '贸易商'],
      ['service', '服务商'],
    ],
  },
  {
    code: 'supplier_level',
    name: '供应商等级',
    items: [
      ['A', 'A级（战略）', 'green'],
      ['B', 'B级（优选）', 'blue'],
      ['C', 'C级（合格）', 'orange'],
      ['D', 'D级（观察）', 'red'],
    ],
  },
];

/** Material categories of a glass-fibre plant. */
export const DEMO_CATEGORIES: { id: string; pid: string; name: string; code: string }[] = [
  { id: 'cat-raw', pid: '0', name: '原材料', code: 'A01' },
  { id: 'cat-raw-pyro', pid: 'cat-raw', name: '叶蜡石', code: 'A01A01' },
  { id: 'cat-raw-kaolin', pid: 'cat-raw', name: '高岭土', code: 'A01A02' },
  { id: 'cat-raw-lime', pid: 'cat-raw', name: '石灰石', code: 'A01A03' },
  { id: 'cat-aux', pid: '0', name: '辅料', code: 'A02' },
  { id: 'cat-aux-sizing', pid: 'cat-aux', name: '浸润剂', code: 'A02A01' },
  { id: 'cat-aux-pack', pid: 'cat-aux', name: '包装材料', code: 'A02A02' },
  { id: 'cat-equip', pid: '0', name: '设备及备件', code: 'A03' },
  { id: 'cat-equip-bushing', pid: 'cat-equip', name: '铂铑漏板', code: 'A03A01' },
  { id: 'cat-equip-winder', pid: 'cat-equip', name: '拉丝机', code: 'A03A02' },
  { id: 'cat-raw-other', pid: 'cat-raw', name: '其他矿物及化工原料', code: 'A01A04' },
  { id: 'cat-aux-resin', pid: 'cat-aux', name: '树脂', code: 'A02A03' },
  { id: 'cat-equip-refractory', pid: 'cat-equip', name: '耐火材料', code: 'A03A03' },
  { id: 'cat-product', pid: '0', name: '玻纤制品', code: 'A04' },
  { id: 'cat-product-roving', pid: 'cat-product', name: '无捻粗纱', code: 'A04A01' },
  { id: 'cat-product-chopped', pid: 'cat-product', name: '短切原丝', code: 'A04A02' },
  { id: 'cat-product-yarn', pid: 'cat-product', name: '玻纤纱', code: 'A04A03' },
  { id: 'cat-product-fabric', pid: 'cat-product', name: '毡与织物', code: 'A04A04' },
];

export const DEMO_FILL_RULES = [
  { id: 'fill-material', ruleName: '物料编码', ruleCode: 'material', prefix: 'WL' },
  { id: 'fill-sample', ruleName: '样品单号', ruleCode: 'sample', prefix: 'YP' },
  { id: 'fill-po', ruleName: '采购订单编号', ruleCode: 'purchase_order', prefix: 'PO' },
  { id: 'fill-ct', ruleName: '合同编号', ruleCode: 'contract', prefix: 'CT' },
  { id: 'fill-iq', ruleName: '询价单编号', ruleCode: 'inquiry', prefix: 'IQ' },
  { id: 'fill-td', ruleName: '招标项目编号', ruleCode: 'tender', prefix: 'TD' },
  { id: 'fill-au', ruleName: '竞价项目编号', ruleCode: 'auction', prefix: 'AU' },
  { id: 'fill-do', ruleName: '送货单编号', ruleCode: 'delivery_order', prefix: 'DO' },
];

export const DEMO_CHECK_RULES = [
  {
    id: 'check-credit-code',
    ruleName: '统一社会信用代码',
    ruleCode: 'credit_code',
    ruleJson: [
      {
        pattern: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$',
        message: '统一社会信用代码格式不正确',
      },
    ],
  },
  {
    id: 'check-mobile',
    ruleName: '手机号码',
    ruleCode: 'mobile',
    ruleJson: [{ pattern: '^1[3-9]\\d{9}$', message: '请输入正确格式的手机号码!' }],
  },
];

/** A few released announcements for the bell and the message page. */
/** 部门负责人 (department role `leader`): the approval engine's deptLeader rule looks it up from the initiator's department upwards. */
export const DEMO_DEPART_ROLES = [
  {
    id: 'drole-purchasing-leader',
    departId: 'dep-purchasing',
    roleCode: 'leader',
    roleName: '部门负责人',
    userIds: ['approver1'],
  },
  {
    id: 'drole-group-leader',
    departId: 'dep-group',
    roleCode: 'leader',
    roleName: '部门负责人',
    userIds: ['admin'],
  },
];

export const DEMO_ANNOUNCEMENTS = [
  {
    id: 'annt-welcome',
    titile: '关于启用新一代采购与供应商协同平台的通知',
    msgContent:
      '<p>各部门、各供应商：</p><p>集团新一代采购与供应商协同平台已正式启用，询价、招标、竞价、合同、订单与对账业务即日起在平台办理。</p>',
    msgCategory: '2' as const,
    priority: 'H' as const,
    msgType: 'ALL' as const,
    userIds: [] as string[],
  },
  {
    id: 'annt-holiday',
    titile: '春节期间送货安排',
    msgContent: '<p>春节期间（2月10日至2月17日）仓库暂停收货，请各供应商提前预约送货时间。</p>',
    msgCategory: '1' as const,
    priority: 'M' as const,
    msgType: 'ALL' as const,
    userIds: [] as string[],
  },
  {
    id: 'annt-buyer-task',
    titile: '请及时处理高岭土询价单报价比对',
    msgContent: '<p>询价单 IQ-2026-000001 已截止报价，请在三个工作日内完成比价并提交审批。</p>',
    msgCategory: '1' as const,
    priority: 'L' as const,
    msgType: 'USER' as const,
    userIds: ['buyer1'],
  },
];
