import { supplier as contract } from '@srm/contracts';
import { supplier, system, type Database } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError, NOT_FOUND_MESSAGE } from '../../http/errors';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { requireListPermission, requirePermission, type AuthDeps, type Caller } from '../auth/index';
import { ownedEntityRows } from '../masterdata/index';

export const SAVED = '保存成功';
export const BLACKLISTED = '已拉入黑名单';
export const LIFTED = '已解除黑名单';
const routes = contract.supplierArchiveRoutes;
const { SUPPLIER_ARCHIVE_ACTIONS: ARCHIVE, SUPPLIER_BLACKLIST_ACTIONS: BLACKLIST } = contract;

export const supplierArchiveList: ListSpec = {
  fields: {
    id: { column: 's.id', type: 'string' },
    code: { column: 's.supplier_code', type: 'string' },
    companyName: { column: 's.company_name', type: 'string' },
    creditCode: { column: 's.credit_code', type: 'string' },
    contact: { column: 's.contact', type: 'string' },
    supplierType: { column: 's.supplier_type', type: 'string' },
    level: { column: 's.supplier_level', type: 'string' },
    status: { column: 's.status', type: 'string' },
    createTime: { column: 's.created_at', type: 'date' },
  },
  defaultSort: { field: 'code', order: 'asc' },
};

