import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { UnreadableRequest } from './errors';
import { listWhere, parseListQuery, type ListQuery, type ListSpec } from './list-query';

/**
 * Export of a generic list to .xlsx (spec §7 "Generic list, export, import"): the same filters, super
 * query and sort as the list, every matching row (no paging), streamed. Rows are read from the
 * database in keyset-paginated batches and written with exceljs's streaming WorkbookWriter, so the
 * memory an export holds is about one batch, whatever the number of rows.
 */

/** One spreadsheet column: the API field, its Chinese title, and (export) how a record's value shows. */
export type SheetColumn = {
  field: string;
  title: string;
  /** Column width in characters (default from the title). */
  width?: number;
  /** Record value -> cell (default: the value as is; null and undefined leave the cell empty). */
  format?: (value: unknown, record: Record<string, unknown>) => unknown;
  /** Import: how a cell becomes the field's value (default: text, or a number for `type: 'number'`). */
  parse?: (cell: string | number | boolean) => unknown;
  /** Import: the field is a number (numeric text in the cell is read as a number). */
  type?: 'string' | 'number';
};

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows per database query. */
export const EXPORT_BATCH = 1000;
/** Uncompressed bytes an export lets wait for the zip before it reads more rows. */
const ZIP_QUEUE_MAX = 1024 * 1024;
/** At most this many ids in `selections`. */
export const MAX_SELECTIONS = 10_000;

/** The export's parameters cannot be read (parse: they come as a query, a body or a JSON string). */
const invalid = (message: string, field: string): never => {
  throw new UnreadableRequest(message, field);
};

/**
 * The export's parameters, whichever way they came (spec §7: a POST with a JSON body, a GET with the
 * query, and a variant with `paramsStr`, a JSON string of the parameters): one flat string map, as
 * the list's query string would carry them. Paging is dropped (an export has every matching row).
 */
export function exportParams(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const take = (source: unknown) => {
    if (!source || typeof source !== 'object' || Array.isArray(source)) return;
    for (const [k, v] of Object.entries(source as Record<string, unknown>)) {
      if (k === 'paramsStr' || k === 'pageNo' || k === 'pageSize') continue;
      if (typeof v === 'string') out[k] = v;
      else if (typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
      else if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number'))
        out[k] = v.join(',');
      // The super query sent as JSON rather than as its URL-encoded string.
      else if (k === 'superQueryParams' && v !== null && typeof v === 'object') out[k] = JSON.stringify(v);
    }
  };
  const fromJson = (text: unknown) => {
    if (typeof text !== 'string' || text === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      invalid('paramsStr: 不是有效的JSON', 'paramsStr');
    }
    take(parsed);
  };
  const query = (req.query ?? {}) as Record<string, unknown>;
  take(query);
  fromJson(query.paramsStr);
  if (req.method === 'POST') {
    take(req.body);
    fromJson((req.body as Record<string, unknown> | null)?.paramsStr);
  }
  return out;
}

const splitList = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The columns an export writes: those named in `field` (the list's visible columns, in their order)
 * that are among the entity's export columns; names that are not (the list's `action` column, empty
 * entries) are skipped, never turned into SQL. Without `field`, or when it names none, all of them.
 */
export function chooseColumns(columns: readonly SheetColumn[], field: string | undefined): SheetColumn[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const chosen = [...new Set(splitList(field))].flatMap((f) => byField.get(f) ?? []);
  return chosen.length > 0 ? chosen : [...columns];
}

/** RFC 6266/5987: an ASCII fallback and the UTF-8 name (Chinese titles survive). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** A cell's value: text and numbers as they are, dates as ISO text, anything else as JSON. */
function cellOf(v: unknown): ExcelJS.CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v.toISOString();
  return JSON.stringify(v);
}

/** Writes a header row (bold) and sets column widths. */
export function addHeader(
  sheet: ExcelJS.Worksheet,
  titles: readonly string[],
  widths?: readonly number[],
): void {
  sheet.columns = titles.map((t, i) => ({ width: widths?.[i] ?? Math.max(12, [...t].length * 2 + 4) }));
  const header = sheet.addRow([...titles]);
  header.font = { bold: true };
  header.commit();
}

export type ExportOptions<DB, TB extends keyof DB, O> = {
  /** The list's base query, already scoped to the caller (tenant, supplier), selecting the rows. */
  base: SelectQueryBuilder<DB, TB, O>;
  spec: ListSpec;
  /** Adds the caller's data rules of the list's menu (`withDataRules`); required for a list bound to a menu. */
  withRules?: (q: ListQuery) => ListQuery;
  /** The export's parameters (`exportParams(req)`): list filters, `superQueryParams`, `column`/`order`, `selections`, `field`. */
  params: Record<string, unknown>;
  columns: readonly SheetColumn[];
  /** Rows of one batch -> the API's records (may read more, e.g. department names, once per batch). */
  toRecords: (rows: O[]) => Promise<Record<string, unknown>[]> | Record<string, unknown>[];
  /** File name without extension, e.g. 用户列表. */
  title: string;
  /** The unique column of the rows (keyset tiebreaker, `selections`); default `id`. */
  keyColumn?: string;
  batchSize?: number;
};

