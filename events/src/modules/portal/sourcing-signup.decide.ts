import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import type { SourcingNoticeEvent } from './sourcing-notice.events';
import type { SourcingSignUp, SourcingSignUpEvent } from './sourcing-signup.events';

export const SIGN_UP_PROJECT_NOT_FOUND = '未找到对应项目';
export const SIGN_UP_ALREADY = '您已报名该项目';
export const SIGN_UP_CLOSED = '该项目报名已截止';
export const SIGN_UP_AWARDED = '该项目已定标，无法报名';
export const SIGN_UP_NOT_ADMITTED = '贵司尚未通过供应商准入审核，审核通过后方可报名';
export const SIGN_UP_SUPPLIERS_ONLY = '只有供应商账号可以报名';

/** Everything the project's stream says that matters for 报名. */
export type SignUpState =
  | { status: 'none' }
  | {
      status: 'published' | 'awarded';
      tenantId: string;
      deadline: string;
      /** Supplier ids that signed up. */
      suppliers: readonly string[];
    };

/** Who asks and what the back office knows of its company (read by the command handler). */
export type SignUpCommand = {
  type: 'SignUpForSourcingProject';
  projectId: string;
  /** null: a staff user (buyers cannot sign up). */
  supplier: { id: string; name: string; tenantId: string; admitted: boolean } | null;
  userId: string;
  contact: { name: string; phone: string };
  now: string;
};

type StreamEvent = SourcingNoticeEvent | SourcingSignUpEvent;

export const initialSignUpState = (): SignUpState => ({ status: 'none' });

export function evolveSignUp(state: SignUpState, event: StreamEvent): SignUpState {
  switch (event.type) {
    case 'SourcingAnnouncementPublished':
      return {
        status: 'published',
        tenantId: event.data.tenantId,
        deadline: event.data.deadline,
        suppliers: [],
      };
    case 'SourcingResultAnnounced':
      return state.status === 'none' ? state : { ...state, status: 'awarded' };
    case 'SourcingProjectSignedUp':
      return state.status === 'none'
        ? state
        : { ...state, suppliers: [...state.suppliers, event.data.supplierId] };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/**
 * The project a 报名 names: by id (the letter's page), or by title and type (the list's 邀请函 dialog,
 * spec §7) among the projects the portal lists of that type. NotFound when no listed project has it.
 */
export function signUpProjectId(
  target: { projectId: string } | { name: string; type: string },
  listed: readonly { id: string; title: string }[],
): string {
  if ('projectId' in target) return target.projectId;
  const found = listed.find((i) => i.title === target.name);
  if (!found) throw new DomainError('NotFound', SIGN_UP_PROJECT_NOT_FOUND);
  return found.id;
}

/**
 * A supplier's 报名: the project is published (and of the supplier's tenant), not awarded, before its
 * deadline; the company is admitted (供应商准入); once per company.
 */
export function decideSignUp(command: SignUpCommand, state: SignUpState): SourcingSignUpEvent[] {
  const s = command.supplier;
  if (!s) throw new DomainError('Forbidden', SIGN_UP_SUPPLIERS_ONLY);
  // Another tenant's project is as good as missing: its existence is not the supplier's business.
  if (state.status === 'none' || state.tenantId !== s.tenantId) {
    throw new DomainError('NotFound', SIGN_UP_PROJECT_NOT_FOUND);
  }
  if (state.suppliers.includes(s.id)) throw new DomainError('IllegalState', SIGN_UP_ALREADY);
  if (state.status === 'awarded') throw new DomainError('IllegalState', SIGN_UP_AWARDED);
  if (Date.parse(command.now) >= Date.parse(state.deadline)) {
    throw new DomainError('IllegalState', SIGN_UP_CLOSED);
  }
  if (!s.admitted) throw new DomainError('Forbidden', SIGN_UP_NOT_ADMITTED);
  const data: SourcingSignUp = {
    projectId: command.projectId,
    tenantId: state.tenantId,
    supplierId: s.id,
    supplierName: s.name,
    userId: command.userId,
    contact: command.contact,
    signedUpAt: command.now,
  };
  return [{ type: 'SourcingProjectSignedUp', data }];
}

export const sourcingSignUpDecider: Decider<SignUpState, SignUpCommand, StreamEvent> = {
  initialState: initialSignUpState,
  evolve: evolveSignUp,
  decide: decideSignUp,
};
