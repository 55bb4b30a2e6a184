import { z } from 'zod';
import type { EntityDefinition } from './definition';
import { checkFieldValue, type FieldRule, type ValueContext } from './field-value';

/**
 * A record's values checked against its entity's definition: the same function in the form (web)
 * and in the domain (events), so a value the form accepts is one the server accepts, with the
 * same Chinese message.
 */

/** A tree entity's parent: '0' at the root. */
export const TREE_PARENT_FIELD: FieldRule = {
  name: 'pid',
  label: '上级节点',
  type: 'string',
  widget: 'sel_tree',
  required: false,
  length: 100,
  default: '0',
};

/** The fields a record's values may carry (the definition's, and `pid` for a tree). */
export const writableFields = (def: Pick<EntityDefinition, 'fields' | 'kind'>): readonly FieldRule[] =>
  def.kind === 'tree' ? [...def.fields, TREE_PARENT_FIELD] : def.fields;

export type RecordMode = 'create' | 'update';
export type RecordProblem = { field: string; message: string };
export type RecordCheck =
  { ok: true; values: Record<string, unknown> } | { ok: false; problems: RecordProblem[] };

export const NOT_AN_OBJECT = '请求体必须是 JSON 对象';

/**
 * Creating: every field, missing ones empty (so defaults and required apply); updating: only the
 * fields sent (an edit names what it changes). Keys that are no field are ignored (forms send `id`
 * and display-only columns). Every problem is reported, in field order.
 */
export function validateRecord(
  def: Pick<EntityDefinition, 'fields' | 'kind'>,
  input: unknown,
  mode: RecordMode,
  context?: ValueContext,
): RecordCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ field: '', message: NOT_AN_OBJECT }] };
  }
  const given = input as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  const problems: RecordProblem[] = [];
  for (const field of writableFields(def)) {
    const sent = Object.hasOwn(given, field.name) && given[field.name] !== undefined;
    if (mode === 'update' && !sent) continue;
    const r = checkFieldValue(field, sent ? given[field.name] : undefined, {
      creating: mode === 'create',
      ...(context ? { context } : {}),
    });
    if (r.ok) values[field.name] = r.value;
    else problems.push({ field: field.name, message: r.message });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

/** The same check as a zod schema (a form resolver, a route body): issues carry the field as path. */
export const recordSchema = (
  def: Pick<EntityDefinition, 'fields' | 'kind'>,
  mode: RecordMode,
  context?: ValueContext,
) =>
  z.unknown().transform((input, ctx) => {
    const r = validateRecord(def, input, mode, context);
    if (r.ok) return r.values;
    for (const p of r.problems)
      ctx.addIssue({ code: 'custom', message: p.message, path: p.field ? [p.field] : [] });
    return z.NEVER;
  });

/** One field's check as a zod schema (a form item's rule). */
export const fieldSchema = (field: FieldRule, mode: RecordMode = 'create', context?: ValueContext) =>
  z.unknown().transform((raw, ctx) => {
    const r = checkFieldValue(field, raw, { creating: mode === 'create', ...(context ? { context } : {}) });
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  });
