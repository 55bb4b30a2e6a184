import { createHash, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { routes } from '@srm/contracts';
import { isDomainError } from '@srm/events';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { contractRoute } from './contract-route';
import type { FileStorage } from './file-storage';
import { ok, type Envelope } from './envelope';
import { HttpError, NOT_FOUND_MESSAGE, UnreadableRequest } from './errors';
import { addHeader, attachmentDisposition, XLSX_MIME, type SheetColumn } from './list-export';

/**
 * Import of a generic list from .xlsx (spec §7 "Import: multipart upload", §8 "Import code 201"):
 * the first sheet's header row names the columns (by Chinese title or API field name), every
 * further row is validated and written on its own. All rows written: `文件导入成功！共N条`. Some
 * refused: code 201 with the counts and a link to an .xlsx of the refused rows with their reasons
 * (错误信息), downloadable by the importing user only. A refused row writes nothing.
 */

export const IMPORT_MAX_MB = 20;
export const IMPORT_MAX_ROWS = 10_000;
export const ERROR_COLUMN = '错误信息';
export const ROW_NUMBER_COLUMN = '原行号';
/** Where the error files live when the app was given no DATA_DIR (tests). */
export const DEFAULT_IMPORT_ERRORS_DIR = resolve('.data', 'import-errors');

export const NOT_MULTIPART = '请以 multipart/form-data 方式上传文件';
export const NO_FILE = '请选择要上传的文件';
export const XLSX_ONLY = '仅支持导入.xlsx格式的Excel文件';
export const UNREADABLE = '无法读取Excel文件，请检查文件内容';
export const NO_COLUMNS = '导入文件的表头不正确，未找到任何可识别的列';
export const NO_ROWS = '导入文件中没有数据';
export const tooManyRows = (max: number) => `导入文件最多${max}行数据，请分批导入`;
export const tooLarge = (mb: number) => `文件大小超出${mb}MB限制`;

/** The spreadsheet cannot be read as an import (parse); its rows are refused by the domain, row by row. */
const refuse = (message: string) => new UnreadableRequest(message, 'file');

type Cell = string | number | boolean;
export type SheetRow = {
  /** The row's number in the uploaded sheet (the header is row 1). */
  rowNumber: number;
  /** Cells by header position, as read (for the error file). */
  cells: (Cell | null)[];
  /** Field -> value, through the columns' parsing; empty cells are left out. */
  values: Record<string, unknown>;
};
export type Sheet = { fileName: string; titles: string[]; rows: SheetRow[] };

/**
 * Registers import routes in a scope of their own that accepts multipart bodies (at most one file of
 * `IMPORT_MAX_MB`), unless a parent scope already does.
 */
export function sheetUploadScope(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(multipart, {
        limits: { fileSize: IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 10, parts: 12, fieldSize: 4096 },
      });
    }
    routes(scope);
  });
}

/** A cell as text, number or boolean (rich text joined, formulas by their result); empty is null. */
function cellOf(v: unknown): Cell | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.richText))
      return cellOf((o.richText as Array<{ text?: unknown }>).map((r) => String(r.text ?? '')).join(''));
    if ('result' in o) return cellOf(o.result);
    if ('text' in o) return cellOf(o.text);
  }
  return null;
}

/** A cell as the field's value: the column's own parsing, else text or (type number) a number. */
function valueOf(column: SheetColumn, cell: Cell): unknown {
  if (column.parse) return column.parse(cell);
  if (column.type === 'number') {
    if (typeof cell === 'number') return cell;
    const n = Number(cell);
    return typeof cell === 'string' && /^-?\d+(\.\d+)?$/.test(cell) && Number.isFinite(n) ? n : cell;
  }
  return typeof cell === 'string' ? cell : String(cell);
}

const normTitle = (t: string) => t.replace(/[*＊]\s*$/, '').trim();

/**
 * Reads the uploaded .xlsx of a multipart request: the first sheet, header row then data rows (blank
 * rows skipped), at most `maxRows`. Rows are read with exceljs's streaming reader, so a file with too
 * many rows is refused without holding them all.
 */
