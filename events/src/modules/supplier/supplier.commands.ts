import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, NewEvent, Trx } from '../../store/types';
import { dictItemsByCode, userDecider, userStreamId, type UserCommand } from '../system/index';
import { SUPPLIER_CODE_TAKEN, supplierDecider, type SupplierCommand } from './supplier.decide';
import { supplierStreamId, type SupplierInfo, type SupplierProfile } from './supplier.events';
import { findSupplier, supplierCodeTaken, supplierDuplicates } from './supplier.projection';
import {
  checkSubmission,
  COMPANY_NAME_TAKEN,
  CREDIT_CODE_TAKEN,
  PHONE_TAKEN,
  USERNAME_TAKEN,
} from './supplier.rules';

type Meta = { metadata?: EventMetadata };

/** Load, decide and append one stream inside the caller's transaction (several streams commit together). */
async function decideIn<S, C, E extends NewEvent>(
  store: EventStore,
  trx: Trx,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  meta: Meta,
): Promise<void> {
  const { version, events } = await store.readStream(streamId, { trx });
  const state = events.reduce(
    (s, e) => decider.evolve(s, { type: e.type, data: e.data } as E),
    decider.initialState(),
  );
  const decided = decider.decide(command, state);
  if (decided.length > 0) await store.append(streamId, decided, { trx, expectedVersion: version, ...meta });
}

const inTransaction = async (store: EventStore, work: (trx: Trx) => Promise<void>) => {
  await store.db.transaction().execute(work);
  // Appends inside a caller's transaction wake subscribers only once it has committed.
  store.notifier.appended();
};

async function refuseDuplicates(
  db: EventStore['db'],
  q: { tenantId: string; info: SupplierInfo; exceptId?: string },
): Promise<void> {
  const taken = await supplierDuplicates(db, {
    tenantId: q.tenantId,
    companyName: q.info.companyName,
    creditCode: q.info.creditCode,
    ...(q.exceptId ? { exceptId: q.exceptId } : {}),
  });
  if (taken.companyName)
    throw new DomainError('ValidationFailed', COMPANY_NAME_TAKEN, { field: 'companyName' });
  if (taken.creditCode) throw new DomainError('ValidationFailed', CREDIT_CODE_TAKEN, { field: 'creditCode' });
}

export type SupplierRegistration = {
  supplierId: string;
  tenantId: string;
  info: SupplierInfo;
  /** The first user: created with isShow 2 (confined to completing the information). */
  user: {
    id: string;
    username: string;
    realname: string;
    passwordHash: string;
    phone: string;
    roleIds: string[];
  };
  now: Date;
};

/**
 * A company registers: the supplier and its first user in one transaction. Duplicates (company
 * name, credit code, username, phone) are refused with their own message before anything is written.
 */
export async function registerSupplier(store: EventStore, r: SupplierRegistration, meta: Meta = {}) {
  await refuseDuplicates(store.db, { tenantId: r.tenantId, info: r.info });
  const user = await store.db
    .selectFrom('sys_user')
    .select(['username', 'phone'])
    .where((eb) => eb.or([eb('username', '=', r.user.username), eb('phone', '=', r.user.phone)]))
    .execute();
  if (user.some((u) => u.username === r.user.username)) {
    throw new DomainError('ValidationFailed', USERNAME_TAKEN, { field: 'username' });
  }
  if (user.length > 0) throw new DomainError('ValidationFailed', PHONE_TAKEN, { field: 'phone' });
  await inTransaction(store, async (trx) => {
    await decideIn(
      store,
      trx,
      supplierStreamId(r.supplierId),
      supplierDecider,
      {
        type: 'RegisterSupplier',
        id: r.supplierId,
        tenantId: r.tenantId,
        info: r.info,
        userId: r.user.id,
        now: r.now,
      },
      meta,
    );
    const createUser: UserCommand = {
      type: 'CreateUser',
      id: r.user.id,
      tenantId: r.tenantId,
      username: r.user.username,
      realname: r.user.realname,
      passwordHash: r.user.passwordHash,
      supplierId: r.supplierId,
      isShow: 2,
      phone: r.user.phone,
      roleIds: r.user.roleIds,
    };
    await decideIn(store, trx, userStreamId(r.user.id), userDecider, createUser, meta);
  });
}

/** A company already known (seed, import): registered and admitted at once. */
export async function admitSupplier(
  store: EventStore,
  s: { supplierId: string; tenantId: string; info: SupplierInfo; by: string; now: Date },
  meta: Meta = {},
) {
  const { supplierId, ...rest } = s;
  await inTransaction(store, (trx) =>
    decideIn(
      store,
      trx,
      supplierStreamId(supplierId),
      supplierDecider,
      { type: 'AdmitSupplier', id: supplierId, ...rest },
      meta,
    ),
  );
}

