import type { RecordedEvent } from '@srm/events';
import { describe, expect, it } from 'vitest';
import { processEventRoutes } from './process.realtime';

const event = (type: string, data: unknown): RecordedEvent =>
  ({
    globalPosition: 7,
    txId: '1',
    streamId: 'processInstance-i1',
    streamVersion: 3,
    type,
    data,
    metadata: {},
    createdAt: new Date('2026-01-01T00:00:00Z'),
  }) as unknown as RecordedEvent;

describe('processEventRoutes', () => {
  it('a task arriving reaches its users first, the instance page last (a socket in both gets the bell)', () => {
    const routes = processEventRoutes(
      event('TaskCreated', {
        taskId: 't1',
        nodeId: 'leader',
        name: '部门负责人审批',
        assignee: 'mgr',
        candidates: [],
        dueAt: null,
        at: '2026-01-01T00:00:00Z',
      }),
    );
    expect(routes).toEqual([
      {
        rooms: ['user:mgr'],
        data: { instanceId: 'i1', taskId: 't1', name: '部门负责人审批', arrived: true },
      },
      { rooms: ['instance:i1'], data: { instanceId: 'i1', type: 'TaskCreated' } },
    ]);
  });

  it('any other event of the instance reaches its page only; other streams nowhere', () => {
    expect(processEventRoutes(event('ProcessEnded', { outcome: 'approved' }))).toEqual([
      { rooms: ['instance:i1'], data: { instanceId: 'i1', type: 'ProcessEnded' } },
    ]);
    expect(processEventRoutes({ ...event('X', {}), streamId: 'auction-1' })).toEqual([]);
  });
});
