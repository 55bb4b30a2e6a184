import { describe, expect, it } from 'vitest';
import { assignmentBody, markText } from './tenderForms';

const names: Record<string, string> = { e1: '专家甲', e2: '专家乙' };
const name = (id: string) => names[id] ?? id;

describe('the 评标 forms', () => {
  it('assigns each expert its bids once', () => {
    expect(
      assignmentBody(
        [
          { expertId: 'e1', supplierIds: ['S1', 'S2', 'S1'] },
          { expertId: 'e2', supplierIds: ['S1'] },
        ],
        name,
      ),
    ).toEqual({
      assignments: [
        { expertId: 'e1', supplierIds: ['S1', 'S2'] },
        { expertId: 'e2', supplierIds: ['S1'] },
      ],
    });
  });

  it('says what is missing or repeated', () => {
    expect(assignmentBody([], name)).toEqual({ problem: '请选择评标专家' });
    expect(assignmentBody([{ expertId: null, supplierIds: ['S1'] }], name)).toEqual({
      problem: '请选择评标专家',
    });
    expect(assignmentBody([{ expertId: 'e1', supplierIds: [] }], name)).toEqual({
      problem: '请为专家「专家甲」选择评审的投标',
    });
    expect(
      assignmentBody(
        [
          { expertId: 'e2', supplierIds: ['S1'] },
          { expertId: 'e2', supplierIds: ['S2'] },
        ],
        name,
      ),
    ).toEqual({ problem: '专家「专家乙」重复，请合并为一行' });
  });

  it('sends marks as decimal text', () => {
    expect(markText(85)).toBe('85');
    expect(markText(72.5)).toBe('72.5');
    expect(markText(99.999)).toBe('100');
    expect(markText(0)).toBe('0');
    expect(markText(null)).toBeNull();
  });
});