export async function receiveSheet(
  req: FastifyRequest,
  columns: readonly SheetColumn[],
  limits: { maxRows?: number; maxMb?: number } = {},
): Promise<Sheet> {
  const maxRows = limits.maxRows ?? IMPORT_MAX_ROWS;
  const maxMb = limits.maxMb ?? IMPORT_MAX_MB;
  if (!req.isMultipart()) throw refuse(NOT_MULTIPART);
  let fileName = '';
  let buffer: Buffer;
  try {
    const part = await req.file({ limits: { fileSize: Math.floor(maxMb * 1024 * 1024), files: 1 } });
    if (!part) throw refuse(NO_FILE);
    fileName = (part.filename ?? '').trim();
    if (fileName === '') throw refuse(NO_FILE);
    if (!/\.xlsx$/i.test(fileName)) throw refuse(XLSX_ONLY);
    buffer = await part.toBuffer();
  } catch (e) {
    if (e instanceof UnreadableRequest) throw e;
    const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(tooLarge(maxMb));
    throw refuse('文件上传失败');
  }
  // An .xlsx is a zip: anything else (an .xls renamed, a text file) is refused before parsing.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw refuse(XLSX_ONLY);

  const byTitle = new Map<string, SheetColumn>();
  for (const c of columns) {
    byTitle.set(c.title, c);
    byTitle.set(c.field, c);
  }
  let titles: string[] = [];
  let mapped: Array<SheetColumn | undefined> = [];
  const rows: SheetRow[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    for await (const worksheet of reader) {
      let headerSeen = false;
      for await (const row of worksheet) {
        const raw = (row.values as unknown[]).slice(1).map(cellOf);
        if (!headerSeen) {
          if (raw.every((c) => c === null)) continue;
          headerSeen = true;
          titles = raw.map((c) => (c === null ? '' : normTitle(String(c))));
          mapped = titles.map((t) => byTitle.get(t));
          if (mapped.every((c) => c === undefined)) throw refuse(NO_COLUMNS);
          continue;
        }
        if (raw.every((c) => c === null)) continue;
        if (rows.length >= maxRows) throw refuse(tooManyRows(maxRows));
        const values: Record<string, unknown> = {};
        mapped.forEach((column, i) => {
          const cell = raw[i];
          if (column && cell !== null && cell !== undefined && !(column.field in values))
            values[column.field] = valueOf(column, cell);
        });
        rows.push({ rowNumber: row.number, cells: raw.slice(0, Math.max(titles.length, 1)), values });
      }
      break; // The first sheet only.
    }
  } catch (e) {
    if (e instanceof UnreadableRequest) throw e;
    throw refuse(UNREADABLE);
  }
  if (titles.length === 0) throw refuse(NO_COLUMNS);
  if (rows.length === 0) throw refuse(NO_ROWS);
  return { fileName, titles, rows };
}

const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);

/** Why a row was refused, in the user's words: validation issues by column title, or the domain's message. */
export function rowErrorMessage(
  e: unknown,
  columns: readonly SheetColumn[],
  values: Record<string, unknown>,
) {
  const titleOf = (field: string) => columns.find((c) => c.field === field)?.title ?? field;
  if (e instanceof ZodError) {
    return e.issues
      .map((i) => {
        const field = String(i.path[0] ?? '');
        const title = field ? titleOf(field) : '';
        let message = i.message;
        if (i.code === 'invalid_type' && field && values[field] === undefined) message = '不能为空';
        else if (!hasChinese(message))
          message =
            i.code === 'too_big'
              ? '超出允许的长度或范围'
              : i.code === 'too_small'
                ? '长度或数值不足'
                : '格式不正确';
        return title && !message.includes(title) ? `${title}: ${message}` : message;
      })
      .filter((m, idx, all) => all.indexOf(m) === idx)
      .join('；');
  }
  if (isDomainError(e)) {
    const field = (e.details as { field?: unknown } | undefined)?.field;
    return typeof field === 'string' && !e.message.includes(titleOf(field))
      ? `${titleOf(field)}: ${e.message}`
      : e.message;
  }
  if (e instanceof HttpError && e.status < 500) return e.message;
  throw e;
}

export type ImportFailure = { row: SheetRow; message: string };
export type ImportResult = { successCount: number; failures: ImportFailure[] };

/**
 * Runs every row: `prepare` validates (and may do slow work such as hashing: up to `concurrency`
 * rows at a time, the next chunk while the current one is written), then `write` stores it, one row
 * after another in file order (so of two rows with the same unique value the first wins). `prepare`
 * must not depend on what `write` stores. A row either refuses (a zod or domain error) is reported
 * and nothing of it is written; any other error stops the import.
 */
export async function importRows<T>(
  sheet: Sheet,
  columns: readonly SheetColumn[],
  handler: {
    prepare: (values: Record<string, unknown>, row: SheetRow) => Promise<T> | T;
    write: (prepared: T, row: SheetRow) => Promise<void>;
    concurrency?: number;
  },
): Promise<ImportResult> {
  const concurrency = Math.max(1, handler.concurrency ?? 1);
  const failures: ImportFailure[] = [];
  let successCount = 0;
  const prepareChunk = (start: number) =>
    Promise.all(
      sheet.rows.slice(start, start + concurrency).map(async (row) => {
        try {
          return { row, ok: true as const, value: await handler.prepare(row.values, row) };
        } catch (e) {
          return { row, ok: false as const, message: rowErrorMessage(e, columns, row.values) };
        }
      }),
    );
  let next: ReturnType<typeof prepareChunk> | undefined = prepareChunk(0);
  for (let i = 0; next; i += concurrency) {
    const prepared = await next;
    next = i + concurrency < sheet.rows.length ? prepareChunk(i + concurrency) : undefined;
    // Should a write fail outright, the chunk being prepared is dropped without an unhandled rejection.
    next?.catch(() => undefined);
    for (const p of prepared) {
      if (!p.ok) {
        failures.push({ row: p.row, message: p.message });
        continue;
      }
      try {
        await handler.write(p.value, p.row);
        successCount += 1;
      } catch (e) {
        failures.push({ row: p.row, message: rowErrorMessage(e, columns, p.row.values) });
      }
    }
  }
  return { successCount, failures };
}

