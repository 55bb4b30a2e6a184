import { KEY_FORMAT } from '@srm/contracts/process';
import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import type { DocumentType } from './document-types';
import { MAX_XML_LENGTH, PROCESS_KEY, type ProcessDefinitionEvent } from './definition.events';

export const DEFINITION_NOT_FOUND = '未找到对应流程定义';
export const DEFINITION_EXISTS = '流程定义已存在';
export { KEY_FORMAT } from '@srm/contracts/process';
export const NAME_REQUIRED = '请输入流程名称';
export const XML_REQUIRED = '请先设计流程图';
export const XML_TOO_LARGE = '流程图过大';
export const NOTHING_TO_DEPLOY = '流程图未变化，无需重新部署';
export const DRAFT_CHANGED = '流程草稿已被修改，请重新部署';
export const NOT_DEPLOYED = '请先部署流程定义';
export const ALREADY_BOUND = '流程定义已绑定该单据类型';
export const NOT_BOUND = '流程定义未绑定该单据类型';
export const ALREADY_SUSPENDED = '流程定义已挂起';
export const NOT_SUSPENDED = '流程定义未挂起';
export const invalidDiagram = (first: string, count: number) =>
  count > 1 ? `流程图校验未通过（共 ${count} 个问题）：${first}` : `流程图校验未通过：${first}`;
export const keyMismatch = (processId: string, key: string) =>
  `流程图的流程标识「${processId}」与流程定义标识「${key}」不一致`;

/** What compiling a diagram gives (`@srm/bpmn` parse): the process id, the graph, the problems. */
export type CompiledDiagram = {
  processId: string | null;
  graph: Record<string, unknown> | null;
  problems: {
    elementId: string | null;
    elementName?: string;
    code?: string;
    message: string;
    severity: 'error' | 'warning';
  }[];
};

export type DefinitionState =
  | { status: 'none' }
  | {
      status: 'active' | 'suspended';
      id: string;
      tenantId: string;
      key: string;
      name: string;
      draftXml: string | null;
      /** The last deployed version and its XML; 0 / null before the first deployment. */
      version: number;
      deployedXml: string | null;
      documentType: DocumentType | null;
    };

type Act = { by: string; now: Date };
type Describe = { name: string; category: string | null; description: string | null };

export type DefinitionCommand =
  | ({ type: 'CreateProcessDefinition'; id: string; tenantId: string; key: string } & Describe & Act)
  | ({ type: 'RenameProcessDefinition' } & Describe & Act)
  | ({ type: 'SaveProcessDraft'; xml: string } & Act)
  /** Deploys the draft; the caller compiled it (parsing is not pure, the decision is). */
  | ({
      type: 'DeployProcessDefinition';
      xml: string;
      compiled: CompiledDiagram;
      comment: string | null;
    } & Act)
  | ({ type: 'BindProcessDefinition'; documentType: DocumentType } & Act)
  | ({ type: 'UnbindProcessDefinition' } & Act)
  | ({ type: 'SuspendProcessDefinition' } & Act)
  | ({ type: 'ResumeProcessDefinition' } & Act);

export const initialState = (): DefinitionState => ({ status: 'none' });

