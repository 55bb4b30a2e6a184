import { describe, expect, it } from 'vitest';
import { bytesToBase64, envelopeFileProblem, tenderBidBody } from './tenderBid';

const names: Record<string, string> = { '1': '铂铑合金漏板', '2': '铂金' };
const line = (lineId: string, price: string | null) => ({
  lineId,
  price,
  taxRate: '13',
  leadTimeDays: 30,
  validUntil: '2027-03-01',
});

describe('the sealed bid form', () => {
  it('sends every line, decimals as text, the envelopes with their files', () => {
    const file = { name: '技术标.pdf', contentBase64: 'YQ==' };
    const r = tenderBidBody(
      'p1',
      {
        summary: '  方案  ',
        technicalFiles: [file],
        lines: [line('1', '636363.1111'), line('2', '0.5')],
        commercialFiles: [],
      },
      (id) => names[id]!,
    );
    expect(r).toEqual({
      body: {
        projectId: 'p1',
        technical: { summary: '方案', files: [file] },
        commercial: {
          lines: [
            { lineId: '1', price: '636363.1111', taxRate: '13', leadTimeDays: 30, validUntil: '2027-03-01' },
            { lineId: '2', price: '0.5', taxRate: '13', leadTimeDays: 30, validUntil: '2027-03-01' },
          ],
          files: [],
        },
      },
    });
  });

  it('names the first line left incomplete (a bid replaces the whole previous one)', () => {
    const r = tenderBidBody(
      'p1',
      {
        technicalFiles: [],
        lines: [line('1', '1'), { lineId: '2', price: '', taxRate: null, leadTimeDays: 0 }],
        commercialFiles: [],
      },
      (id) => names[id]!,
    );
    expect(r).toEqual({ problem: '请填写「铂金」的单价、税率、报价有效期' });
  });

  it('reads a file to base64, and refuses one above 2 MB before reading it', () => {
    expect(bytesToBase64(new TextEncoder().encode('技术标正文'))).toBe('5oqA5pyv5qCH5q2j5paH');
    // Longer than one chunk: decodes back to the same bytes.
    expect(atob(bytesToBase64(new Uint8Array(100_000).fill(65)))).toBe('A'.repeat(100_000));
    expect(envelopeFileProblem({ name: 'a.pdf', size: 2 * 1024 * 1024 })).toBeNull();
    expect(envelopeFileProblem({ name: 'b.pdf', size: 2 * 1024 * 1024 + 3 })).toBe(
      '单个投标文件不能超过2MB：b.pdf',
    );
  });
});
