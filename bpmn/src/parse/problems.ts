// Validation problems: a stable code for programs, a Chinese message naming the element for people.
export const PROBLEM_CODES = [
  'XML_INVALID',
  'XML_WARNING',
  'NO_EXECUTABLE_PROCESS',
  'MULTIPLE_PROCESSES',
  'NO_START',
  'MULTIPLE_START',
  'NO_END',
  'START_HAS_INCOMING',
  'END_HAS_OUTGOING',
  'FLOW_INCOMPLETE',
  'GATEWAY_NO_DEFAULT',
  'CONDITION_IGNORED',
  'USER_TASK_NO_ASSIGNEE',
  'INVALID_COUNTERSIGN',
  'SERVICE_NO_ACTIVITY',
  'SERVICE_MISSING_PARAM',
  'UNREACHABLE',
  'DEAD_END',
  'UNSUPPORTED_ELEMENT',
  'FEEL_INVALID',
  'TIMER_INVALID',
  'CALL_NO_ELEMENT',
  'MESSAGE_NO_NAME',
  'BOUNDARY_NOT_ON_USER_TASK',
  'BOUNDARY_NO_OUTGOING',
  'BOUNDARY_FLOW_IGNORED',
  'INVALID_ATTRIBUTE',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export type Problem = {
  /** Errors block deployment; warnings are shown to the designer. */
  severity: 'error' | 'warning';
  code: ProblemCode;
  message: string;
  elementId?: string;
  elementName?: string;
};
