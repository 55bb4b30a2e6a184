import vm from 'node:vm';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors';

/**
 * Check rules (校验规则): the patterns a form's value is checked against. A pattern is vetted when
 * the rule is saved (vetRuleJson) and again before it runs, and runs under a time limit (checkPattern).
 */

export const MAX_PATTERN = 200;

/** One item of a check rule: the pattern and the message shown when the value fails it. */
export type CheckRuleItem = { pattern: string; message: string };

/**
 * The quantifier at `i`, if any: whether it lets what precedes it repeat (`*`, `+`, `{n,}`,
 * `{n,m}` with m > 1) and whether its count varies (everything but `{n}`).
 */
function quantifierAt(
  p: string,
  i: number,
): { repeats: boolean; varies: boolean; length: number } | undefined {
  const c = p[i];
  if (c === '*' || c === '+') return { repeats: true, varies: true, length: 1 };
  if (c === '?') return { repeats: false, varies: true, length: 1 };
  if (c !== '{') return undefined;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i));
  if (!m) return undefined; // a literal brace outside unicode mode
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
  return { repeats: max > 1, varies: max !== min, length: m[0].length };
}

/**
 * Why a check-rule pattern is refused, or null: too long, not a regular expression, a
 * backreference, or a repeated group that itself contains a variable repetition (`(a+)+`,
 * `(\w*\.)*`, `(a?){2,}`): the shapes that backtrack exponentially (`(\d{3}-)+` is fine).
 * Without an RE2 engine we refuse them outright; what passes (overlapping alternatives such as
 * `(a|a)*` are not caught) still runs under a time limit (checkPattern).
 */
export function patternProblem(pattern: string): string | null {
  if (pattern.length === 0 || pattern.length > MAX_PATTERN)
    return `正则表达式长度须在1到${MAX_PATTERN}个字符之间`;
  try {
    new RegExp(pattern);
  } catch {
    return '正则表达式不合法';
  }
  // Each open group: whether something inside it varies in length by repetition.
  const groups: boolean[] = [];
  let variesInside = false; // in the group being scanned (or at top level)
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && pattern[i + 2] === '<')) return '正则表达式不支持反向引用';
      i++;
    } else if (c === '[') {
      // A character class is one atom: skip to its closing bracket.
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
    } else if (c === '(') {
      groups.push(variesInside);
      variesInside = false;
      if (pattern[i + 1] === '?') i += pattern[i + 2] === '<' && /[=!]/.test(pattern[i + 3] ?? '') ? 3 : 2;
    } else if (c === ')') {
      const inner: boolean = variesInside;
      variesInside = groups.pop() ?? false;
      const q = quantifierAt(pattern, i + 1);
      if (q?.repeats && inner) return '正则表达式含嵌套的重复（如 (a+)+），可能导致回溯失控，请改写';
      // The group's own quantifier is read as the next character.
      variesInside ||= inner;
    } else {
      const q = quantifierAt(pattern, i);
      if (q) {
        if (q.varies) variesInside = true;
        i += q.length - 1;
        if (pattern[i + 1] === '?') i++; // lazy
      }
    }
  }
  return null;
}

/** The check rule form's `ruleJson` (an array, or the JSON string of one), each pattern vetted. */
export function vetRuleJson(body: Record<string, unknown>): Record<string, unknown> {
  if (!('ruleJson' in body)) return body;
  let items = body.ruleJson;
  if (typeof items === 'string') {
    try {
      items = JSON.parse(items);
    } catch {
      throw new DomainError('ValidationFailed', 'ruleJson: 不是有效的 JSON', { field: 'ruleJson' });
    }
  }
  if (Array.isArray(items)) {
    items.forEach((item: unknown, i) => {
      const pattern = (item as { pattern?: unknown } | null)?.pattern;
      const problem = typeof pattern === 'string' ? patternProblem(pattern) : null;
      if (problem)
        throw new DomainError('ValidationFailed', `规则${i + 1}：${problem}`, { field: 'ruleJson' });
    });
  }
  return { ...body, ruleJson: items };
}

export const MAX_CHECK_VALUE = 500;
/** A pattern gets this long to answer; beyond it the rule is refused as misconfigured. */
export const PATTERN_TIMEOUT_MS = 50;
export const RULE_NOT_FOUND = '校验规则不存在';

// One context for all checks: the watchdog of `timeout` interrupts a regular expression that runs away.
const sandbox = vm.createContext({ re: /(?:)/, value: '' });
const runTest = new vm.Script('re.test(value)');

/** Whether `value` matches `pattern`, or 'timeout' when it took longer than PATTERN_TIMEOUT_MS. */
export function checkPattern(pattern: string, value: string): boolean | 'timeout' {
  sandbox.re = new RegExp(pattern);
  sandbox.value = value;
  try {
    return runTest.runInContext(sandbox, { timeout: PATTERN_TIMEOUT_MS }) === true;
  } catch (e) {
    if ((e as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'timeout';
    throw e;
  } finally {
    sandbox.re = /(?:)/;
    sandbox.value = '';
  }
}

/** The first rule item `value` fails, as the message the user reads; null when it passes them all. */
export function firstFailure(items: readonly CheckRuleItem[], value: string): string | null {
  if (value.length > MAX_CHECK_VALUE) return `校验值过长（最多${MAX_CHECK_VALUE}个字符）`;
  for (const { pattern, message } of items) {
    const problem = patternProblem(pattern);
    if (problem) return `校验规则配置有误：${problem}`;
    const passed = checkPattern(pattern, value);
    if (passed === 'timeout') return '校验规则执行超时，请检查规则配置';
    if (!passed) return message;
  }
  return null;
}

/** `checkByCode`: the value against the rule of that code (undefined: no such rule); refuses the first failure. */
export function checkValue(
  ruleCode: string,
  items: readonly CheckRuleItem[] | undefined,
  value: string,
): void {
  if (!items)
    throw new DomainError('ValidationFailed', `${RULE_NOT_FOUND}：${ruleCode}`, { field: 'ruleCode' });
  const failure = firstFailure(items, value);
  if (failure !== null) throw new DomainError('ValidationFailed', failure, { field: 'value' });
}

/** checkValue against the stored rule (check rules are platform-wide). */
export async function checkValueByRule(db: Kysely<Database>, ruleCode: string, value: string): Promise<void> {
  const rule = await db
    .selectFrom('sys_check_rule')
    .select('rule_json')
    .where('rule_code', '=', ruleCode)
    .executeTakeFirst();
  checkValue(ruleCode, rule?.rule_json as CheckRuleItem[] | undefined, value);
}
