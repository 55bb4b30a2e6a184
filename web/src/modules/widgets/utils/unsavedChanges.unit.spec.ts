import { describe, expect, it } from 'vitest';
import { createUnsavedChangesRegistry } from './unsavedChanges';

/** Whether the page would ask before leaving (a cancelable beforeunload that a listener cancels). */
const leavingPrompts = (page: EventTarget) => {
  const e = new Event('beforeunload', { cancelable: true });
  page.dispatchEvent(e);
  return e.defaultPrevented;
};

describe('leaving the page with unsaved input (spec §4)', () => {
  it('prompts only while at least one form is dirty', () => {
    const page = new EventTarget();
    const registry = createUnsavedChangesRegistry(page);
    const a = Symbol('role form');
    const b = Symbol('dict form');
    expect(leavingPrompts(page)).toBe(false);
    registry.set(a, true);
    registry.set(b, true);
    expect(leavingPrompts(page)).toBe(true);
    registry.set(a, false);
    expect(leavingPrompts(page)).toBe(true);
    registry.set(b, false);
    expect(registry.hasUnsavedChanges()).toBe(false);
    expect(leavingPrompts(page)).toBe(false);
    // Marking clean twice, or dirty twice, counts once.
    registry.set(a, true);
    registry.set(a, true);
    registry.set(a, false);
    expect(leavingPrompts(page)).toBe(false);
  });
});