export function evolve(state: DefinitionState, event: ProcessDefinitionEvent): DefinitionState {
  if (event.type === 'ProcessDefinitionCreated') {
    const d = event.data;
    return {
      status: 'active',
      id: d.id,
      tenantId: d.tenantId,
      key: d.key,
      name: d.name,
      draftXml: null,
      version: 0,
      deployedXml: null,
      documentType: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ProcessDefinitionRenamed':
      return { ...state, name: event.data.name };
    case 'ProcessDefinitionDraftSaved':
      return { ...state, draftXml: event.data.xml };
    case 'ProcessDefinitionDeployed':
      return { ...state, version: event.data.version, deployedXml: event.data.xml };
    case 'ProcessDefinitionBound':
      return { ...state, documentType: event.data.documentType };
    case 'ProcessDefinitionUnbound':
      return { ...state, documentType: null };
    case 'ProcessDefinitionSuspended':
      return { ...state, status: 'suspended' };
    case 'ProcessDefinitionResumed':
      return { ...state, status: 'active' };
    default: {
      const never: never = event;
      return never;
    }
  }
}

const describe = (c: Describe) => {
  const name = c.name.trim();
  if (!name) throw new DomainError('ValidationFailed', NAME_REQUIRED, { field: 'name' });
  return { name, category: c.category?.trim() || null, description: c.description?.trim() || null };
};

export function decide(command: DefinitionCommand, state: DefinitionState): ProcessDefinitionEvent[] {
  const at = command.now.toISOString();
  const by = command.by;
  if (command.type === 'CreateProcessDefinition') {
    if (state.status !== 'none') throw new DomainError('IllegalState', DEFINITION_EXISTS);
    if (!PROCESS_KEY.test(command.key))
      throw new DomainError('ValidationFailed', KEY_FORMAT, { field: 'key' });
    const { id, tenantId, key } = command;
    return [{ type: 'ProcessDefinitionCreated', data: { id, tenantId, key, ...describe(command), by, at } }];
  }
  if (state.status === 'none') throw new DomainError('NotFound', DEFINITION_NOT_FOUND);
  switch (command.type) {
    case 'RenameProcessDefinition':
      return [{ type: 'ProcessDefinitionRenamed', data: { ...describe(command), by, at } }];
    case 'SaveProcessDraft': {
      if (!command.xml.trim()) throw new DomainError('ValidationFailed', XML_REQUIRED, { field: 'xml' });
      if (command.xml.length > MAX_XML_LENGTH)
        throw new DomainError('ValidationFailed', XML_TOO_LARGE, { field: 'xml' });
      if (command.xml === state.draftXml) return [];
      return [{ type: 'ProcessDefinitionDraftSaved', data: { xml: command.xml, by, at } }];
    }
    case 'DeployProcessDefinition': {
      const xml = state.draftXml;
      if (xml === null) throw new DomainError('ValidationFailed', XML_REQUIRED, { field: 'xml' });
      if (xml === state.deployedXml) throw new DomainError('IllegalState', NOTHING_TO_DEPLOY);
      // What was compiled must be what is deployed (someone may have saved in between).
      if (command.xml !== xml) throw new DomainError('IllegalState', DRAFT_CHANGED);
      const { compiled } = command;
      const errors = compiled.problems.filter((p) => p.severity === 'error');
      if (errors.length > 0 || compiled.graph === null) {
        const first = errors[0]?.message ?? XML_REQUIRED;
        throw new DomainError('ValidationFailed', invalidDiagram(first, errors.length), {
          field: 'xml',
          problems: compiled.problems,
        });
      }
      if (compiled.processId !== state.key) {
        throw new DomainError('ValidationFailed', keyMismatch(compiled.processId ?? '', state.key), {
          field: 'xml',
        });
      }
      const data = {
        version: state.version + 1,
        xml,
        graph: compiled.graph,
        comment: command.comment,
        by,
        at,
      };
      return [{ type: 'ProcessDefinitionDeployed', data }];
    }
    case 'BindProcessDefinition':
      if (state.version === 0) throw new DomainError('IllegalState', NOT_DEPLOYED);
      if (state.documentType === command.documentType) throw new DomainError('IllegalState', ALREADY_BOUND);
      return [
        ...(state.documentType
          ? [
              {
                type: 'ProcessDefinitionUnbound' as const,
                data: { documentType: state.documentType, by, at },
              },
            ]
          : []),
        { type: 'ProcessDefinitionBound', data: { documentType: command.documentType, by, at } },
      ];
    case 'UnbindProcessDefinition':
      if (state.documentType === null) throw new DomainError('IllegalState', NOT_BOUND);
      return [{ type: 'ProcessDefinitionUnbound', data: { documentType: state.documentType, by, at } }];
    case 'SuspendProcessDefinition':
      if (state.status === 'suspended') throw new DomainError('IllegalState', ALREADY_SUSPENDED);
      return [{ type: 'ProcessDefinitionSuspended', data: { by, at } }];
    case 'ResumeProcessDefinition':
      if (state.status !== 'suspended') throw new DomainError('IllegalState', NOT_SUSPENDED);
      return [{ type: 'ProcessDefinitionResumed', data: { by, at } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const definitionDecider: Decider<DefinitionState, DefinitionCommand, ProcessDefinitionEvent> = {
  initialState,
  evolve,
  decide,
};
