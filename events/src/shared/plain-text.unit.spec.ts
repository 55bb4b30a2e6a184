import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { assertPlainText, assertSafeLink, hasMarkup, isSafeLink, LINK_REFUSED } from './plain-text';

describe('plain text', () => {
  it.each(['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'a</b>', '<!-- x -->'])(
    'refuses markup: %s',
    (text) => expect(hasMarkup(text)).toBe(true),
  );

  it.each(['华东玻纤集团', 'a < b', 'x<5', 'A&B 有限公司', '3 > 2', ''])('keeps plain text: %s', (text) =>
    expect(hasMarkup(text)).toBe(false),
  );

  it('throws a validation error naming the field, in Chinese', () => {
    try {
      assertPlainText('companyName', '企业名称', '<b>x</b>');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).code).toBe('ValidationFailed');
      expect((e as DomainError).message).toBe('企业名称不能包含HTML标签或脚本');
      expect((e as DomainError).details).toEqual({ field: 'companyName' });
    }
    expect(() => assertPlainText('x', 'x', null)).not.toThrow();
  });
});

describe('safe links', () => {
  it.each([
    '/portal/news/1',
    'system/UserList',
    '#top',
    '?a=1',
    'http://example.com/a?b=1',
    'HTTPS://example.com',
    'a/b:c',
  ])('allows %s', (link) => expect(isSafeLink(link)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'http://',
    'mailto:a@b.c',
    '/a"onmouseover="x',
  ])('refuses %s', (link) => expect(isSafeLink(link)).toBe(false));

  it('throws LINK_REFUSED with the field; no link passes', () => {
    expect(() => assertSafeLink('openPage', 'javascript:alert(1)')).toThrow(LINK_REFUSED);
    expect(() => assertSafeLink('openPage', '')).not.toThrow();
    expect(() => assertSafeLink('openPage', null)).not.toThrow();
  });
});
