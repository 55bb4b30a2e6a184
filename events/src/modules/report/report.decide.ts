import type { EntityDefinition } from '@srm/contracts/masterdata';
import {
  onlineReportInput,
  reportProblems,
  type OnlineReportDefinition,
  type OnlineReportInput,
} from '@srm/contracts/report';
import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import type { OnlineReportEvent } from './report.events';

export const REPORT_CODE_TAKEN = '报表编码已存在';
export const REPORT_NOT_FOUND = '报表配置不存在';
export const REPORT_ENTITY_MISSING = (entity: string) => `实体「${entity.slice(0, 50)}」不存在`;

export type OnlineReportState =
  | { status: 'none' }
  | { status: 'active'; id: string; tenantId: string; definition: OnlineReportDefinition }
  | { status: 'deleted'; id: string; tenantId: string };

/**
 * The entity is read by the command handler (the report's source as it stands) and passed in; so is
 * whether the code belongs to a report defined in code (`reserved`).
 */
export type OnlineReportCommand =
  | {
      type: 'DefineOnlineReport';
      id: string;
      tenantId: string;
      definition: OnlineReportInput;
      entity: EntityDefinition | null;
      reserved: boolean;
    }
  | {
      type: 'RedefineOnlineReport';
      id: string;
      tenantId: string;
      definition: OnlineReportInput;
      entity: EntityDefinition | null;
    }
  | { type: 'DeleteOnlineReport'; id: string; tenantId: string };

export const initialState = (): OnlineReportState => ({ status: 'none' });

export function evolve(state: OnlineReportState, event: OnlineReportEvent): OnlineReportState {
  switch (event.type) {
    case 'OnlineReportDefined':
    case 'OnlineReportRedefined': {
      const { id, tenantId, definition } = event.data;
      return { status: 'active', id, tenantId, definition: onlineReportInput.parse(definition) };
    }
    case 'OnlineReportDeleted':
      return { status: 'deleted', id: event.data.id, tenantId: event.data.tenantId };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The definition parsed and checked against its entity; the first problem refuses it, naming the field. */
function checked(input: OnlineReportInput, entity: EntityDefinition | null): OnlineReportDefinition {
  const parsed = onlineReportInput.safeParse(input);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new DomainError('ValidationFailed', i?.message ?? '报表定义不正确', {
      field: i?.path.join('.') ?? '',
    });
  }
  const def = parsed.data;
  if (!entity)
    throw new DomainError('ValidationFailed', REPORT_ENTITY_MISSING(def.entity), { field: 'entity' });
  const [problem] = reportProblems(def, entity);
  if (problem) throw new DomainError('ValidationFailed', problem.message, { field: problem.path });
  return def;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function decide(command: OnlineReportCommand, state: OnlineReportState): OnlineReportEvent[] {
  switch (command.type) {
    case 'DefineOnlineReport': {
      if (command.reserved || state.status === 'active')
        throw new DomainError('ValidationFailed', REPORT_CODE_TAKEN, { field: 'code' });
      const definition = checked(command.definition, command.entity);
      return [
        { type: 'OnlineReportDefined', data: { id: command.id, tenantId: command.tenantId, definition } },
      ];
    }
    case 'RedefineOnlineReport': {
      if (state.status !== 'active' || state.id !== command.id || state.tenantId !== command.tenantId)
        throw new DomainError('NotFound', REPORT_NOT_FOUND);
      const definition = checked(command.definition, command.entity);
      if (definition.code !== state.definition.code)
        throw new DomainError('ValidationFailed', '报表编码不可修改', { field: 'code' });
      if (sameJson(definition, state.definition)) return [];
      return [
        { type: 'OnlineReportRedefined', data: { id: command.id, tenantId: command.tenantId, definition } },
      ];
    }
    case 'DeleteOnlineReport': {
      if (state.status !== 'active' || state.id !== command.id || state.tenantId !== command.tenantId)
        throw new DomainError('NotFound', REPORT_NOT_FOUND);
      return [{ type: 'OnlineReportDeleted', data: { id: command.id, tenantId: command.tenantId } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const onlineReportDecider: Decider<OnlineReportState, OnlineReportCommand, OnlineReportEvent> = {
  initialState,
  evolve,
  decide,
};
