import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { Trx } from '../../store/types';
import type { ColumnFacts, ColumnSpec, DdlStep, FactNeed, StoredFacts } from './entity.planner';

/**
 * Runs a plan's steps with kysely's schema builder: every table, column and index name goes in as
 * an identifier (quoted by kysely), never spliced into SQL text, and column types pass kysely's
 * own check of their form. The names were validated by the definition before (identifiers.ts).
 */
export async function runDdl(trx: Trx, steps: readonly DdlStep[]): Promise<void> {
  for (const step of steps) await runStep(trx, step);
}

const column = (spec: ColumnSpec) => (c: ColumnDefinitionBuilder) => {
  let b = c;
  if (spec.primaryKey) b = b.primaryKey();
  if (spec.notNull) b = b.notNull();
  if (spec.default) b = b.defaultTo('now' in spec.default ? sql`now()` : spec.default.text);
  return b;
};

async function runStep(trx: Trx, step: DdlStep): Promise<void> {
  switch (step.op) {
    case 'createTable': {
      let b = trx.schema.createTable(step.table);
      for (const c of step.columns) b = b.addColumn(c.name, c.dataType, column(c));
      await b.execute();
      return;
    }
    case 'addColumn':
      await trx.schema
        .alterTable(step.table)
        .addColumn(step.column.name, step.column.dataType, column(step.column))
        .execute();
      return;
    case 'alterColumnType':
      await trx.schema
        .alterTable(step.table)
        .alterColumn(step.column, (c) => c.setDataType(step.to))
        .execute();
      return;
    case 'createIndex': {
      const b = trx.schema.createIndex(step.index).on(step.table).columns(step.columns);
      await (step.unique ? b.unique() : b).execute();
      return;
    }
    case 'dropIndex':
      await trx.schema.dropIndex(step.index).execute();
      return;
    case 'dropColumn':
      await trx.schema.alterTable(step.table).dropColumn(step.column).execute();
      return;
    default: {
      const never: never = step;
      throw new Error(`unknown DDL step ${JSON.stringify(never)}`);
    }
  }
}

/** Whether a table of that name exists in the schema (an entity may not take another's table). */
export async function tableExists(trx: Trx, table: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (
      select 1 from information_schema.tables where table_schema = current_schema() and table_name = ${table}
    ) as found`.execute(trx);
  return rows[0]?.found === true;
}

/** The facts the planner asked for, read from the stored rows (in the changing transaction). */
export async function readFacts(trx: Trx, table: string, needs: readonly FactNeed[]): Promise<StoredFacts> {
  const facts: Record<string, ColumnFacts> = {};
  const t = sql.table(table);
  for (const { column, facts: kinds } of needs) {
    const c = sql.id(column);
    const f: ColumnFacts = {};
    if (kinds.includes('length')) {
      const { rows } = await sql<{ n: number }>`
        select coalesce(max(char_length(${c}::text)), 0)::int as n from ${t}`.execute(trx);
      f.maxLength = Number(rows[0]?.n ?? 0);
    }
    if (kinds.includes('number')) {
      const { rows } = await sql<{ digits: number; scale: number }>`
        select coalesce(max(length(trunc(abs(${c}::numeric))::text)), 0)::int as digits,
               coalesce(max(scale(trim_scale(${c}::numeric))), 0)::int as scale
        from ${t}`.execute(trx);
      f.maxIntegerDigits = Number(rows[0]?.digits ?? 0);
      f.maxScale = Number(rows[0]?.scale ?? 0);
    }
    if (kinds.includes('duplicates')) {
      const { rows } = await sql<{ found: boolean }>`
        select exists (
          select 1 from ${t} where ${c} is not null group by tenant_id, ${c} having count(*) > 1
        ) as found`.execute(trx);
      f.duplicates = rows[0]?.found === true;
    }
    facts[column] = f;
  }
  return facts;
}
