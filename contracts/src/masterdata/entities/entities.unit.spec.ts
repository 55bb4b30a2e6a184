import { describe, expect, it } from 'vitest';
import { ENTITY_ACTIONS, entityDefinition, firstIssue, permissionsOf } from '../definition';
import { MAX_ENTITY_NAME_LENGTH, MAX_TABLE_LENGTH, columnOf } from '../identifiers';
import { BUYER_BASE, MASTER_DATA_ENTITIES, SUP_BASE } from './index';

const parsed = MASTER_DATA_ENTITIES.map((d) => {
  const r = entityDefinition.safeParse(d);
  return { name: d.name, r };
});
const defs = parsed.flatMap((p) => (p.r.success ? [p.r.data] : []));

/** GLOSSARY rows these entities carry: one code name, one Chinese label. */
const GLOSSARY: Record<string, string> = {
  material: '物料',
  quota: '配额',
  expertGroup: '专家组',
  paymentCondition: '付款条件',
  qualification: '资质',
  sourcePool: '资源池',
};

/** The supplier master's pages sit under 供应商管理 (`/supplier`) and the supplier's 企业信息 (`/sup/company`). */
const SUPPLIER_MASTER = ['supplierBank', 'supplierContact', 'qualification', 'sourcePool'];
/** 采购计划 is a page of 寻源管理 (`/sourcing/purchasePlan`). */
const SOURCING_PAGES: Record<string, string> = { purchasePlan: '/sourcing/purchasePlan' };

describe('the declared master data', () => {
  it('every declaration parses (entityDefinition)', () => {
    const problems = parsed.flatMap((p) =>
      p.r.success ? [] : [`${p.name}: ${firstIssue(p.r.error).message}`],
    );
    expect(problems).toEqual([]);
    expect(defs.length).toBeGreaterThanOrEqual(26);
  });

  it('names, tables and routes are unique, follow the identifier rules and the md_<entity> convention', () => {
    const names = defs.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(defs.map((d) => d.table)).size).toBe(defs.length);
    for (const d of defs) {
      expect(d.origin).toBe('code');
      expect(d.name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(d.name.length).toBeLessThanOrEqual(MAX_ENTITY_NAME_LENGTH);
      expect(d.table).toBe(`md_${columnOf(d.name)}`);
      expect(d.table.length).toBeLessThanOrEqual(MAX_TABLE_LENGTH);
      // Code fields are never online (x-prefixed) names.
      expect(d.fields.filter((f) => /^x[A-Z]/.test(f.name))).toEqual([]);
    }
  });

  it('glossary terms keep their code name and label', () => {
    for (const [name, label] of Object.entries(GLOSSARY)) {
      expect(defs.find((d) => d.name === name)?.label).toBe(label);
    }
  });

  it('labels are Chinese, and money, rates and quantities are decimals', () => {
    for (const d of defs) {
      expect(d.label).toMatch(/[\u4e00-\u9fa5]/);
      for (const f of d.fields) {
        expect(f.label, `${d.name}.${f.name}`).toMatch(/[\u4e00-\u9fa5]/);
        if (
          /单价|金额|^汇率$|^税率\(|比例|数量|起订量|订货量|系数|满分|线密度|直径|重/.test(f.label) &&
          !f.label.endsWith('精度')
        ) {
          expect(f.type, `${d.name}.${f.name}`).toBe('decimal');
        }
      }
    }
  });

  it('permissions are masterdata:<entity>:<action>; the buyer has every action at /masterdata/<entity>', () => {
    for (const d of defs) {
      expect(d.permissions).toEqual(permissionsOf(`masterdata:${d.name}`));
      const base = SUPPLIER_MASTER.includes(d.name)
        ? expect.stringMatching(/^\/supplier\//)
        : (SOURCING_PAGES[d.name] ?? BUYER_BASE(d.name));
      expect(d.variants.buyer).toMatchObject({ base, actions: [...ENTITY_ACTIONS] });
    }
  });

  it('a supplier variant lives under /sup, has an owner, and sees samples, quotas and its own prices', () => {
    const sup = defs.filter((d) => d.variants.sup);
    expect(sup.map((d) => d.name).sort()).toEqual([
      'materialPrice',
      'qualification',
      'quota',
      'sample',
      'sourcePool',
      'supplierBank',
      'supplierContact',
    ]);
    for (const d of sup) {
      const own = SUPPLIER_MASTER.includes(d.name);
      expect(d.variants.sup!.base).toBe(
        own ? `/sup/company/${d.variants.sup!.base.split('/').pop()}` : SUP_BASE(d.name),
      );
      expect(d.ownerField).toBe('supplierId');
      // The owner is never shown to the supplier as a column; only its own profile rows are its to delete.
      if (!own || d.name === 'sourcePool') expect(d.variants.sup!.actions).not.toContain('delete');
      expect(d.variants.sup!.columns ?? []).not.toContain('supplierId');
    }
    expect(defs.find((d) => d.name === 'quota')!.variants.sup!.actions).toEqual(['list']);
  });

  it('the tree entities are the areas and the purchase categories', () => {
    expect(defs.filter((d) => d.kind === 'tree').map((d) => d.name)).toEqual(['area', 'purchaseCategory']);
  });
});
