// `@srm/bpmn`: the executable process graph and the pure `step` interpreter. Sandbox-safe (no Node builtins, no
// clock, no randomness), so Temporal workflows import it directly. XML parsing lives in `@srm/bpmn/parse`.
export * from './graph.js';
export { step, initialState } from './step/step.js';
export * from './step/step.types.js';
export { conditionHolds, evaluateFeel, feelSyntaxError } from './feel.js';
