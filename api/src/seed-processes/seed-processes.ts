import { readFile } from 'node:fs/promises';
import { process, type EventStore } from '@srm/events';
import { compileBpmn } from '../modules/process/index';
import { DEMO_TENANT } from '../seed-data';

const meta = { metadata: { actor: 'seed', tenantId: DEMO_TENANT.id } };

/** Demo approval definitions: created, deployed (through the real parser) and bound once; later edits are kept. */
export const DEMO_PROCESSES = [
  {
    id: 'pd-purchase-requisition',
    key: 'purchaseRequisition',
    name: '采购申请审批',
    file: 'purchase-requisition.bpmn',
    documentType: 'purchaseRequisition',
  },
  {
    id: 'pd-sourcing-project',
    key: 'sourcingProject',
    name: '寻源项目发布审批',
    file: 'sourcing-project.bpmn',
    documentType: 'sourcingProject',
  },
  {
    id: 'pd-award',
    key: 'award',
    name: '定标审批',
    file: 'award.bpmn',
    documentType: 'award',
  },
] as const;

export async function seedProcesses(store: EventStore): Promise<void> {
  const tenantId = DEMO_TENANT.id;
  for (const p of DEMO_PROCESSES) {
    if (await process.findProcessDefinition(store.db, tenantId, p.id)) continue;
    const xml = await readFile(new URL(`./${p.file}`, import.meta.url), 'utf8');
    const act = { by: 'admin', now: new Date() };
    await process.createProcessDefinition(
      store,
      { id: p.id, tenantId, key: p.key, name: p.name, category: null, description: null, ...act },
      meta,
    );
    await process.saveProcessDraft(store, { tenantId, id: p.id, xml, ...act }, meta);
    await process.deployProcessDefinition(
      store,
      { tenantId, id: p.id, comment: '演示数据', compile: compileBpmn, ...act },
      meta,
    );
    await process.bindProcessDefinition(
      store,
      { tenantId, id: p.id, documentType: p.documentType, ...act },
      meta,
    );
  }
}
