import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as { forbidden: unknown[] };
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

/** The module-edge rules of `npm run lint` (.dependency-cruiser.cjs), run over a small tree made to break them. */
describe('module edges (dependency-cruiser)', () => {
  it('fails on an import cycle and on a deep import across modules, and passes an import of the index', async () => {
    const result = await cruise(['api/src'], {
      baseDir: fixtures,
      ruleSet: { forbidden: config.forbidden } as never,
      validate: true,
      tsPreCompilationDeps: true,
    });
    const violations = (result.output as ICruiseResult).summary.violations.map((v) => ({
      rule: v.rule.name,
      from: v.from,
      to: v.to,
    }));
    expect(violations).toContainEqual({
      rule: 'module-through-index',
      from: 'api/src/modules/beta/index.ts',
      to: 'api/src/modules/alpha/alpha.names.ts',
    });
    expect(violations.some((v) => v.rule === 'no-cycle' && v.from.startsWith('api/src/modules/alpha/'))).toBe(
      true,
    );
    expect(violations.filter((v) => v.from === 'api/src/modules/beta/beta.ok.ts')).toEqual([]);
  });
});
