import type { ProcessPath, Problem } from '../types';

/** Marker classes the run viewer puts on diagram elements (styled in processDiagram.css). */
export const MARKER = { done: 'srm-done', active: 'srm-active', flow: 'srm-flow-taken' } as const;

/**
 * element id -> marker class for an instance's path: a node waiting on an open task is active (even if
 * it was passed before, e.g. after 驳回), a node passed is done, a flow taken is highlighted.
 */
export function pathMarkers(path: ProcessPath): Map<string, string> {
  const markers = new Map<string, string>();
  for (const id of path.flows) markers.set(id, MARKER.flow);
  for (const id of path.finished) markers.set(id, MARKER.done);
  for (const id of path.active) markers.set(id, MARKER.active);
  return markers;
}

/** Validation problems grouped on their elements (overlays); those of the whole diagram apart. */
export function problemsByElement(problems: Problem[]): {
  byElement: Map<string, Problem[]>;
  general: Problem[];
} {
  const byElement = new Map<string, Problem[]>();
  const general: Problem[] = [];
  for (const p of problems) {
    if (!p.elementId) {
      general.push(p);
      continue;
    }
    byElement.set(p.elementId, [...(byElement.get(p.elementId) ?? []), p]);
  }
  return { byElement, general };
}
