import type { OnlineReportInput } from '@srm/contracts/report';
import { report, type EventStore } from '@srm/events';
import { DEMO_TENANT } from './seed-data';

/** The demo's online reports, defined over declared master data as an administrator would. */
export const SEED_REPORTS: { id: string; definition: OnlineReportInput }[] = [
  {
    id: 'rp-material-price-history',
    definition: {
      code: 'material_price_history',
      name: '物料价格历史',
      entity: 'materialPrice',
      columns: [
        { field: 'materialCode', sortable: true },
        { field: 'supplierId', sortable: true },
        { field: 'price', sortable: true },
        { field: 'currencyCode' },
        { field: 'taxRateCode' },
        { field: 'priceUnit' },
        { field: 'effectiveDate', sortable: true },
        { field: 'expiryDate' },
        { field: 'priceSource' },
        { field: 'adjustReason', title: '调价原因' },
      ],
      queryFields: [
        { field: 'materialCode' },
        { field: 'supplierId' },
        { field: 'priceSource' },
        { field: 'effectiveDate', mode: 'range' },
        { field: 'price', label: '含税单价', mode: 'range' },
      ],
      defaultSort: { field: 'effectiveDate', order: 'desc' },
    },
  },
  {
    id: 'rp-supplier-material',
    definition: {
      code: 'supplier_material',
      name: '供应商物料',
      entity: 'quota',
      columns: [
        { field: 'supplierId', sortable: true },
        { field: 'materialCode', sortable: true },
        { field: 'ratio', sortable: true },
        { field: 'effectiveDate', sortable: true },
        { field: 'expiryDate' },
        { field: 'status' },
      ],
      queryFields: [
        { field: 'supplierId' },
        { field: 'materialCode' },
        { field: 'status' },
        { field: 'ratio', mode: 'range' },
      ],
      defaultSort: { field: 'supplierId', order: 'asc' },
    },
  },
];

/**
 * Defines the demo reports through the report commands (run after the master data is declared).
 * Idempotent: a code the tenant already has is left as it is (an administrator may have changed it).
 */
export async function seedReports(store: EventStore): Promise<number> {
  let created = 0;
  for (const r of SEED_REPORTS) {
    if (await report.findOnlineReport(store.db, DEMO_TENANT.id, { code: r.definition.code })) continue;
    await report.defineOnlineReport(
      store,
      { id: r.id, tenantId: DEMO_TENANT.id, definition: r.definition, reserved: false },
      { metadata: { actor: 'seed', tenantId: DEMO_TENANT.id } },
    );
    created++;
  }
  return created;
}
