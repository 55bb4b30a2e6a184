import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  ALREADY_BOUND,
  ALREADY_SUSPENDED,
  decide,
  DEFINITION_EXISTS,
  DEFINITION_NOT_FOUND,
  DRAFT_CHANGED,
  evolve,
  initialState,
  invalidDiagram,
  KEY_FORMAT,
  keyMismatch,
  NAME_REQUIRED,
  NOT_BOUND,
  NOT_DEPLOYED,
  NOT_SUSPENDED,
  NOTHING_TO_DEPLOY,
  XML_REQUIRED,
  type CompiledDiagram,
  type DefinitionCommand,
} from './definition.decide';
import type { ProcessDefinitionEvent } from './definition.events';

const now = new Date('2026-11-25T03:00:00.000Z');
const at = now.toISOString();
const act = { by: 'admin', now };
const xml = '<bpmn:definitions><bpmn:process id="pr" /></bpmn:definitions>';
const graph = { id: 'pr', nodes: {} };
const compiled = (c: Partial<CompiledDiagram> = {}): CompiledDiagram => ({
  processId: 'pr',
  graph,
  problems: [],
  ...c,
});

const created: ProcessDefinitionEvent = {
  type: 'ProcessDefinitionCreated',
  data: {
    id: 'd1',
    tenantId: '1',
    key: 'pr',
    name: '采购申请审批',
    category: null,
    description: null,
    by: 'admin',
    at,
  },
};
const drafted: ProcessDefinitionEvent = {
  type: 'ProcessDefinitionDraftSaved',
  data: { xml, by: 'admin', at },
};
const deployed: ProcessDefinitionEvent = {
  type: 'ProcessDefinitionDeployed',
  data: { version: 1, xml, graph, comment: null, by: 'admin', at },
};
const bound: ProcessDefinitionEvent = {
  type: 'ProcessDefinitionBound',
  data: { documentType: 'purchaseRequisition', by: 'admin', at },
};
const suspended: ProcessDefinitionEvent = { type: 'ProcessDefinitionSuspended', data: { by: 'admin', at } };

const given = (...events: ProcessDefinitionEvent[]) => events.reduce(evolve, initialState());
const when = (events: ProcessDefinitionEvent[], command: DefinitionCommand) =>
  decide(command, given(...events));
const refusal = (events: ProcessDefinitionEvent[], command: DefinitionCommand) => {
  try {
    when(events, command);
  } catch (e) {
    return e instanceof DomainError ? e.message : String(e);
  }
  return 'no refusal';
};
const create = (c: Partial<Extract<DefinitionCommand, { type: 'CreateProcessDefinition' }>> = {}) =>
  ({
    type: 'CreateProcessDefinition',
    id: 'd1',
    tenantId: '1',
    key: 'pr',
    name: ' 采购申请审批 ',
    category: '',
    description: null,
    ...act,
    ...c,
  }) satisfies DefinitionCommand;
const deploy = (c: CompiledDiagram = compiled(), compiledXml = xml): DefinitionCommand => ({
  type: 'DeployProcessDefinition',
  xml: compiledXml,
  compiled: c,
  comment: null,
  ...act,
});