/** Completion (/completeSupInfo) or alteration (/alteration): the whole information, submitted for review. */
export async function submitSupplierInfo(
  store: EventStore,
  s: { supplierId: string; info: SupplierInfo; by: string; now: Date },
  meta: Meta = {},
) {
  const current = await findSupplier(store.db, s.supplierId);
  if (!current) throw new DomainError('NotFound', '未找到对应供应商');
  await checkSubmission(store.db, { tenantId: current.tenant_id, supplierId: s.supplierId, info: s.info });
  await refuseDuplicates(store.db, { tenantId: current.tenant_id, info: s.info, exceptId: s.supplierId });
  await inTransaction(store, (trx) =>
    decideIn(
      store,
      trx,
      supplierStreamId(s.supplierId),
      supplierDecider,
      { type: 'SubmitSupplierInfo', ...s },
      meta,
    ),
  );
}

/**
 * Approval (today an admin's action, later an approval process's activity): the supplier is
 * admitted and its confined users (isShow 2) are released to the supplier workspace, together.
 */
export async function approveSupplier(
  store: EventStore,
  s: { supplierId: string; by: string; comment: string | null; now: Date },
  meta: Meta = {},
) {
  const command: SupplierCommand = { type: 'ApproveSupplier', by: s.by, comment: s.comment, now: s.now };
  await inTransaction(store, async (trx) => {
    await decideIn(store, trx, supplierStreamId(s.supplierId), supplierDecider, command, meta);
    const confined = await trx
      .selectFrom('sys_user')
      .select('id')
      .where('supplier_id', '=', s.supplierId)
      .where('is_show', '=', 2)
      .execute();
    for (const u of confined) {
      await decideIn(
        store,
        trx,
        userStreamId(u.id),
        userDecider,
        { type: 'UpdateUser', changes: { isShow: 1 }, actor: s.by },
        meta,
      );
    }
  });
}

export async function rejectSupplier(
  store: EventStore,
  s: { supplierId: string; by: string; reason: string; now: Date },
  meta: Meta = {},
) {
  await inTransaction(store, (trx) =>
    decideIn(
      store,
      trx,
      supplierStreamId(s.supplierId),
      supplierDecider,
      { type: 'RejectSupplier', by: s.by, reason: s.reason, now: s.now },
      meta,
    ),
  );
}

/** Load, decide and append one supplier command in its own transaction. */
const runSupplier = (store: EventStore, supplierId: string, command: SupplierCommand, meta: Meta) =>
  inTransaction(store, (trx) =>
    decideIn(store, trx, supplierStreamId(supplierId), supplierDecider, command, meta),
  );

/** The buyer's profile of a company (供应商档案): code unique within the tenant, type and level from their dictionaries. */
export async function updateSupplierProfile(
  store: EventStore,
  s: { supplierId: string; tenantId: string; profile: SupplierProfile; by: string; now: Date },
  meta: Meta = {},
) {
  const code = s.profile.code?.trim();
  if (code && (await supplierCodeTaken(store.db, { tenantId: s.tenantId, code, exceptId: s.supplierId })))
    throw new DomainError('ValidationFailed', SUPPLIER_CODE_TAKEN, { field: 'code' });
  const [types, levels] = await Promise.all([
    dictItemsByCode(store.db, 'supplier_type'),
    dictItemsByCode(store.db, 'supplier_level'),
  ]);
  const dictionaries = { supplierType: types.map((t) => t.value), level: levels.map((l) => l.value) };
  await runSupplier(
    store,
    s.supplierId,
    { type: 'UpdateSupplierProfile', profile: s.profile, dictionaries, by: s.by, now: s.now },
    meta,
  );
}

/** 拉黑: barred from sourcing from `from` to `to` (days, inclusive; `to` null: 长期), with the reason. */
export const blacklistSupplier = (
  store: EventStore,
  s: { supplierId: string; reason: string; from: string; to: string | null; by: string; now: Date },
  meta: Meta = {},
) => {
  const { supplierId, ...rest } = s;
  return runSupplier(store, supplierId, { type: 'BlacklistSupplier', ...rest }, meta);
};

/** 解除黑名单 before its end, with the reason. */
export const liftSupplierBlacklist = (
  store: EventStore,
  s: { supplierId: string; reason: string; by: string; now: Date },
  meta: Meta = {},
) =>
  runSupplier(
    store,
    s.supplierId,
    { type: 'LiftSupplierBlacklist', reason: s.reason, by: s.by, now: s.now },
    meta,
  );
