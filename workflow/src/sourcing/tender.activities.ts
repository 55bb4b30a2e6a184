import { sourcing, type EventStore } from '@srm/events';

export type TenderActivityDeps = { store: EventStore; now?: () => Date; tenderKeys?: sourcing.KeyService };

/**
 * The only holder of the unwrap right: opens a tender through the domain once its deadline has passed
 * and every committee member confirmed (a repeat, after a crash or a retry, writes nothing).
 */
export function createTenderActivities({ store, now = () => new Date(), tenderKeys }: TenderActivityDeps) {
  return {
    async openTender(input: { projectId: string }): Promise<sourcing.OpeningResult> {
      return sourcing.openTender(
        store,
        tenderKeys ?? sourcing.configuredKeyService(),
        { projectId: input.projectId, now: now() },
        { metadata: { actor: 'system', causationId: `tenderOpening-${input.projectId}` } },
      );
    },
  };
}

export type TenderActivities = ReturnType<typeof createTenderActivities>;
