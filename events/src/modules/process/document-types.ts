/**
 * The business documents an approval process can be bound to (GLOSSARY names and labels). A
 * module that starts approvals for a document adds its type here; one definition per type and tenant.
 */
export const DOCUMENT_TYPES = {
  purchaseRequisition: '采购申请',
  purchasePlan: '采购计划',
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
