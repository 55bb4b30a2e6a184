import { DICT_WIDGETS, entityDefinition, validateRecord } from '@srm/contracts/masterdata';
import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEMO_CATEGORIES,
  DEMO_DICTS,
  DEMO_ROLES,
  DEMO_SUPPLIERS,
  ENTITY_LIST_COMPONENT,
  MASTER_DATA_DICTS,
  STAFF_MENUS,
  SUPPLIER_MENUS,
  flattenMenus,
} from './seed-data';
import { creditCodeProblem } from '@srm/contracts/supplier';
import { MASTER_DATA_SEED, SEED_MATERIALS } from './seed-masterdata-data';
import { supplierMasterSeed } from './seed-suppliers-data';

const defs = new Map(MASTER_DATA_ENTITIES.map((d) => [d.name, entityDefinition.parse(d)]));
const dictionaries = Object.fromEntries(
  [...DEMO_DICTS, ...MASTER_DATA_DICTS].map((d) => [d.code, d.items.map(([v]) => v)]),
);
const rowsOf = (entity: string) => MASTER_DATA_SEED.find((s) => s.entity === entity)?.rows ?? [];
const codesOf = (entity: string) => new Set(rowsOf(entity).map((r) => String(r.values.code)));

describe('the master-data seed', () => {
  it('every dictionary a declaration names is seeded, with unique codes', () => {
    const codes = [...DEMO_DICTS, ...MASTER_DATA_DICTS].map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    const used = [...defs.values()].flatMap((d) =>
      d.fields.filter((f) => DICT_WIDGETS.includes(f.widget)).map((f) => f.dictCode!),
    );
    expect(used.filter((c) => !(c in dictionaries))).toEqual([]);
  });

  it('every demo row passes its definition (the check createEntityRecord runs), ids unique', () => {
    const problems: string[] = [];
    for (const { entity, rows } of MASTER_DATA_SEED) {
      const def = defs.get(entity);
      expect(def, entity).toBeDefined();
      expect(new Set(rows.map((r) => r.id)).size, entity).toBe(rows.length);
      for (const r of rows) {
        const check = validateRecord(def!, r.values, 'create', { dictionaries });
        if (!check.ok) problems.push(`${r.id}: ${check.problems.map((p) => p.message).join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a catalogue of at least 500 materials whose references exist', () => {
    expect(SEED_MATERIALS.length).toBeGreaterThanOrEqual(500);
    const categories = new Set(DEMO_CATEGORIES.map((c) => c.id));
    const units = codesOf('unit');
    const materials = codesOf('material');
    const refs: [string, string, Set<string>][] = [
      ['material', 'categoryId', categories],
      ['material', 'unitCode', units],
      ['material', 'brandCode', codesOf('brand')],
      ['material', 'purchaseCategory', codesOf('purchaseCategory')],
      ['material', 'taxRateCode', codesOf('taxRate')],
      ['materialPrice', 'materialCode', materials],
      ['materialPrice', 'priceUnit', units],
      ['materialPrice', 'currencyCode', codesOf('currency')],
      ['quota', 'materialCode', materials],
      ['sample', 'materialCode', materials],
      ['unitConversion', 'materialCode', materials],
      ['warehouse', 'factoryCode', codesOf('factory')],
      ['receivingSlot', 'warehouseCode', codesOf('warehouse')],
      ['expert', 'groupCode', codesOf('expertGroup')],
    ];
    const broken = refs.flatMap(([entity, field, known]) =>
      rowsOf(entity)
        .filter((r) => r.values[field] != null && !known.has(String(r.values[field])))
        .map((r) => `${r.id}.${field}=${String(r.values[field])}`),
    );
    expect(broken).toEqual([]);
    // Every material has a reference price; a tree row's parent comes before it.
    const priced = new Set(rowsOf('materialPrice').map((r) => String(r.values.materialCode)));
    expect([...materials].filter((c) => !priced.has(c))).toEqual([]);
    for (const entity of ['area', 'purchaseCategory']) {
      const seen = new Set(['0']);
      for (const r of rowsOf(entity)) {
        expect(seen.has(String(r.values.pid)), r.id).toBe(true);
        seen.add(r.id);
      }
    }
    // 中国 is the root with code 86, its provinces below it.
    expect(rowsOf('area').filter((r) => r.values.pid === 'area-86').length).toBeGreaterThanOrEqual(34);
  });

  it("each entity's menu opens its variant's route with the definition's permission codes", () => {
    const menus = flattenMenus([...STAFF_MENUS, ...SUPPLIER_MENUS]);
    for (const def of defs.values()) {
      for (const key of ['buyer', 'sup'] as const) {
        const v = def.variants[key];
        if (!v) continue;
        const menu = menus.find((m) => m.url === v.base);
        expect(menu, `${def.name} ${key}`).toMatchObject({ component: ENTITY_LIST_COMPONENT });
        const buttons = menus.filter((m) => m.parentId === menu!.id && m.menuType === 2).map((m) => m.perms);
        expect(buttons).toEqual(v.actions.map((a) => def.permissions[a]));
      }
    }
  });

  it('物料分类 opens its screen (the category tree): buyers read it, its upkeep stays with 分类字典', () => {
    const menus = flattenMenus(STAFF_MENUS);
    const menu = menus.find((m) => m.url === '/masterdata/materialCategory')!;
    expect(
      existsSync(new URL(`../../web/src/pages/${menu.component!}.tsx`, import.meta.url)),
      String(menu.component),
    ).toBe(true);
    const buttons = menus.filter((m) => m.parentId === menu.id).map((m) => m.perms);
    expect(buttons).toEqual(['system:category:list']);
    const buyer = DEMO_ROLES.find((r) => r.roleCode === 'buyer')!.permissionIds;
    const perms = new Set(menus.filter((m) => buyer.includes(m.id)).map((m) => m.perms));
    expect(perms.has('system:category:list')).toBe(true);
    expect(perms.has('system:category:add') || perms.has('system:category:edit')).toBe(false);
  });

  describe('the supplier master', () => {
    const today = '2026-11-27';
    const seed = supplierMasterSeed(today);
    const rows = (entity: string) => seed.entities.find((e) => e.entity === entity)!.rows;
    const ids = new Set([...DEMO_SUPPLIERS.map((s) => s.id), ...seed.suppliers.map((s) => s.id)]);

    it('50 admitted suppliers with valid, unique credit codes and names, below the registration sequence', () => {
      expect(seed.suppliers).toHaveLength(50);
      expect(seed.suppliers.map((s) => creditCodeProblem(s.info.creditCode)).filter(Boolean)).toEqual([]);
      const all = [
        ...DEMO_SUPPLIERS.map((s) => s.creditCode),
        ...seed.suppliers.map((s) => s.info.creditCode),
      ];
      expect(new Set(all).size).toBe(all.length);
      expect(new Set(seed.suppliers.map((s) => s.info.companyName)).size).toBe(50);
      expect(seed.suppliers.every((s) => Number(s.id.slice(1)) < 100)).toBe(true);
      expect(new Set(seed.profiles.map((p) => p.profile.code)).size).toBe(seed.profiles.length);
    });

    it('every row passes its definition and names a seeded supplier and category', () => {
      const categories = new Set(DEMO_CATEGORIES.map((c) => c.id));
      const problems: string[] = [];
      for (const { entity, rows: list } of seed.entities) {
        const def = defs.get(entity)!;
        expect(new Set(list.map((r) => r.id)).size, entity).toBe(list.length);
        for (const r of list) {
          const check = validateRecord(def, r.values, 'create', { dictionaries });
          if (!check.ok) problems.push(`${r.id}: ${check.problems.map((p) => p.message).join('; ')}`);
          if (!ids.has(String(r.values.supplierId))) problems.push(`${r.id}: supplier`);
          if (r.values.categoryId != null && !categories.has(String(r.values.categoryId)))
            problems.push(`${r.id}: category`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('each supplier has a primary contact, a default account, a licence, ISO 9001 and a supply scope', () => {
      for (const id of ids) {
        const own = (entity: string) => rows(entity).filter((r) => r.values.supplierId === id);
        expect(
          own('supplierContact').filter((r) => r.values.isPrimary === 'Y'),
          id,
        ).toHaveLength(1);
        expect(
          own('supplierBank').filter((r) => r.values.isDefault === 'Y'),
          id,
        ).toHaveLength(1);
        expect(
          own('qualification').map((r) => r.values.qualType),
          id,
        ).toEqual(expect.arrayContaining(['business_license', 'iso9001']));
        expect(own('sourcePool').length, id).toBeGreaterThan(0);
      }
      // Resin and sizing suppliers hold the hazardous-chemicals licence for their category.
      const hazchem = rows('qualification').filter((r) => r.values.qualType === 'hazchem_license');
      expect(hazchem.map((r) => r.values.categoryId)).toEqual(
        expect.arrayContaining(['cat-aux-resin', 'cat-aux-sizing']),
      );
    });

    it('some qualifications expire within 30 days, a few have expired; two suppliers are blacklisted', () => {
      const ends = rows('qualification').flatMap((r) => (r.values.validTo ? [String(r.values.validTo)] : []));
      const soon = ends.filter((d) => d >= today && d <= '2026-12-27');
      const expired = ends.filter((d) => d < today);
      expect(soon.length).toBeGreaterThanOrEqual(5);
      expect(expired.length).toBeGreaterThanOrEqual(2);
      expect(expired.length).toBeLessThan(10);
      expect(seed.suppliers.filter((s) => s.blacklist)).toHaveLength(2);
    });
  });
});
