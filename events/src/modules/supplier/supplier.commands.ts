import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, NewEvent, Trx } from '../../store/types';
import { userDecider, userStreamId, type UserCommand } from '../system/index';
import { supplierDecider, type SupplierCommand } from './supplier.decide';
import { supplierStreamId, type SupplierInfo } from './supplier.events';
import { findSupplier, supplierDuplicates } from './supplier.projection';

export const COMPANY_NAME_TAKEN = '该企业名称已注册';
export const CREDIT_CODE_TAKEN = '该统一社会信用代码已注册';
export const USERNAME_TAKEN = '用户账号已存在';
export const PHONE_TAKEN = '该手机号已注册';

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