export const blacklistList: ListSpec = {
  fields: {
    supplierId: { column: 'b.supplier_id', type: 'string' },
    companyName: { column: 's.company_name', type: 'string' },
    reason: { column: 'b.reason', type: 'string' },
    createTime: { column: 'b.created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

const meta = (actor: string, tenantId: string) => ({ metadata: { actor, tenantId } });
const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The archive row's columns (dates as YYYY-MM-DD, capital as text). */
const archiveColumns = [
  's.id',
  's.tenant_id',
  's.supplier_code',
  's.company_name',
  's.credit_code',
  's.contact',
  's.phone',
  's.email',
  's.address',
  's.legal_person',
  's.category_ids',
  's.supplier_type',
  's.supplier_level',
  sql<string | null>`s.registered_capital::text`.as('registered_capital'),
  day('s.established_date').as('established_date'),
  's.status',
  's.admitted',
  's.blacklist_reason',
  day('s.blacklist_from').as('blacklist_from'),
  day('s.blacklist_to').as('blacklist_to'),
  's.created_at',
] as const;

type ArchiveDbRow = {
  id: string;
  supplier_code: string | null;
  company_name: string;
  credit_code: string;
  contact: string;
  phone: string;
  supplier_type: string | null;
  supplier_level: string | null;
  registered_capital: string | null;
  status: string;
  admitted: boolean;
  blacklist_reason: string | null;
  blacklist_from: string | null;
  blacklist_to: string | null;
  created_at: Date;
};

/** A blacklist row's state on `today`. */
function entryState(
  e: { date_from: string; date_to: string | null; lifted_at: Date | null },
  today: string,
): contract.BlacklistEntryRow['state'] {
  if (e.lifted_at) return 'lifted';
  if (e.date_to !== null && e.date_to < today) return 'ended';
  return e.date_from > today ? 'pending' : 'active';
}

async function dictTextsOf(db: Kysely<Database>, rows: ArchiveDbRow[]) {
  const [types, levels] = await Promise.all([
    system.dictTexts(db, 'supplier_type', [...new Set(rows.flatMap((r) => r.supplier_type ?? []))]),
    system.dictTexts(db, 'supplier_level', [...new Set(rows.flatMap((r) => r.supplier_level ?? []))]),
  ]);
  return { types, levels };
}

function archiveRow(
  r: ArchiveDbRow,
  texts: { types: Map<string, string>; levels: Map<string, string> },
  today: string,
): contract.SupplierArchiveRow {
  const status = r.status as supplier.SupplierStatus;
  const b =
    r.blacklist_reason && r.blacklist_from
      ? { reason: r.blacklist_reason, from: r.blacklist_from, to: r.blacklist_to }
      : null;
  return {
    id: r.id,
    code: r.supplier_code,
    companyName: r.company_name,
    creditCode: r.credit_code,
    contact: r.contact,
    phone: r.phone,
    supplierType: r.supplier_type,
    supplierTypeText: r.supplier_type ? (texts.types.get(r.supplier_type) ?? r.supplier_type) : null,
    level: r.supplier_level,
    levelText: r.supplier_level ? (texts.levels.get(r.supplier_level) ?? r.supplier_level) : null,
    registeredCapital: r.registered_capital,
    status,
    statusText: supplier.SUPPLIER_STATUS_TEXT[status],
    admitted: r.admitted,
    // An entry that ended by its date is no longer shown as the company's.
    blacklist:
      b && supplier.blacklistPending(b, today) ? { ...b, active: supplier.blacklistedOn(b, today) } : null,
    createTime: new Date(r.created_at).toISOString(),
  };
}

/**
 * 供应商档案 and 黑名单 (docs/supplier.md "Supplier master"): the admitted [P4] companies are the
 * supplier master; the buyer keeps their profile, reads what they own (bank accounts, contacts,
 * qualifications, source pool: declared entities) and bars them. Every rule is the domain's.
 */
export const supplierArchiveRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const { services } = deps;
    const db = () => services.db();
    const may = (action: string) => (req: FastifyRequest) => requirePermission(deps, req, action);
    const today = () => supplier.cstDay(services.now());

    /** The tenant's supplier; another tenant's is answered like a missing one. */
    const tenantSupplier = async (caller: Caller, id: string) => {
      const row = await supplier.findSupplier(db(), id);
      if (!row || row.tenant_id !== caller.tenantId) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return row;
    };

    contractRoute(app, routes.supplierArchiveList, {
      auth: async (req) =>
        (await requireListPermission(deps, req, ARCHIVE.list, contract.SUPPLIER_ARCHIVE_MENU)).caller,
      handler: async ({ caller, query: raw }) => {
        const query = parseListQuery(raw, supplierArchiveList);
        const now = today();
        const base = db()
          .selectFrom('srm_supplier as s')
          .select(archiveColumns)
          .where('s.tenant_id', '=', caller.tenantId)
          .$if(raw.blacklisted !== undefined, (q) => {
            const barred = sql<boolean>`(s.blacklist_from is not null and s.blacklist_from <= ${now}::date
              and (s.blacklist_to is null or s.blacklist_to >= ${now}::date))`;
            return q.where(raw.blacklisted === '1' ? barred : sql<boolean>`not ${barred}`);
          });
        const page = await runListQuery(base, supplierArchiveList, query);
        const rows = page.records as unknown as ArchiveDbRow[];
        const texts = await dictTextsOf(db(), rows);
        return ok({ ...page, records: rows.map((r) => archiveRow(r, texts, now)) });
      },
    });

    contractRoute(app, routes.supplierArchiveById, {
      auth: may(ARCHIVE.list),
      handler: async ({ caller, query }) => {
        await tenantSupplier(caller, query.id);
        const r = await db()
          .selectFrom('srm_supplier as s')
          .select(archiveColumns)
          .where('s.id', '=', query.id)
          .executeTakeFirstOrThrow();
        const now = today();
        const owned = { tenantId: caller.tenantId, supplierId: r.id };
        const categoryIds = Array.isArray(r.category_ids) ? (r.category_ids as string[]) : [];
        const [texts, banks, contacts, qualifications, sourcePool, history, categories] = await Promise.all([
          dictTextsOf(db(), [r as unknown as ArchiveDbRow]),
          ownedEntityRows(db(), 'supplierBank', owned),
          ownedEntityRows(db(), 'supplierContact', owned),
          ownedEntityRows(db(), 'qualification', owned),
          ownedEntityRows(db(), 'sourcePool', owned),
          blacklistRows(db(), caller.tenantId)
            .where('b.supplier_id', '=', r.id)
            .orderBy('b.created_at', 'desc')
            .execute(),
          categoryIds.length === 0
            ? []
            : db().selectFrom('sys_category').select(['id', 'name']).where('id', 'in', categoryIds).execute(),
        ]);
        return ok({
          ...archiveRow(r as unknown as ArchiveDbRow, texts, now),
          email: r.email,
          address: r.address,
          legalPerson: r.legal_person,
          establishedDate: r.established_date,
          categoryNames: categoryIds.map((id) => categories.find((c) => c.id === id)?.name ?? id),
          banks,
          contacts,
          qualifications,
          sourcePool,
          blacklistHistory: history.map((e) => blacklistEntryOf(e, now)),
        });
      },
    });

    contractRoute(app, routes.supplierArchiveEdit, {
      auth: may(ARCHIVE.edit),
      handler: async ({ caller, body }) => {
        const row = await tenantSupplier(caller, body.id);
        const { id, ...profile } = body;
        await supplier.updateSupplierProfile(
          services.store(),
          { supplierId: id, tenantId: row.tenant_id, profile, by: caller.user.username, now: services.now() },
          meta(caller.userId, caller.tenantId),
        );
        return ok(null, SAVED);
      },
    });

    contractRoute(app, routes.supplierInviteCheck, {
      auth: may(ARCHIVE.list),
      handler: async ({ caller, query }) => {
        await tenantSupplier(caller, query.id);
        const refusal = await supplier.inviteRefusal(db(), {
          tenantId: caller.tenantId,
          supplierId: query.id,
          categoryId: query.categoryId,
          now: services.now(),
        });
        return ok({
          eligible: refusal === null,
          reason: refusal?.reason ?? null,
          message: refusal?.message ?? null,
        });
      },
    });

    contractRoute(app, routes.supplierBlacklistList, {
      auth: async (req) =>
        (await requireListPermission(deps, req, BLACKLIST.list, contract.SUPPLIER_BLACKLIST_MENU)).caller,
      handler: async ({ caller, query: raw }) => {
        const query = parseListQuery(raw, blacklistList);
        const page = await runListQuery(blacklistRows(db(), caller.tenantId), blacklistList, query);
        const now = today();
        return ok({ ...page, records: page.records.map((e) => blacklistEntryOf(e, now)) });
      },
    });

    contractRoute(app, routes.supplierBlacklistAdd, {
      auth: may(BLACKLIST.add),
      handler: async ({ caller, body }) => {
        await tenantSupplier(caller, body.supplierId);
        await supplier.blacklistSupplier(
          services.store(),
          { ...body, by: caller.user.username, now: services.now() },
          meta(caller.userId, caller.tenantId),
        );
        return ok(null, BLACKLISTED);
      },
    });

    contractRoute(app, routes.supplierBlacklistLift, {
      auth: may(BLACKLIST.lift),
      handler: async ({ caller, body }) => {
        await tenantSupplier(caller, body.supplierId);
        await supplier.liftSupplierBlacklist(
          services.store(),
          { ...body, by: caller.user.username, now: services.now() },
          meta(caller.userId, caller.tenantId),
        );
        return ok(null, LIFTED);
      },
    });
  };

const blacklistRows = (db: Kysely<Database>, tenantId: string) =>
  db
    .selectFrom('srm_supplier_blacklist as b')
    .innerJoin('srm_supplier as s', 's.id', 'b.supplier_id')
    .select([
      'b.id',
      'b.supplier_id',
      's.company_name',
      'b.reason',
      day('b.date_from').as('date_from'),
      day('b.date_to').as('date_to'),
      'b.created_by',
      'b.created_at',
      'b.lifted_reason',
      'b.lifted_by',
      'b.lifted_at',
    ])
    .where('b.tenant_id', '=', tenantId);

type BlacklistDbRow = {
  id: string;
  supplier_id: string;
  company_name: string;
  reason: string;
  date_from: string | null;
  date_to: string | null;
  created_by: string;
  created_at: Date;
  lifted_reason: string | null;
  lifted_by: string | null;
  lifted_at: Date | null;
};

function blacklistEntryOf(e: BlacklistDbRow, today: string): contract.BlacklistEntryRow {
  const from = e.date_from ?? '';
  return {
    id: e.id,
    supplierId: e.supplier_id,
    companyName: e.company_name,
    reason: e.reason,
    from,
    to: e.date_to,
    createdBy: e.created_by,
    createTime: new Date(e.created_at).toISOString(),
    liftedReason: e.lifted_reason,
    liftedBy: e.lifted_by,
    liftedAt: e.lifted_at ? new Date(e.lifted_at).toISOString() : null,
    state: entryState({ date_from: from, date_to: e.date_to, lifted_at: e.lifted_at }, today),
  };
}
