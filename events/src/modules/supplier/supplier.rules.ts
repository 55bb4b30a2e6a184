import { creditCodeProblem } from '@srm/contracts/supplier';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors';
import { assertPlainTexts } from '../../shared/plain-text';
import { passwordProblem } from '../system/index';
import { supplierDuplicates } from './supplier.projection';

export const CATEGORY_UNKNOWN = '供应品类不存在';
export const ATTACHMENT_UNKNOWN = '附件不存在，请重新上传';
export const COMPANY_NAME_TAKEN = '该企业名称已注册';
export const CREDIT_CODE_TAKEN = '该统一社会信用代码已注册';
export const USERNAME_TAKEN = '用户账号已存在';
export const PHONE_TAKEN = '该手机号已注册';

const refuse = (message: string, field: string): never => {
  throw new DomainError('ValidationFailed', message, { field });
};

/** A company signing up, as its form states it (the credit code normalised). */
export type Registration = {
  companyName: string;
  contact: string;
  creditCode: string;
  categoryIds: readonly string[];
  username: string;
  mobile: string;
  password: string;
  confirmPassword: string;
};

/** The supplier's plain-text fields (no markup), with their labels. */
const SUPPLIER_TEXT_LABELS = {
  companyName: '企业名称',
  contact: '联系人',
  address: '注册地址',
  legalPerson: '法定代表人',
  email: '电子邮件',
};

/** What the store knows that the registration's rules need. */
export type RegistrationFacts = {
  /** Of the registration's category ids, those that exist for the tenant. */
  knownCategories: ReadonlySet<string>;
  taken: { companyName: boolean; creditCode: boolean; username: boolean; mobile: boolean };
};

/**
 * The registration's rules, in the order the form shows them: the credit code's checksum, the password
 * policy, the categories, then each duplicate (company name, credit code, username, phone).
 */
export function refuseRegistration(r: Registration, facts: RegistrationFacts): void {
  assertPlainTexts(r, SUPPLIER_TEXT_LABELS);
  const code = creditCodeProblem(r.creditCode);
  if (code) refuse(code, 'creditCode');
  const weak = passwordProblem(r.password, r.confirmPassword);
  if (weak) refuse(weak, 'password');
  if (r.categoryIds.some((id) => !facts.knownCategories.has(id))) refuse(CATEGORY_UNKNOWN, 'categoryIds');
  if (facts.taken.companyName) refuse(COMPANY_NAME_TAKEN, 'companyName');
  if (facts.taken.creditCode) refuse(CREDIT_CODE_TAKEN, 'creditCode');
  if (facts.taken.username) refuse(USERNAME_TAKEN, 'username');
  if (facts.taken.mobile) refuse(PHONE_TAKEN, 'mobile');
}

/** A completion or alteration's information, as far as its rules go. */
export type Submission = {
  creditCode: string;
  categoryIds: readonly string[];
  attachments: readonly string[];
};
export type SubmissionFacts = {
  knownCategories: ReadonlySet<string>;
  /** Of the submission's attachments, those uploaded by the supplier itself. */
  knownAttachments: ReadonlySet<string>;
};

/** Completion and alteration: the credit code's checksum, known categories, the supplier's own uploads. */
export function refuseSubmission(s: Submission, facts: SubmissionFacts): void {
  // The plain-text rule first, as the form shows the fields (the decider checks them again).
  assertPlainTexts(s, SUPPLIER_TEXT_LABELS);
  const code = creditCodeProblem(s.creditCode);
  if (code) refuse(code, 'creditCode');
  if (s.categoryIds.some((id) => !facts.knownCategories.has(id))) refuse(CATEGORY_UNKNOWN, 'categoryIds');
  if (s.attachments.some((p) => !facts.knownAttachments.has(p))) refuse(ATTACHMENT_UNKNOWN, 'attachments');
}

/** The tenant's categories (and the platform's, tenant '0') among `ids`. */
async function knownCategories(db: Kysely<Database>, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('sys_category')
    .select('id')
    .where('id', 'in', [...ids])
    .where('tenant_id', 'in', [tenantId, '0'])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Refuses a registration with its first problem; nothing is written (the SMS code is not spent yet). */
export async function checkRegistration(
  db: Kysely<Database>,
  tenantId: string,
  r: Registration,
): Promise<void> {
  const [categories, duplicates, users] = await Promise.all([
    knownCategories(db, tenantId, r.categoryIds),
    supplierDuplicates(db, { tenantId, companyName: r.companyName, creditCode: r.creditCode }),
    db
      .selectFrom('sys_user')
      .select(['username', 'phone'])
      .where((eb) => eb.or([eb('username', '=', r.username), eb('phone', '=', r.mobile)]))
      .execute(),
  ]);
  refuseRegistration(r, {
    knownCategories: categories,
    taken: {
      ...duplicates,
      username: users.some((u) => u.username === r.username),
      mobile: users.some((u) => u.phone === r.mobile),
    },
  });
}

/** Refuses a supplier's completion or alteration with its first problem. */
export async function checkSubmission(
  db: Kysely<Database>,
  q: { tenantId: string; supplierId: string; info: Submission },
): Promise<void> {
  const [categories, files] = await Promise.all([
    knownCategories(db, q.tenantId, q.info.categoryIds),
    q.info.attachments.length === 0
      ? []
      : db
          .selectFrom('sys_file')
          .select('path')
          .where('path', 'in', [...q.info.attachments])
          .where('tenant_id', '=', q.tenantId)
          .where('supplier_id', '=', q.supplierId)
          .execute(),
  ]);
  refuseSubmission(q.info, {
    knownCategories: categories,
    knownAttachments: new Set(files.map((f) => f.path)),
  });
}
