import { defineSignal } from '@temporalio/workflow';

/** One opening workflow per tender project, its business key. */
export const tenderOpeningWorkflowId = (projectId: string) => `tenderOpening-${projectId}`;

/** A committee was set or a member confirmed opening: look again (the domain decides). */
export const openingPokedSignal = defineSignal('openingPoked');