describe('process definition: create, draft, deploy', () => {
  it('creates a definition with a trimmed name and an empty category as none', () => {
    expect(when([], create())).toEqual([created]);
  });
  it('refuses a second creation, a bad key and an empty name', () => {
    expect(refusal([created], create())).toBe(DEFINITION_EXISTS);
    expect(refusal([], create({ key: '1abc' }))).toBe(KEY_FORMAT);
    expect(refusal([], create({ key: 'a b' }))).toBe(KEY_FORMAT);
    expect(refusal([], create({ name: '  ' }))).toBe(NAME_REQUIRED);
  });
  it('refuses anything on a definition that does not exist', () => {
    expect(refusal([], { type: 'SaveProcessDraft', xml, ...act })).toBe(DEFINITION_NOT_FOUND);
  });
  it('saves a draft once; saving the same XML again writes nothing; an empty diagram is refused', () => {
    expect(when([created], { type: 'SaveProcessDraft', xml, ...act })).toEqual([drafted]);
    expect(when([created, drafted], { type: 'SaveProcessDraft', xml, ...act })).toEqual([]);
    expect(refusal([created], { type: 'SaveProcessDraft', xml: ' ', ...act })).toBe(XML_REQUIRED);
  });
  it('deploys the draft as version 1, then version 2 after a change', () => {
    expect(when([created, drafted], deploy())).toEqual([deployed]);
    const changed = {
      type: 'ProcessDefinitionDraftSaved',
      data: { xml: xml + ' ', by: 'admin', at },
    } as const;
    const [second] = when([created, drafted, deployed, changed], deploy(compiled(), xml + ' '));
    expect(second).toMatchObject({ type: 'ProcessDefinitionDeployed', data: { version: 2, xml: xml + ' ' } });
  });
  it('refuses to deploy without a draft, an unchanged draft, a diagram with errors or another process id', () => {
    expect(refusal([created], deploy())).toBe(XML_REQUIRED);
    expect(refusal([created, drafted, deployed], deploy())).toBe(NOTHING_TO_DEPLOY);
    expect(refusal([created, drafted], deploy(compiled(), '<older/>'))).toBe(DRAFT_CHANGED);
    const problems = [
      { elementId: 'g1', message: '排他网关「金额判断」没有默认流', severity: 'error' as const },
      { elementId: 't1', message: '用户任务「审批」没有处理人', severity: 'error' as const },
      { elementId: null, message: '提示', severity: 'warning' as const },
    ];
    expect(refusal([created, drafted], deploy(compiled({ problems, graph: null })))).toBe(
      invalidDiagram('排他网关「金额判断」没有默认流', 2),
    );
    expect(refusal([created, drafted], deploy(compiled({ processId: 'other' })))).toBe(
      keyMismatch('other', 'pr'),
    );
  });
  it('deploys despite warnings', () => {
    const problems = [{ elementId: null, message: '提示', severity: 'warning' as const }];
    expect(when([created, drafted], deploy(compiled({ problems })))).toEqual([deployed]);
  });
});

describe('process definition: binding and suspension', () => {
  const bind = (documentType: 'purchaseRequisition' | 'contract'): DefinitionCommand => ({
    type: 'BindProcessDefinition',
    documentType,
    ...act,
  });
  it('binds a deployed definition to a document type; moving it unbinds the old one', () => {
    expect(when([created, drafted, deployed], bind('purchaseRequisition'))).toEqual([bound]);
    expect(when([created, drafted, deployed, bound], bind('contract'))).toEqual([
      { type: 'ProcessDefinitionUnbound', data: { documentType: 'purchaseRequisition', by: 'admin', at } },
      { type: 'ProcessDefinitionBound', data: { documentType: 'contract', by: 'admin', at } },
    ]);
  });
  it('refuses to bind before deployment or twice, and to unbind what is not bound', () => {
    expect(refusal([created, drafted], bind('purchaseRequisition'))).toBe(NOT_DEPLOYED);
    expect(refusal([created, drafted, deployed, bound], bind('purchaseRequisition'))).toBe(ALREADY_BOUND);
    expect(refusal([created, drafted, deployed], { type: 'UnbindProcessDefinition', ...act })).toBe(
      NOT_BOUND,
    );
  });
  it('suspends and resumes, each once', () => {
    expect(when([created], { type: 'SuspendProcessDefinition', ...act })).toEqual([suspended]);
    expect(refusal([created, suspended], { type: 'SuspendProcessDefinition', ...act })).toBe(
      ALREADY_SUSPENDED,
    );
    expect(refusal([created], { type: 'ResumeProcessDefinition', ...act })).toBe(NOT_SUSPENDED);
    expect(when([created, suspended], { type: 'ResumeProcessDefinition', ...act })).toEqual([
      { type: 'ProcessDefinitionResumed', data: { by: 'admin', at } },
    ]);
  });
});
