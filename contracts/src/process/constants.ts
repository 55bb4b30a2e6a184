/**
 * The business documents an approval process can be bound to (GLOSSARY names and labels). A
 * module that starts approvals for a document adds its type here; one definition per type and tenant.
 */
export const DOCUMENT_TYPES = {
  purchaseRequisition: '采购申请',
  purchasePlan: '采购计划',
  sourcingProject: '寻源项目',
  award: '定标',
  contract: '合同',
  contractChange: '合同变更',
  purchaseOrder: '采购订单',
  orderChange: '订单变更',
  supplierAccess: '供应商准入',
  qualification: '资质',
  invoice: '发票',
  paymentPlan: '付款计划',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_TYPE_CODES = Object.keys(DOCUMENT_TYPES) as DocumentType[];
export const isDocumentType = (v: string): v is DocumentType => Object.hasOwn(DOCUMENT_TYPES, v);

/** A process definition's key: also the BPMN process id. */
export const PROCESS_KEY = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;
export const KEY_FORMAT = '流程标识只能包含字母、数字、下划线、点和横线，且以字母或下划线开头';
export const MAX_XML_LENGTH = 1_000_000;

/** 流程定义 status labels. */
export const DEFINITION_STATUS_TEXT: Record<string, string> = { active: '已激活', suspended: '已挂起' };
