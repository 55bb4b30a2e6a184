// FEEL through @bpmn-io/feelin. Pure (no clock needed for our use), so it runs inside the workflow sandbox.
import { evaluate, SyntaxError as FeelSyntaxError } from '@bpmn-io/feelin';

/** Conditions and expressions may be written Camunda-style with a leading `=`; the engine accepts both. */
export function stripFeelMarker(expression: string): string {
  const trimmed = expression.trim();
  return trimmed.startsWith('=') ? trimmed.slice(1).trim() : trimmed;
}

export function isFeelExpression(value: string): boolean {
  return value.trim().startsWith('=');
}

/** The syntax error of an expression, or undefined when it parses. */
export function feelSyntaxError(expression: string): string | undefined {
  const source = stripFeelMarker(expression);
  if (!source) return '表达式为空';
  try {
    evaluate(source, {});
    return undefined;
  } catch (error) {
    // Evaluating against an empty context may fail for other reasons (null operands): only syntax counts here.
    if (error instanceof FeelSyntaxError) return error.message;
    return undefined;
  }
}

export type FeelResult = { ok: true; value: unknown } | { ok: false; error: string };

export function evaluateFeel(expression: string, context: Record<string, unknown>): FeelResult {
  try {
    return { ok: true, value: evaluate(stripFeelMarker(expression), context).value };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A condition holds only when it evaluates to true; null (a missing variable) or an error count as false. */
export function conditionHolds(expression: string, context: Record<string, unknown>): FeelResult {
  const result = evaluateFeel(expression, context);
  return result.ok ? { ok: true, value: result.value === true } : result;
}