/**
 * Streams the list as an .xlsx attachment. Parameters are checked (400) and the first batch is read
 * before anything is sent, so a refusal still answers the envelope; a failure later aborts the
 * download (the client sees a broken file, never a half-complete one presented as whole).
 */
export async function sendXlsx<DB, TB extends keyof DB, O>(
  reply: FastifyReply,
  o: ExportOptions<DB, TB, O>,
): Promise<FastifyReply> {
  const params = o.params as Record<string, string | undefined>;
  const parsed = parseListQuery(params, o.spec);
  const query = o.withRules ? o.withRules(parsed) : parsed;
  const columns = chooseColumns(o.columns, params.field);
  const selections = splitList(params.selections);
  if (selections.length > MAX_SELECTIONS)
    invalid(`selections: 最多导出${MAX_SELECTIONS}条选中数据`, 'selections');
  const batchSize = o.batchSize ?? EXPORT_BATCH;
  const keyRef = sql.ref(o.keyColumn ?? 'id');
  const sortRef = sql.ref(o.spec.fields[query.sort.field]!.column);
  const asc = query.sort.order === 'asc';

  let filtered = o.base.where(listWhere(o.spec, query));
  if (selections.length > 0) filtered = filtered.where(sql<SqlBool>`${keyRef} in (${sql.join(selections)})`);

  type Cursor = { sort: string | null; key: string };
  /**
   * Keyset pagination on (sort column, key) in PostgreSQL's default null order (last ascending,
   * first descending). The sort value travels as the database's own text (a timestamp keeps its
   * microseconds) and is compared back as the column's type; the row comparison lets an index on
   * the sort column (e.g. sys_user's (tenant_id, created_at)) start each batch where the last ended.
   */
  const after = (c: Cursor): RawBuilder<SqlBool> => {
    if (c.sort === null)
      return asc
        ? sql<SqlBool>`(${sortRef} is null and ${keyRef} > ${c.key})`
        : sql<SqlBool>`((${sortRef} is null and ${keyRef} < ${c.key}) or ${sortRef} is not null)`;
    return asc
      ? sql<SqlBool>`((${sortRef}, ${keyRef}) > (${c.sort}, ${c.key}) or ${sortRef} is null)`
      : sql<SqlBool>`((${sortRef}, ${keyRef}) < (${c.sort}, ${c.key}))`;
  };
  const batch = async (cursor: Cursor | undefined) => {
    let q = filtered.select([
      sql<string | null>`${sortRef}::text`.as('__export_sort'),
      sql<string>`${keyRef}::text`.as('__export_key'),
    ] as never) as unknown as SelectQueryBuilder<DB, TB, O>;
    if (cursor) q = q.where(after(cursor));
    const rows = (await q
      .orderBy(sql`${sortRef} ${sql.raw(asc ? 'asc nulls last' : 'desc nulls first')}`)
      .orderBy(sql`${keyRef} ${sql.raw(asc ? 'asc' : 'desc')}`)
      .limit(batchSize)
      .execute()) as Array<O & { __export_sort: string | null; __export_key: string }>;
    const last = rows.at(-1);
    return {
      rows: rows as O[],
      next: last ? { sort: last.__export_sort, key: last.__export_key } : undefined,
    };
  };

  const first = await batch(undefined);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    // Shared strings would keep every distinct text in memory until the end.
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(o.title.slice(0, 31) || 'Sheet1');
  addHeader(
    sheet,
    columns.map((c) => c.title),
    columns.map((c) => c.width ?? Math.max(12, [...c.title].length * 2 + 4)),
  );

  const write = async (rows: O[]) => {
    for (const record of await o.toRecords(rows)) {
      sheet
        .addRow(columns.map((c) => cellOf(c.format ? c.format(record[c.field], record) : record[c.field])))
        .commit();
    }
  };
  /**
   * Bounded memory. exceljs's sheet stream hands its bytes to the zip entry without backpressure, so
   * rows written faster than they are compressed pile up there (26 MB of XML at 80k rows, measured):
   * wait for the entry's queue (exceljs 4 internals, read defensively) to come down before reading
   * more rows. Then a slow client takes what is compressed, and a gone one stops the export.
   */
  const zipQueued = () => {
    const internal = sheet as unknown as {
      stream?: { pipes?: Array<{ _writableState?: { length?: number } }> };
    };
    return internal.stream?.pipes?.[0]?._writableState?.length ?? 0;
  };
  const drained = async () => {
    while (zipQueued() > ZIP_QUEUE_MAX && !out.destroyed) await sleep(5);
    if (!out.writableNeedDrain || out.destroyed) return;
    const stop = new AbortController();
    try {
      await Promise.race([
        once(out, 'drain', { signal: stop.signal }),
        once(out, 'close', { signal: stop.signal }),
      ]);
    } finally {
      stop.abort();
    }
  };
  const produce = async () => {
    let current = first;
    for (;;) {
      await write(current.rows);
      if (current.rows.length < batchSize || !current.next) break;
      await drained();
      if (out.destroyed) return; // The client went away (Fastify destroyed the stream).
      current = await batch(current.next);
    }
    sheet.commit();
    await workbook.commit();
  };
  produce().catch((err: unknown) => {
    if (out.destroyed) return;
    reply.log.error({ err }, 'export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });

  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', attachmentDisposition(`${o.title}.xlsx`))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(out);
}
