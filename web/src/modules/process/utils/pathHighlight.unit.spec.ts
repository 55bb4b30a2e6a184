import { describe, expect, it } from 'vitest';
import { MARKER, pathMarkers, problemsByElement } from './pathHighlight';

describe('pathMarkers', () => {
  it('marks passed nodes done, waiting nodes active and taken flows', () => {
    const m = pathMarkers({ finished: ['start', 'leader'], active: ['finance'], flows: ['f1', 'f2'] });
    expect(Object.fromEntries(m)).toEqual({
      start: MARKER.done,
      leader: MARKER.done,
      finance: MARKER.active,
      f1: MARKER.flow,
      f2: MARKER.flow,
    });
  });

  it('a node waiting again after a return is active, not done', () => {
    const m = pathMarkers({ finished: ['start', 'leader'], active: ['leader'], flows: [] });
    expect(m.get('leader')).toBe(MARKER.active);
  });
});

describe('problemsByElement', () => {
  it('groups problems on their elements and keeps the diagram-wide ones apart', () => {
    const a = { elementId: 'leader', message: '没有处理人', severity: 'error' as const };
    const b = { elementId: 'leader', message: '表达式无法解析', severity: 'error' as const };
    const c = { elementId: null, message: '没有开始事件', severity: 'error' as const };
    const { byElement, general } = problemsByElement([a, c, b]);
    expect(byElement.get('leader')).toEqual([a, b]);
    expect(general).toEqual([c]);
  });
});
