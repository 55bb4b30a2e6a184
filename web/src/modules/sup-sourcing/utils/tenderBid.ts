import { MAX_ENVELOPE_FILE_BASE64, type TenderBidBody } from '@srm/contracts/sourcing';

/** One requirement line of the commercial envelope as the form holds it (decimals stay text). */
export type BidLineValues = {
  lineId: string;
  price?: string | null;
  taxRate?: string | null;
  leadTimeDays?: number | null;
  /** YYYY-MM-DD */
  validUntil?: string | null;
};
export type EnvelopeFile = { name: string; contentBase64: string };
export type BidValues = {
  summary?: string;
  technicalFiles: EnvelopeFile[];
  lines: BidLineValues[];
  commercialFiles: EnvelopeFile[];
};

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * The sealed bid's body, or the first thing missing. A sealed bid replaces the whole previous one and
 * the server never gives the prices back before opening, so every line is priced each time.
 */
export function tenderBidBody(
  projectId: string,
  v: BidValues,
  lineName: (lineId: string) => string,
): { body: TenderBidBody } | { problem: string } {
  for (const l of v.lines) {
    const missing = [
      blank(l.price) && '单价',
      blank(l.taxRate) && '税率',
      blank(l.leadTimeDays) && '交货周期',
      blank(l.validUntil) && '报价有效期',
    ].filter(Boolean);
    if (missing.length > 0) return { problem: `请填写「${lineName(l.lineId)}」的${missing.join('、')}` };
  }
  return {
    body: {
      projectId,
      technical: { summary: (v.summary ?? '').trim(), files: v.technicalFiles },
      commercial: {
        lines: v.lines.map((l) => ({
          lineId: l.lineId,
          price: String(l.price).trim(),
          taxRate: String(l.taxRate).trim(),
          leadTimeDays: Number(l.leadTimeDays),
          validUntil: String(l.validUntil),
        })),
        files: v.commercialFiles,
      },
    },
  };
}

/** Base64 of a file's bytes (chunked: String.fromCharCode takes a bounded argument list). */
export function bytesToBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The server's limit (2 MB of content) checked before reading: the same words as its refusal. */
export const envelopeFileProblem = (file: { name: string; size: number }): string | null =>
  Math.ceil(file.size / 3) * 4 > MAX_ENVELOPE_FILE_BASE64 ? `单个投标文件不能超过2MB：${file.name}` : null;
