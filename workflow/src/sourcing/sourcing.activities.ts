import { sourcing, type EventStore } from '@srm/events';
import type { PhaseSchedule } from './messages';

export type SourcingActivityDeps = { store: EventStore; now?: () => Date };

/** The workflow's only effect: close the phase it waited for, through the domain (an event, once). */
export function createSourcingActivities({ store, now = () => new Date() }: SourcingActivityDeps) {
  return {
    async closeSourcingPhase(input: PhaseSchedule & { projectId: string }): Promise<PhaseSchedule | null> {
      const { projectId, ...phase } = input;
      const r = await sourcing.closeSourcingPhase(
        store,
        { id: projectId, ...phase, now: now() },
        { metadata: { actor: 'system', causationId: `sourcing-${projectId}` } },
      );
      return sourcing.openSchedule(r.state);
    },
  };
}

export type SourcingActivities = ReturnType<typeof createSourcingActivities>;
