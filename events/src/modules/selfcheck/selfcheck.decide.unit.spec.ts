import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { decide, evolve, initialState, type SelfCheckCommand } from './selfcheck.decide';
import type { SelfCheckEvent } from './selfcheck.events';

const t0 = new Date('2026-11-22T08:00:00.000Z');
const t1 = new Date('2026-11-22T08:00:01.250Z');
const requested: SelfCheckEvent = {
  type: 'SelfCheckRequested',
  data: { id: 'c1', delayMs: 1000, requestedAt: t0.toISOString() },
};
const completed: SelfCheckEvent = {
  type: 'SelfCheckCompleted',
  data: { id: 'c1', completedAt: t1.toISOString(), elapsedMs: 1250 },
};

const given = (events: SelfCheckEvent[]) => ({
  when: (command: SelfCheckCommand) => () => decide(command, events.reduce(evolve, initialState())),
});

describe('selfCheck decider', () => {
  it('given nothing, when requested, then SelfCheckRequested', () => {
    expect(given([]).when({ type: 'RequestSelfCheck', id: 'c1', delayMs: 1000, now: t0 })()).toEqual([
      requested,
    ]);
  });

  it('given a request, when requested again, then refused as illegal', () => {
    const run = given([requested]).when({ type: 'RequestSelfCheck', id: 'c1', delayMs: 5, now: t1 });
    expect(run).toThrow(DomainError);
    expect(run).toThrow('该自检已存在');
  });

  it('given a request, when completed, then SelfCheckCompleted with the elapsed time', () => {
    expect(given([requested]).when({ type: 'CompleteSelfCheck', now: t1 })()).toEqual([completed]);
  });

  it('given a completed check, when completed again (a retried activity), then nothing', () => {
    expect(given([requested, completed]).when({ type: 'CompleteSelfCheck', now: t1 })()).toEqual([]);
  });

  it('given nothing, when completed, then not found', () => {
    expect(() => given([]).when({ type: 'CompleteSelfCheck', now: t1 })()).toThrow('自检不存在');
  });
});
