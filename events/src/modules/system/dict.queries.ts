import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors';
import type { RecordedEvent } from '../../store/types';

/** Spec §3 "Dictionary option": value, text/label (title for tree and select widgets, color for tags). */
export type DictOption = { value: string; text: string; title: string; label: string; color: string | null };

export const dictOption = (value: string, text: string, color: string | null = null): DictOption => ({
  value,
  text,
  title: text,
  label: text,
  color,
});

/** A dictionary's enabled items (status 1) by sort order, then value; none for an unknown code. */
export async function dictItemsByCode(db: Kysely<Database>, dictCode: string): Promise<DictOption[]> {
  const rows = await db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
    .select(['i.item_value', 'i.item_text', 'i.item_color'])
    .where('d.dict_code', '=', dictCode)
    .where('i.status', '=', 1)
    .orderBy('i.sort_order')
    .orderBy('i.item_value')
    .execute();
  return rows.map((r) => dictOption(r.item_value, r.item_text, r.item_color));
}

/**
 * Every dictionary's enabled items by dictionary code, as `sysAllDictItems` of the login answer
 * and `/sys/dict/queryAllDictItems` give them (the client caches them 7 days). A dictionary with
 * no enabled item is there with an empty list.
 */
export async function allDictItems(db: Kysely<Database>): Promise<Record<string, DictOption[]>> {
  const rows = await db
    .selectFrom('sys_dict as d')
    .leftJoin('sys_dict_item as i', (j) => j.onRef('i.dict_id', '=', 'd.id').on('i.status', '=', 1))
    .select(['d.dict_code', 'i.item_value', 'i.item_text', 'i.item_color'])
    .orderBy('d.dict_code')
    .orderBy('i.sort_order')
    .orderBy('i.item_value')
    .execute();
  // A Map, not an object literal: a code such as `__proto__` must stay an ordinary key.
  const all = new Map<string, DictOption[]>();
  for (const r of rows) {
    const items = all.get(r.dict_code) ?? [];
    all.set(r.dict_code, items);
    if (r.item_value !== null && r.item_text !== null)
      items.push(dictOption(r.item_value, r.item_text, r.item_color));
  }
  return Object.fromEntries(all);
}

/** Whether an event changes what allDictItems answers (a dictionary or an item created, edited or deleted). */
const changesDictionaries = (e: RecordedEvent): boolean =>
  e.type.startsWith('Record') &&
  ['dict', 'dictItem'].includes((e.data as { entity?: unknown }).entity as string);

export type DictItemsCache = {
  get(db: Kysely<Database>): Promise<Record<string, DictOption[]>>;
  /** The owner hands it every batch it reads from the log: a dictionary event drops the kept answer. */
  heard(events: readonly RecordedEvent[]): void;
};

/**
 * allDictItems kept between calls (every login answers it) for as long as `fed()` says the owner
 * hears the log: it drops the answer on a dictionary event, at the latest once the owner has read
 * that event's commit; while it does not hear the log, every call reads. A read that began before
 * an invalidation serves its own callers only. Callers must not change the answer.
 */
export function dictItemsCache(fed: () => boolean): DictItemsCache {
  let kept: Promise<Record<string, DictOption[]>> | undefined;
  return {
    get(db) {
      if (!fed()) {
        kept = undefined;
        return allDictItems(db);
      }
      if (kept) return kept;
      const read = allDictItems(db);
      kept = read;
      read.catch(() => {
        if (kept === read) kept = undefined;
      });
      return read;
    },
    heard(events) {
      if (events.some(changesDictionaries)) kept = undefined;
    },
  };
}

/** The texts of some values of a dictionary (disabled items too: stored values must still read), by value. */
export async function dictTexts(
  db: Kysely<Database>,
  dictCode: string,
  values: string[],
): Promise<Map<string, string>> {
  if (values.length === 0) return new Map();
  const rows = await db
    .selectFrom('sys_dict_item as i')
    .innerJoin('sys_dict as d', 'd.id', 'i.dict_id')
    .select(['i.item_value', 'i.item_text'])
    .where('d.dict_code', '=', dictCode)
    .where('i.item_value', 'in', values)
    .execute();
  return new Map(rows.map((r) => [r.item_value, r.item_text]));
}

/** Spec §5 "Category tree": the tree select's `pcode` names no category. */
export const BAD_PCODE = '加载分类字典树参数有误.[code]!';

/** The id of the category whose code is `pcode` (the parent a category tree select opens at). */
export async function categoryIdByCode(db: Kysely<Database>, pcode: string): Promise<string> {
  const parent = await db
    .selectFrom('sys_category')
    .select('id')
    .where('code', '=', pcode)
    .executeTakeFirst();
  if (!parent) throw new DomainError('ValidationFailed', BAD_PCODE, { field: 'pcode' });
  return parent.id;
}
