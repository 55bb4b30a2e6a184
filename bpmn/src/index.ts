// BPMN XML -> executable process graph and the pure step function: built in [P6] (see docs/platform.md).
export {};
