import { randomUUID } from 'node:crypto';
import { fileLinkCaller, type LinkSigner } from './file-links';
import { hash } from '@node-rs/argon2';
import { system as contract } from '@srm/contracts';
import { system, type Database } from '@srm/events';
import type { FastifyInstance } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import { contractRoute } from '../../http/contract-route';
import { exportParams, sendXlsx, type SheetColumn } from '../../http/list-export';
import {
  importAnswer,
  importRows,
  receiveSheet,
  registerImportErrorDownload,
  sheetUploadScope,
  type ImportErrorFiles,
} from '../../http/list-import';
import type { ListSpec } from '../../http/list-query';
import {
  dataRuleContext,
  requireListPermission,
  requirePermission,
  withDataRules,
  type AuthDeps,
  type Caller,
} from '../auth/index';
import { PhoneProbeLimit } from './phone-probes';
import { defaultImportErrorFiles } from './record-sheet';

const SEX = { 1: '男', 2: '女' } as const;
const STATUS = { 1: '正常', 2: '冻结' } as const;
const fromLabel = (labels: Record<number, string>) => (cell: string | number | boolean) => {
  const hit = Object.entries(labels).find(([, label]) => label === cell);
  if (hit) return Number(hit[0]);
  const n = Number(cell);
  return typeof cell === 'number' || (typeof cell === 'string' && /^\d+$/.test(cell)) ? n : cell;
};
const toLabel = (labels: Record<number, string>) => (v: unknown) =>
  typeof v === 'number' ? (labels[v] ?? v) : v;

/** The user list's columns as exported (department names, sex and status as words). */
export const userExportColumns: SheetColumn[] = [
  { field: 'username', title: '用户账号' },
  { field: 'realname', title: '用户姓名' },
  { field: 'phone', title: '手机号码', width: 16 },
  { field: 'email', title: '电子邮件', width: 24 },
  { field: 'sex', title: '性别', format: toLabel(SEX) },
  { field: 'status', title: '状态', format: toLabel(STATUS) },
  { field: 'orgCodeTxt', title: '部门', width: 30 },
  { field: 'createTime', title: '创建时间', width: 24 },
];

/**
 * What an import reads. The password column is required and must pass the spec's policy (8+
 * characters, three of four classes): the administrator chooses the initial passwords, nothing
 * secret is generated or sent back. Roles and departments are assigned afterwards in the user form.
 */
export const userImportColumns: SheetColumn[] = [
  { field: 'username', title: '用户账号' },
  { field: 'realname', title: '用户姓名' },
  { field: 'password', title: '密码' },
  { field: 'phone', title: '手机号码' },
  { field: 'email', title: '电子邮件' },
  { field: 'sex', title: '性别', parse: fromLabel(SEX) },
  { field: 'status', title: '状态', parse: fromLabel(STATUS) },
];

/** Argon2 runs on the thread pool: a few rows hash at once, writes stay in file order. */
const HASH_CONCURRENCY = 4;

type UserRows = SelectQueryBuilder<Database, 'sys_user', object>;

/**
 * `GET|POST /sys/user/exportXls` (`system:user:list`), `POST /sys/user/importExcel`
 * (`system:user:add`), and the error files' `GET /sys/common/importErrors/:name` (any signed-in user,
 * its own files only). Both lists are scoped as the user list is: the caller's tenant, and a supplier's
 * user only its own company's users; imported users join the caller's tenant (and supplier company).
 */
export function registerUserSheets(
  app: FastifyInstance,
  o: {
    auth: AuthDeps;
    /** The users the caller may see (tenant, supplier). */
    scoped: (caller: Caller) => UserRows;
    list: ListSpec;
    view: (u: system.UserRow) => Record<string, unknown>;
    /** The add form's schema (username, realname, password, phone, email, sex, status). */
    rowSchema: z.ZodType<{
      username: string;
      realname: string;
      password: string;
      phone?: string | null | undefined;
      email?: string | null | undefined;
      sex?: number | null | undefined;
      status?: number | undefined;
    }>;
    files?: ImportErrorFiles;
    /** Signs the error file's link (the browser opens it: no token in the URL). */
    signer: LinkSigner;
    /** The user forms' count of phones held outside the caller's reach ([SEC1] 8). */
    phoneProbes: PhoneProbeLimit;
  },
): void {
  const { auth } = o;
  const files = o.files ?? defaultImportErrorFiles(auth.services.config.dataDir);
  const db = () => auth.services.db();

  const toRecords = async (rows: system.UserRow[]) => {
    const ids = rows.map((u) => u.id);
    const departs = ids.length
      ? await db()
          .selectFrom('sys_user_depart as ud')
          .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
          .select(['ud.user_id', 'd.depart_name'])
          .where('ud.user_id', 'in', ids)
          .execute()
      : [];
    const names = new Map<string, string[]>();
    for (const d of departs) names.set(d.user_id, [...(names.get(d.user_id) ?? []), d.depart_name]);
    return rows.map((u) => ({ ...o.view(u), orgCodeTxt: (names.get(u.id) ?? []).join(',') }));
  };

  for (const route of [contract.userRoutes.userExportXls, contract.userRoutes.userExportXlsPost])
    contractRoute(app, route, {
      auth: (req) => requireListPermission(auth, req, 'system:user:list', o.list.menuId),
      handler: async ({ caller: { caller, dataRules }, req, reply }) =>
        sendXlsx(reply, {
          base: o.scoped(caller).selectAll() as SelectQueryBuilder<Database, 'sys_user', system.UserRow>,
          spec: o.list,
          // The list's data rules apply to its export.
          withRules: (q) => withDataRules(o.list, q, dataRules, dataRuleContext(caller, auth.services.now())),
          params: exportParams(req),
          columns: userExportColumns,
          toRecords,
          title: '用户列表',
        }),
    });

  sheetUploadScope(app, (scope) => {
    contractRoute(scope, contract.userRoutes.userImportExcel, {
      auth: (req) => requirePermission(auth, req, 'system:user:add'),
      handler: async ({ caller, req }) => {
        const sheet = await receiveSheet(req, userImportColumns);
        const metadata = { actor: caller.userId, tenantId: caller.tenantId };
        const result = await importRows(sheet, userImportColumns, {
          concurrency: HASH_CONCURRENCY,
          prepare: async (values) => {
            const row = o.rowSchema.parse(values);
            // The add form's rule (the route's too): the spec's password policy.
            system.checkNewPassword(row.password);
            return { row, passwordHash: await hash(row.password) };
          },
          write: async ({ row, passwordHash }) => {
            const phone = row.phone || null;
            await o.phoneProbes.write(caller, phone, () =>
              system.createUser(
                auth.services.store(),
                {
                  id: randomUUID(),
                  tenantId: caller.tenantId,
                  username: row.username,
                  realname: row.realname,
                  passwordHash,
                  supplierId: caller.supplierId,
                  isShow: 1,
                  phone,
                  email: row.email || null,
                  sex: row.sex ?? null,
                  ...(row.status !== undefined ? { status: row.status } : {}),
                },
                { metadata, reach: PhoneProbeLimit.reach(caller) },
              ),
            );
          },
        });
        return importAnswer(files, { tenantId: caller.tenantId, userId: caller.userId }, sheet, result);
      },
    });
  });

  registerImportErrorDownload(app, files, async (req) => {
    const caller = await fileLinkCaller(auth, o.signer, req);
    return { tenantId: caller.tenantId, userId: caller.userId };
  });
}
