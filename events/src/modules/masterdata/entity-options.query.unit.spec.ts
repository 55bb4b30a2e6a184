import { entityDefinition } from '@srm/contracts/masterdata';
import { area, dataOrg } from '@srm/contracts/masterdata/entities';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { planSelectOptions } from './entity-options.query';

const tree = entityDefinition.parse(area);
const base = { table: 'md_area', txt: 'name', key: 'code', idField: 'id', pidField: 'pid' };
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof DomainError) return [e.message, e.details?.field];
    throw e;
  }
  throw new Error('not refused');
};

describe('linked dropdown plan', () => {
  it('takes columns from the definition: by field name or column, the first level by the condition', () => {
    expect(planSelectOptions(tree, { ...base, txt: 'short_name', condition: '{"level":1}' })).toEqual({
      txt: 'short_name',
      key: 'code',
      id: 'id',
      where: [{ column: 'level', value: '1' }],
      orderBy: 'sort_no',
    });
  });

  it('a deeper level by the parent id, which wins over the condition', () => {
    expect(
      planSelectOptions(tree, { ...base, condition: '{"level":"1"}', pidValue: 'area-330000' }).where,
    ).toEqual([{ column: 'pid', value: 'area-330000' }]);
  });

  it('refuses names the definition does not have and conditions that are not flat JSON objects', () => {
    const flat = entityDefinition.parse(dataOrg);
    expect(refusal(() => planSelectOptions(flat, { ...base, table: 'md_data_org', pidValue: 'x' }))).toEqual([
      '联动下拉的字段「pid」不存在',
      'pidField',
    ]);
    expect(refusal(() => planSelectOptions(tree, { ...base, txt: 'constructor' }))).toEqual([
      '联动下拉的字段「constructor」不存在',
      'txt',
    ]);
    expect(refusal(() => planSelectOptions(tree, { ...base, condition: '{"__proto__":"1"}' }))).toEqual([
      '联动下拉的字段「__proto__」不存在',
      'condition',
    ]);
    for (const condition of ['level=1', '[1]', '{"level":null}', '{"level":[1]}'])
      expect(refusal(() => planSelectOptions(tree, { ...base, condition }))?.[1]).toBe('condition');
  });
});
