import { describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../menu';
import { listButtons } from './listButtons';

const rule = (action: string, status = '1', type = '1'): AuthEntry => ({
  action,
  describe: action,
  type,
  status,
});
const allAuth = ['list', 'add', 'edit', 'delete'].map((a) => rule(`system:role:${a}`));

describe('list page buttons by the spec §6 rule', () => {
  it('an administrator holding every action sees every button', () => {
    expect(listButtons('system:role', allAuth, allAuth)).toEqual({
      add: true,
      edit: true,
      delete: true,
      export: true,
      import: true,
    });
  });
  it('a list-only user (auditor) sees export but no add, edit, delete or import', () => {
    expect(listButtons('system:role', [rule('system:role:list')], allAuth)).toEqual({
      add: false,
      edit: false,
      delete: false,
      export: true,
      import: false,
    });
  });
  it('a rule switched off for the platform (allAuth status 0) shows the button to everyone', () => {
    const open = [
      ...allAuth.filter((a) => a.action !== 'system:role:delete'),
      rule('system:role:delete', '0'),
    ];
    expect(listButtons('system:role', [], open).delete).toBe(true);
  });
  it('a type 2 permission does not count', () => {
    expect(listButtons('system:role', [rule('system:role:add', '1', '2')], allAuth).add).toBe(false);
  });
  it('a dedicated export or import rule governs its button when the platform defines one', () => {
    const withExport = [...allAuth, rule('system:role:export'), rule('system:role:import')];
    const b = listButtons('system:role', [rule('system:role:list'), rule('system:role:add')], withExport);
    expect(b.export).toBe(false);
    expect(b.import).toBe(false);
  });
});
