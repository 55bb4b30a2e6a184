import { selfCheck, type EventStore } from '@srm/events';

export type SelfCheckActivityDeps = { store: EventStore; now?: () => Date };

/** Activities run the domain's command handlers, so every change is an event (and retries are no-ops). */
export function createSelfCheckActivities({ store, now = () => new Date() }: SelfCheckActivityDeps) {
  return {
    async completeSelfCheck(input: { id: string }): Promise<{ elapsedMs: number | null }> {
      const r = await selfCheck.completeSelfCheck(store, input.id, now(), {
        metadata: { actor: 'system', causationId: `selfCheck-${input.id}` },
      });
      return { elapsedMs: r.state.status === 'completed' ? r.state.elapsedMs : null };
    },
  };
}

export type SelfCheckActivities = ReturnType<typeof createSelfCheckActivities>;
