// `@srm/bpmn/parse`: BPMN XML -> ProcessGraph + problems (bpmn-moddle; browser-safe, but kept out of the main
// entry so workflow bundles do not carry the XML reader).
export { parseBpmn, type ParseResult } from './parse.js';
export { PROBLEM_CODES, type Problem, type ProblemCode } from './problems.js';
