import type { RequisitionStatus } from '@srm/contracts/sourcing';
import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { isPositive } from './decimal';
import type { RequisitionEvent, RequisitionLine } from './requisition.events';

export const REQUISITION_NOT_FOUND = '未找到对应采购申请';
export const REQUISITION_NOT_EDITABLE = '只有草稿或已驳回的采购申请可以修改';
export const REQUISITION_NOT_SUBMITTABLE = '只有草稿或已驳回的采购申请可以提交审批';
export const REQUISITION_NOT_APPROVED = '采购申请尚未审批通过，不能转入寻源';
export const QUANTITY_NOT_POSITIVE = '数量必须大于0';
export const REQUISITION_LINE_NOT_FOUND = '采购申请行不存在';
export const LINE_TWICE = '同一采购申请行不能重复加入';
export const lineAlreadySourced = (line: RequisitionLine, projectCode: string) =>
  `采购申请行「${line.materialName}」已转入寻源项目 ${projectCode}，不能重复寻源`;

export type RequisitionState =
  | { status: 'none' }
  | {
      status: RequisitionStatus;
      id: string;
      tenantId: string;
      code: string;
      title: string;
      lines: RequisitionLine[];
      instanceId: string | null;
      /** Where each sourced line went: line id -> project. */
      sourced: Record<string, { projectId: string; projectCode: string }>;
    };

type Act = { by: string; now: Date };
export type RequisitionCommand =
  | ({
      type: 'DraftRequisition';
      id: string;
      tenantId: string;
      code: string;
      title: string;
      lines: RequisitionLine[];
    } & Act)
  | ({ type: 'ReviseRequisition'; title: string; lines: RequisitionLine[] } & Act)
  | ({ type: 'SubmitRequisition'; instanceId: string } & Act)
  /** The [P6] approval ended (the approval-ended dispatch, at least once). */
  | { type: 'ApplyRequisitionApproval'; instanceId: string; outcome: string; now: Date }
  | ({ type: 'SourceRequisitionLines'; projectId: string; projectCode: string; lineIds: string[] } & Act)
  /** The project they went to was cancelled. */
  | ({ type: 'ReleaseRequisitionLines'; projectId: string } & Act);

export const initialState = (): RequisitionState => ({ status: 'none' });

export function evolve(state: RequisitionState, event: RequisitionEvent): RequisitionState {
  if (event.type === 'RequisitionDrafted') {
    const d = event.data;
    return {
      status: 'draft',
      id: d.id,
      tenantId: d.tenantId,
      code: d.code,
      title: d.title,
      lines: d.lines,
      instanceId: null,
      sourced: {},
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'RequisitionRevised':
      return { ...state, title: event.data.title, lines: event.data.lines };
    case 'RequisitionSubmitted':
      return { ...state, status: 'pending', instanceId: event.data.instanceId };
    case 'RequisitionApproved':
      return { ...state, status: 'approved' };
    case 'RequisitionReturned':
      return { ...state, status: 'rejected' };
    case 'RequisitionLinesSourced': {
      const { projectId, projectCode } = event.data;
      const sourced = { ...state.sourced };
      for (const id of event.data.lineIds) sourced[id] = { projectId, projectCode };
      return { ...state, sourced };
    }
    case 'RequisitionLinesReleased': {
      const sourced = { ...state.sourced };
      for (const id of event.data.lineIds) delete sourced[id];
      return { ...state, sourced };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

const exists = (s: RequisitionState) => {
  if (s.status === 'none') throw new DomainError('NotFound', REQUISITION_NOT_FOUND);
  return s;
};

/** The refusal of a submission, before the approval is started (the command handler asks first). */
export function refuseSubmission(state: RequisitionState): void {
  const s = exists(state);
  if (s.status !== 'draft' && s.status !== 'rejected') {
    throw new DomainError('IllegalState', REQUISITION_NOT_SUBMITTABLE);
  }
}

function checkLines(lines: readonly RequisitionLine[]): void {
  lines.forEach((l, i) => {
    if (!isPositive(l.quantity)) {
      throw new DomainError('ValidationFailed', QUANTITY_NOT_POSITIVE, { field: `lines.${i}.quantity` });
    }
  });
}

export function decide(command: RequisitionCommand, state: RequisitionState): RequisitionEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'DraftRequisition': {
      if (state.status !== 'none') return [];
      checkLines(command.lines);
      const { type: _t, now: _n, ...data } = command;
      return [{ type: 'RequisitionDrafted', data: { ...data, at } }];
    }
    case 'ReviseRequisition': {
      const s = exists(state);
      // Pending ones are in their approval; approved ones may already feed projects.
      if (s.status !== 'draft' && s.status !== 'rejected') {
        throw new DomainError('IllegalState', REQUISITION_NOT_EDITABLE);
      }
      checkLines(command.lines);
      return [
        {
          type: 'RequisitionRevised',
          data: { title: command.title, lines: command.lines, by: command.by, at },
        },
      ];
    }
    case 'SubmitRequisition':
      refuseSubmission(state);
      return [{ type: 'RequisitionSubmitted', data: { instanceId: command.instanceId, by: command.by, at } }];
    case 'ApplyRequisitionApproval': {
      // Another (earlier) approval, or one already applied: nothing to do (delivered at least once).
      if (state.status !== 'pending' || state.instanceId !== command.instanceId) return [];
      return command.outcome === 'approved'
        ? [{ type: 'RequisitionApproved', data: { instanceId: command.instanceId, at } }]
        : [
            {
              type: 'RequisitionReturned',
              data: { instanceId: command.instanceId, outcome: command.outcome, at },
            },
          ];
    }
    case 'SourceRequisitionLines': {
      const s = exists(state);
      if (s.status !== 'approved') throw new DomainError('IllegalState', REQUISITION_NOT_APPROVED);
      if (new Set(command.lineIds).size !== command.lineIds.length) {
        throw new DomainError('ValidationFailed', LINE_TWICE);
      }
      for (const lineId of command.lineIds) {
        const line = s.lines.find((l) => l.lineId === lineId);
        if (!line) throw new DomainError('NotFound', REQUISITION_LINE_NOT_FOUND, { lineId });
        const went = s.sourced[lineId];
        if (went) {
          throw new DomainError('IllegalState', lineAlreadySourced(line, went.projectCode), {
            lineId,
            projectId: went.projectId,
          });
        }
      }
      return [
        {
          type: 'RequisitionLinesSourced',
          data: {
            projectId: command.projectId,
            projectCode: command.projectCode,
            lineIds: command.lineIds,
            by: command.by,
            at,
          },
        },
      ];
    }
    case 'ReleaseRequisitionLines': {
      const s = exists(state);
      const lineIds = Object.entries(s.sourced)
        .filter(([, went]) => went.projectId === command.projectId)
        .map(([lineId]) => lineId);
      if (lineIds.length === 0) return [];
      return [
        {
          type: 'RequisitionLinesReleased',
          data: { projectId: command.projectId, lineIds, by: command.by, at },
        },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const requisitionDecider: Decider<RequisitionState, RequisitionCommand, RequisitionEvent> = {
  initialState,
  evolve,
  decide,
};