/** The import's owner: error files are kept per tenant and user, under a folder named by their hash. */
export type ErrorFileOwner = { tenantId: string; userId: string };
export const ownerFolder = (o: ErrorFileOwner) =>
  createHash('sha256').update(`${o.tenantId}\u0000${o.userId}`).digest('hex').slice(0, 32);
const ERROR_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.xlsx$/;

/**
 * The error files of imports, in a FileStorage (the uploads' interface; local disk under
 * `DEFAULT_IMPORT_ERRORS_DIR` as wired today). A file is found only under its owner's folder, so
 * another user's file name answers nothing.
 */
export class ImportErrorFiles {
  constructor(readonly storage: FileStorage) {}

  /** Writes the refused rows (their cells as uploaded, the original row number and the reason); the file's name. */
  async save(owner: ErrorFileOwner, sheet: Sheet, failures: readonly ImportFailure[]): Promise<string> {
    const name = `${randomUUID()}.xlsx`;
    const out = new PassThrough();
    const stored = this.storage.put(`${ownerFolder(owner)}/${name}`, out);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const ws = workbook.addWorksheet('导入错误');
    const titles = sheet.titles.map((t, i) => t || `列${i + 1}`);
    addHeader(ws, [...titles, ROW_NUMBER_COLUMN, ERROR_COLUMN], [...titles.map(() => 16), 10, 60]);
    for (const f of failures) {
      const cells = titles.map((_, i) => f.row.cells[i] ?? null);
      ws.addRow([...cells, f.row.rowNumber, f.message]).commit();
    }
    ws.commit();
    await Promise.all([workbook.commit(), stored]);
    return name;
  }

  async open(owner: ErrorFileOwner, name: string) {
    if (!ERROR_FILE_NAME.test(name)) return undefined;
    return this.storage.getStream(`${ownerFolder(owner)}/${name}`);
  }
}

/** The route an error file is downloaded from (under the API prefix). */
export const IMPORT_ERRORS_ROUTE = routes.fileImportErrors.path.replace(/\/:name$/, '');

export type ImportAnswer = {
  totalCount: number;
  successCount: number;
  errorCount: number;
  msg: string;
  /** Set when rows were refused: the error file's link (add the token, as with file links) and its name. */
  fileUrl?: string;
  fileName?: string;
};

/**
 * The answer of an import: all written -> success `文件导入成功！共N条`; any refused -> the spec's
 * code 201 (HTTP 200, success true: the import ran) with `文件导入完成，成功N条，失败M条` and the
 * error file's `fileUrl`/`fileName` (the web client's 具体详情请 点击下载 link).
 */
export async function importAnswer(
  files: ImportErrorFiles,
  owner: ErrorFileOwner,
  sheet: Sheet,
  result: ImportResult,
): Promise<Envelope<ImportAnswer>> {
  const totalCount = sheet.rows.length;
  const errorCount = result.failures.length;
  const { successCount } = result;
  if (errorCount === 0) {
    const msg = `文件导入成功！共${successCount}条`;
    return ok({ totalCount, successCount, errorCount, msg }, msg);
  }
  const name = await files.save(owner, sheet, result.failures);
  const msg = `文件导入完成，成功${successCount}条，失败${errorCount}条`;
  return {
    ...ok(
      {
        totalCount,
        successCount,
        errorCount,
        msg: `总上传行数：${totalCount}，已导入行数：${successCount}，错误行数：${errorCount}`,
        fileUrl: `${IMPORT_ERRORS_ROUTE}/${name}`,
        fileName: name,
      },
      msg,
    ),
    code: 201,
  };
}

/**
 * `GET /sys/common/importErrors/:name`: the caller's own error file (token in X-Access-Token or, for
 * a link the browser opens, `?token=`); anyone else's, or an unknown name, is 404.
 */
export function registerImportErrorDownload(
  app: FastifyInstance,
  files: ImportErrorFiles,
  authenticate: (req: FastifyRequest) => Promise<ErrorFileOwner>,
): void {
  contractRoute(app, routes.fileImportErrors, {
    // A signed link (the browser opens it) or the token header; never a token in the query.
    auth: authenticate,
    handler: async ({ caller: owner, params: { name }, reply }) => {
      const stream = await files.open(owner, name);
      if (!stream) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', attachmentDisposition(`导入错误信息_${name}`))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  });
}
