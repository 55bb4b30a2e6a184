import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auth } from '@srm/contracts';
import { describe, expect, it } from 'vitest';
import {
  accessRefused,
  casTicketRefused,
  notAuthenticated,
  notVisible,
  smsCodeRefused,
  unboundLogin,
} from './refusals';

/**
 * Issue [ARCH] 4: a route parses, authenticates, authorizes, calls and answers. The API makes no
 * refusal of its own but authentication and authorization, all in one file with the contract's
 * reasons; every other DomainError comes from the domain (events/src/modules/<m>/).
 */
const API_SRC = fileURLToPath(new URL('../../', import.meta.url));
const REFUSALS = 'modules/auth/refusals.ts';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts')
        ? [join(dir, e.name)]
        : [],
  );

/** Making a DomainError (or a kind of one), comments left out. */
const makesDomainError = (text: string) =>
  /\bnew\s+DomainError\b|\bextends\s+DomainError\b/.test(
    text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, ''),
  );

describe('the API refuses only authentication and authorization', () => {
  it('the check sees a DomainError made in code, not one named in a comment', () => {
    expect(makesDomainError("throw new DomainError('ValidationFailed', '名称已存在');")).toBe(true);
    expect(makesDomainError('class Refusal extends DomainError {}')).toBe(true);
    expect(makesDomainError('// the domain throws new DomainError(...)\nthrow notVisible(x);')).toBe(false);
    expect(makesDomainError('/** not new DomainError here */ throw system.refused();')).toBe(false);
  });

  it(`no file of api/src but ${REFUSALS} makes a DomainError`, () => {
    const files = sources(API_SRC).map((file) => relative(API_SRC, file).split('\\').join('/'));
    expect(files).toContain('app.ts');
    const offenders = files.filter(
      (file) => file !== REFUSALS && makesDomainError(readFileSync(join(API_SRC, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it("each refusal there carries a reason of the contract's authentication or access errors", () => {
    const extra: Array<auth.AuthErrorReason | auth.AccessErrorReason> = [
      'CasTicketRefused',
      'LoginUnbound',
      'NotVisible',
    ];
    const reasons = new Set<string>([
      ...Object.keys(auth.AUTH_ERRORS),
      ...Object.keys(auth.ACCESS_ERRORS),
      ...extra,
    ]);
    const made = [
      ...Object.keys(auth.AUTH_ERRORS).map((r) => notAuthenticated(r as keyof typeof auth.AUTH_ERRORS)),
      smsCodeRefused('wrong'),
      smsCodeRefused('expired', { field: 'captcha' }),
      casTicketRefused('INVALID_TICKET'),
      unboundLogin('cas'),
      notVisible('未找到对应用户'),
      ...Object.keys(auth.ACCESS_ERRORS).map((r) => accessRefused(r as keyof typeof auth.ACCESS_ERRORS)),
    ];
    for (const e of made) expect(reasons, e.message).toContain(e.reason);
    expect(notAuthenticated('AccountLocked')).toMatchObject({ code: 'IllegalState' });
    expect(notVisible('未找到对应用户')).toMatchObject({ code: 'NotFound', reason: 'NotVisible' });
  });
});
