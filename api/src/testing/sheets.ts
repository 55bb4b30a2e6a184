import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Envelope, Harness } from './harness';

/** An .xlsx whose first sheet holds `rows` (header first), as a user would upload it. */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('导入');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The first sheet of an .xlsx as rows of cell values (header first). */
export async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** POSTs one file as multipart/form-data (field `file`), as the web's upload does. */
export async function uploadFile<T>(
  h: Pick<Harness, 'app'>,
  path: string,
  token: string | undefined,
  fileName: string,
  content: Buffer,
): Promise<{ status: number; body: Envelope<T> }> {
  const boundary = `----srm${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await h.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { 'x-access-token': token } : {}),
    },
  });
  return { status: r.statusCode, body: r.json<Envelope<T>>() };
}
