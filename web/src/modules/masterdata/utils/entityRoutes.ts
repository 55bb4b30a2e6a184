import {
  entityDefinition,
  type EntityDefinition,
  type EntityDefinitionInput,
} from '@srm/contracts/masterdata';

export type EntityAtPath = { definition: EntityDefinition; variant: 'buyer' | 'sup' };

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The declared entity and variant whose route base is a menu's path (`/masterdata/material`: the buyer
 * variant of 物料, `/sup/masterdata/sample`: the supplier's 样品), parsed (defaults applied); null when
 * no declaration has that base. The seeded menus' urls are these bases (api/src/seed-data.ts).
 */
export function entityAtPath(
  path: string,
  declarations: readonly EntityDefinitionInput[],
): EntityAtPath | null {
  const want = trimmed(path);
  for (const d of declarations)
    for (const variant of ['buyer', 'sup'] as const) {
      const base = d.variants[variant]?.base;
      if (base !== undefined && trimmed(base) === want)
        return { definition: entityDefinition.parse(d), variant };
    }
  return null;
}
