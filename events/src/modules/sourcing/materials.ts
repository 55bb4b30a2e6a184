import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors';
import { entityRecordsByIds } from '../masterdata/index';

export const MATERIAL_NOT_FOUND = '物料不存在';
export const materialDisabled = (name: string) => `物料「${name}」已停用`;

export type MaterialFacts = {
  id: string;
  code: string;
  name: string;
  unit: string;
  categoryId: string | null;
};

/** The [P5] materials named by a requisition or project, each of the tenant and enabled. */
export async function materialsOf(
  db: Kysely<Database>,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, MaterialFacts>> {
  const rows = await entityRecordsByIds(db, 'material', tenantId, [...new Set(ids)]);
  const found = new Map(
    rows.map((r) => [
      String(r.id),
      {
        id: String(r.id),
        code: String(r.code),
        name: String(r.name),
        unit: String(r.unit_code),
        categoryId: r.category_id === null || r.category_id === undefined ? null : String(r.category_id),
        status: String(r.status ?? '1'),
      },
    ]),
  );
  ids.forEach((id, i) => {
    const m = found.get(id);
    if (!m) throw new DomainError('ValidationFailed', MATERIAL_NOT_FOUND, { field: `lines.${i}.materialId` });
    if (m.status !== '1') {
      throw new DomainError('ValidationFailed', materialDisabled(m.name), { field: `lines.${i}.materialId` });
    }
  });
  return new Map([...found].map(([k, { status: _s, ...m }]) => [k, m]));
}
