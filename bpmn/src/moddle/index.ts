// The `srm` moddle extension: the executable attributes the engine reads (docs/process-engine.md lists them).
// Browser-safe on purpose: the bpmn-js designer and its properties panel load this same descriptor.
import descriptor from './srm.json' with { type: 'json' };

export const SRM_MODDLE_URI = 'https://srm.dev/schema/bpmn/srm';
export const srmModdleDescriptor = descriptor;

/** Values the designer offers for the enumerated attributes (the parser checks the same lists). */
export const SERVICE_ACTIVITIES = ['notify', 'setDocumentStatus', 'webhook'] as const;
export const COUNTERSIGN_MODES = ['all', 'any', 'ratio'] as const;
export const TIMER_ACTIONS = ['remind', 'escalate', 'autoApprove'] as const;
export const REJECT_ROUTINGS = ['end', 'continue'] as const;
export const END_OUTCOMES = ['approved', 'rejected'] as const;
