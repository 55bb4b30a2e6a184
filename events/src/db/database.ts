import type { ColumnType, Generated, Selectable } from 'kysely';

/** Column types as both drivers return them: int8 parsed to number, xid8 as text. */
export type EventsTable = {
  global_position: Generated<number>;
  stream_id: string;
  stream_version: number;
  type: string;
  data: ColumnType<unknown, string, never>;
  metadata: ColumnType<EventMetadataRow, string, never>;
  tx_id: Generated<string>;
  created_at: Generated<Date>;
};

export type EventMetadataRow = Record<string, unknown>;

export type IdempotencyKeysTable = {
  key: string;
  stream_id: string;
  first_position: number;
  last_position: number;
  from_version: number;
  to_version: number;
  created_at: Generated<Date>;
};

export type SubscriptionCheckpointsTable = {
  name: string;
  tx_id: string;
  position: number;
  updated_at: Generated<Date>;
};

export type SelfChecksTable = {
  id: string;
  status: string;
  requested_at: Date;
  delay_ms: number;
  completed_at: Date | null;
  elapsed_ms: number | null;
  requested_by: string | null;
};

export type SysUserTable = {
  id: string;
  tenant_id: string;
  username: string;
  realname: string;
  password_hash: string;
  supplier_id: string | null;
  is_show: number;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  last_login_at: Date | null;
  /** The current `loginAttempts-<id>.<round>` stream (session.events.ts). */
  login_round: Generated<number>;
  created_at: Generated<Date>;
  phone: string | null;
  email: string | null;
  sex: number | null;
  avatar: string | null;
  status: Generated<number>;
  org_code: string | null;
  /** YYYY-MM-DD (账户设置 基本设置). */
  birthday: string | null;
};

/** One user's own settings (notification, layout, unbound logins) as a JSON object; see user-setting.events.ts. */
export type SysUserSettingTable = {
  user_id: string;
  tenant_id: string;
  settings: ColumnType<unknown, string, string>;
  updated_at: Date;
};

export type SysUserRoleTable = { user_id: string; role_id: string };
export type SysUserDepartTable = { user_id: string; dep_id: string };
export type SysRolePermissionTable = { role_id: string; permission_id: string };
export type SysDepartPermissionTable = { depart_id: string; permission_id: string };
export type SysDepartRolePermissionTable = { drole_id: string; permission_id: string };
export type SysDepartRoleUserTable = { user_id: string; drole_id: string };
export type SysRoleDataRuleTable = { role_id: string; data_rule_id: string };
/**
 * A view (migration 001000): the permissions a user holds, through its roles and through its
 * department roles (those the department still holds, while the user is in the department).
 */
export type SysUserPermissionView = {
  user_id: ColumnType<string, never, never>;
  permission_id: ColumnType<string, never, never>;
};

/** Who made and last changed an admin record, and when (written by the record projection). */
type Audited = {
  id: string;
  tenant_id: string;
  created_at: Generated<Date>;
  created_by: string | null;
  updated_at: Date | null;
  updated_by: string | null;
};

export type SysTenantTable = Audited & {
  name: string;
  status: number;
  begin_date: string | null;
  end_date: string | null;
};

export type SysDepartTable = Audited & {
  parent_id: string | null;
  depart_name: string;
  org_code: string;
  /** 1 company, 2 department, 3 post. */
  org_category: string;
  depart_order: number;
  mobile: string | null;
  address: string | null;
  description: string | null;
};

export type SysRoleTable = Audited & { role_name: string; role_code: string; description: string | null };

/** A department role (部门角色): defined within one department. */
export type SysDepartRoleTable = Audited & {
  depart_id: string;
  role_name: string;
  role_code: string;
  description: string | null;
};

/** A menu's data rule: rows of the menu's list must satisfy `rule_column rule_conditions rule_value`. */
export type SysPermissionDataRuleTable = Audited & {
  permission_id: string;
  rule_name: string;
  rule_column: string;
  /** = != > >= < <= in like */
  rule_conditions: string;
  rule_value: string;
  /** '1' active, '0' switched off. */
  status: string;
};

export type SysPermissionTable = Audited & {
  parent_id: string | null;
  name: string;
  url: string | null;
  component: string | null;
  component_name: string | null;
  redirect: string | null;
  /** 0 top-level menu, 1 sub-menu, 2 button. */
  menu_type: number;
  perms: string | null;
  /** Spec §6: type '2' is excluded from action checks. */
  perms_type: string;
  sort_no: number;
  always_show: boolean;
  icon: string | null;
  is_route: boolean;
  keep_alive: boolean;
  hidden: boolean;
  internal_or_external: boolean;
  /** For buttons: '1' enforced; '0' switched off (everyone may, spec §6 allAuth status 0). */
  status: string;
  description: string | null;
};

export type SysDictTable = Audited & {
  dict_name: string;
  dict_code: string;
  type: number;
  description: string | null;
};

export type SysDictItemTable = Audited & {
  dict_id: string;
  item_text: string;
  item_value: string;
  item_color: string | null;
  description: string | null;
  sort_order: number;
  status: number;
};

export type SysCategoryTable = Audited & { pid: string; name: string; code: string };

export type SysCheckRuleTable = Audited & {
  rule_name: string;
  rule_code: string;
  rule_json: ColumnType<unknown, string, string>;
  description: string | null;
};

export type SysFillRuleTable = Audited & {
  rule_name: string;
  rule_code: string;
  prefix: string;
  date_pattern: string;
  seq_length: number;
};

export type SysFillRuleSeqTable = { rule_code: string; period: string; last_value: number };

/** One signed-in session (a token), projected from `session-<tokenId>`; see session.projection.ts. */
export type AuthSessionTable = {
  token_id: string;
  user_id: string;
  tenant_id: string;
  ip: string | null;
  user_agent: string | null;
  login_method: string;
  started_at: Date;
  /** Moved on at most once a minute per session (not an event). */
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  ended_reason: string | null;
};

/** A sent SMS code (hashed) or a refused send; every row counts for the send limits. */
export type AuthSmsCodeTable = {
  id: string;
  phone: string;
  purpose: string;
  code_hash: string | null;
  ip: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  failed_attempts: Generated<number>;
};

/** A command request sent with an Idempotency-Key and, once answered, its answer (api/src/http/idempotency.ts). */
export type HttpIdempotencyTable = {
  scope: string;
  key: string;
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_at: Date;
};

/** A redeemed one-time login token (SSO, third-party): its `jti` is never accepted again. */
export type AuthLoginTokenUseTable = {
  issuer: string;
  jti: string;
  username: string;
  used_at: Date;
  expires_at: Date;
};

export type SysLoginLogTable = {
  /** The login event's global position. */
  position: number;
  tenant_id: string;
  user_id: string;
  ip: string | null;
  success: boolean;
  at: Date;
};

/** One stored upload (written by the sysFile projection); `path` is what clients link to. */
export type SysFileTable = {
  id: string;
  tenant_id: string;
  supplier_id: string | null;
  uploaded_by: string;
  biz: string;
  file_name: string;
  path: string;
  storage_key: string;
  size: number;
  mime: string;
  created_at: Date;
};

/** The one typed schema every module's queries use. */
export type Database = {
  sys_announcement: SysAnnouncementTable;
  sys_announcement_recipient: SysAnnouncementRecipientTable;
  sys_announcement_send: SysAnnouncementSendTable;
  events: EventsTable;
  idempotency_keys: IdempotencyKeysTable;
  subscription_checkpoints: SubscriptionCheckpointsTable;
  self_checks: SelfChecksTable;
  sys_user: SysUserTable;
  sys_user_setting: SysUserSettingTable;
  auth_session: AuthSessionTable;
  sys_login_log: SysLoginLogTable;
  auth_sms_code: AuthSmsCodeTable;
  auth_login_token_use: AuthLoginTokenUseTable;
  http_idempotency: HttpIdempotencyTable;
  sys_user_role: SysUserRoleTable;
  sys_user_depart: SysUserDepartTable;
  sys_role_permission: SysRolePermissionTable;
  sys_depart_permission: SysDepartPermissionTable;
  sys_depart_role: SysDepartRoleTable;
  sys_depart_role_permission: SysDepartRolePermissionTable;
  sys_depart_role_user: SysDepartRoleUserTable;
  sys_permission_data_rule: SysPermissionDataRuleTable;
  sys_role_data_rule: SysRoleDataRuleTable;
  sys_user_permission: SysUserPermissionView;
  sys_tenant: SysTenantTable;
  sys_depart: SysDepartTable;
  sys_role: SysRoleTable;
  sys_permission: SysPermissionTable;
  sys_dict: SysDictTable;
  sys_dict_item: SysDictItemTable;
  sys_category: SysCategoryTable;
  sys_check_rule: SysCheckRuleTable;
  sys_fill_rule: SysFillRuleTable;
  sys_fill_rule_seq: SysFillRuleSeqTable;
  sys_file: SysFileTable;
  srm_supplier: SrmSupplierTable;
  srm_supplier_blacklist: SrmSupplierBlacklistTable;
  srm_qualification_reminder: SrmQualificationReminderTable;
  portal_announcement: PortalAnnouncementTable;
  portal_news: PortalNewsTable;
  portal_settings: PortalSettingsTable;
  process_definition: ProcessDefinitionTable;
  process_definition_version: ProcessDefinitionVersionTable;
  process_instance: ProcessInstanceTable;
  process_task: ProcessTaskTable;
  process_document_status: ProcessDocumentStatusTable;
  process_cc: ProcessCcTable;
  process_incident: ProcessIncidentTable;
  portal_sign_up: PortalSignUpTable;
  portal_plan_info: PortalPlanInfoTable;
  md_entity: MdEntityTable;
  rp_report: RpReportTable;
  sourcing_requisition: SourcingRequisitionTable;
  sourcing_requisition_line: SourcingRequisitionLineTable;
  sourcing_project: SourcingProjectTable;
  sourcing_project_line: SourcingProjectLineTable;
  sourcing_participant: SourcingParticipantTable;
  sourcing_quote: SourcingQuoteTable;
  sourcing_award: SourcingAwardTable;
  sourcing_clarification: SourcingClarificationTable;
  fin_deposit_rule: FinDepositRuleTable;
  fin_deposit: FinDepositTable;
  fin_margin_ledger: FinMarginLedgerTable;
  fin_performance_bond: FinPerformanceBondTable;
};

export type EventRow = Selectable<EventsTable>;

/** An announcement (系统公告 / 通知公告); sendStatus 0 draft, 1 released, 2 revoked. */
export type SysAnnouncementTable = {
  id: string;
  tenant_id: string;
  titile: string;
  msg_content: string;
  msg_category: string;
  priority: string;
  msg_type: string;
  open_type: string | null;
  open_page: string | null;
  bus_id: string | null;
  bus_type: string | null;
  start_time: Date | null;
  end_time: Date | null;
  sender: string;
  send_status: number;
  send_time: Date | null;
  cancel_time: Date | null;
  created_at: Generated<Date>;
  created_by: string | null;
  updated_at: Date | null;
  updated_by: string | null;
};
/** The users a USER-mode announcement is addressed to. */
export type SysAnnouncementRecipientTable = { annt_id: string; user_id: string };
/** Read marks: a row means the user has read the announcement. */
export type SysAnnouncementSendTable = {
  annt_id: string;
  user_id: string;
  tenant_id: string;
  read_flag: Generated<number>;
  read_time: Date;
};

/** 供应商准入 (supplier module): a company, its stated information and its onboarding status. */
export type SrmSupplierTable = {
  id: string;
  tenant_id: string;
  company_name: string;
  credit_code: string;
  contact: string;
  phone: string;
  email: string | null;
  address: string | null;
  legal_person: string | null;
  category_ids: ColumnType<unknown, string, string>;
  attachments: ColumnType<unknown, string, string>;
  /** draft, pending, approved, rejected (events/src/modules/supplier). */
  status: string;
  admitted: boolean;
  first_user_id: string | null;
  reject_reason: string | null;
  review_comment: string | null;
  reviewed_by: string | null;
  reviewed_at: ColumnType<Date | null, string | null, string | null>;
  submitted_at: ColumnType<Date | null, string | null, string | null>;
  created_at: ColumnType<Date, string, string>;
  updated_at: ColumnType<Date, string, string>;
  /** The buyer's profile (供应商档案); dates are read with to_char (a driver would make them local Dates). */
  supplier_code: string | null;
  supplier_type: string | null;
  supplier_level: string | null;
  /** numeric(16, 2), 万元: text on the way in and out. */
  registered_capital: string | null;
  established_date: ColumnType<unknown, string | null, string | null>;
  /** The blacklist entry not lifted (it may have ended by its date). */
  blacklist_reason: string | null;
  blacklist_from: ColumnType<unknown, string | null, string | null>;
  blacklist_to: ColumnType<unknown, string | null, string | null>;
};

/** 黑名单 history: one row per SupplierBlacklisted, closed by SupplierBlacklistLifted. */
export type SrmSupplierBlacklistTable = {
  id: string;
  tenant_id: string;
  supplier_id: string;
  reason: string;
  date_from: ColumnType<unknown, string, string>;
  date_to: ColumnType<unknown, string | null, string | null>;
  created_by: string;
  created_at: ColumnType<Date, string, string>;
  lifted_reason: string | null;
  lifted_by: string | null;
  lifted_at: ColumnType<Date | null, string | null, string | null>;
};

/** A qualification expiry reminder sent: one per qualification and expiry date. */
export type SrmQualificationReminderTable = {
  qualification_id: string;
  valid_to: ColumnType<unknown, string, string>;
  tenant_id: string;
  supplier_id: string;
  announcement_id: string;
  sent_at: ColumnType<Date, string, string>;
};

/** A published sourcing project as the public portal shows it (announcement, then its result). */
export type PortalAnnouncementTable = {
  id: string;
  tenant_id: string;
  /** tender | inquiry | auction */
  kind: string;
  bid_code: string;
  title: string;
  subtitle: string;
  company_name: string;
  info: ColumnType<{ label: string; value: string }[], string, string>;
  content: string;
  invitation: string;
  deadline: Date;
  published_at: Date;
  awarded_at: Date | null;
  suppliers: ColumnType<{ name: string; title: string }[] | null, string | null, string | null>;
};

/** A news item of the portal (新闻管理); `type` company | industry, `news_date` YYYY-MM-DD. */
export type PortalNewsTable = Audited & {
  title: string;
  content: string;
  type: string;
  news_date: string;
};

/** A tenant's published portal settings (the whole model, defaults filled in). */
export type PortalSettingsTable = {
  tenant_id: string;
  settings: ColumnType<unknown, string, string>;
  published_at: Date;
  published_by: string | null;
};

/** 流程定义 (process module): the draft, the last deployed version, the binding, active or suspended. */
export type ProcessDefinitionTable = {
  id: string;
  tenant_id: string;
  key: string;
  name: string;
  category: string | null;
  description: string | null;
  draft_xml: string | null;
  version: number;
  /** active | suspended */
  status: string;
  document_type: string | null;
  created_by: string;
  created_at: ColumnType<Date, string, string>;
  updated_by: string;
  updated_at: ColumnType<Date, string, string>;
  deployed_at: ColumnType<Date | null, string | null, string | null>;
};

/** A deployed version, frozen: running instances keep the version they started with. */
export type ProcessDefinitionVersionTable = {
  definition_id: string;
  version: number;
  tenant_id: string;
  key: string;
  name: string;
  xml: string;
  graph: ColumnType<Record<string, unknown>, string, string>;
  comment: string | null;
  deployed_by: string;
  deployed_at: ColumnType<Date, string, string>;
};

/** 流程实例: one process started for a business document. */
export type ProcessInstanceTable = {
  id: string;
  tenant_id: string;
  definition_id: string;
  definition_key: string;
  definition_name: string;
  version: number;
  document_type: string | null;
  business_key: string;
  title: string;
  initiator: string;
  variables: ColumnType<Record<string, unknown>, string, string>;
  /** running | ended */
  status: string;
  outcome: string | null;
  current_nodes: ColumnType<string[], string, string>;
  started_at: ColumnType<Date, string, string>;
  ended_at: ColumnType<Date | null, string | null, string | null>;
  updated_at: ColumnType<Date, string, string>;
};

/** 任务: a user task of an instance, open until completed or cancelled. */
export type ProcessTaskTable = {
  id: string;
  instance_id: string;
  tenant_id: string;
  node_id: string;
  name: string;
  assignee: string | null;
  candidates: ColumnType<string[], string[], string[]>;
  /** open | completed | cancelled */
  status: string;
  outcome: string | null;
  comment: string | null;
  attachments: ColumnType<string[], string, string>;
  cancel_reason: string | null;
  delegated_from: string | null;
  completed_by: string | null;
  created_at: ColumnType<Date, string, string>;
  claimed_at: ColumnType<Date | null, string | null, string | null>;
  due_at: ColumnType<Date | null, string | null, string | null>;
  closed_at: ColumnType<Date | null, string | null, string | null>;
};

/** A business document's status as its approval process last set it (setDocumentStatus). */
export type ProcessDocumentStatusTable = {
  tenant_id: string;
  document_type: string;
  business_key: string;
  status: string;
  /** The instance whose service task set it. */
  instance_id: string;
  updated_at: ColumnType<Date, string, string>;
};

/** 抄送我的 (process/cc.projection.ts): one user copied on one node of an instance. */
export type ProcessCcTable = {
  id: string;
  tenant_id: string;
  instance_id: string;
  user_id: string;
  node_id: string;
  node_name: string;
  title: string;
  process_name: string;
  initiator: string;
  created_at: ColumnType<Date, string, string>;
  read_at: ColumnType<Date | null, string | null, string | null>;
};

/** 异常 of an instance: open until 重试 (or the process ends). */
export type ProcessIncidentTable = {
  id: string;
  instance_id: string;
  tenant_id: string;
  node_id: string;
  node_name: string;
  message: string;
  raised_at: ColumnType<Date, string, string>;
  resolved_at: ColumnType<Date | null, string | null, string | null>;
  resolved_by: string | null;
  /** retried | skipped */
  resolution: string | null;
};

/** A supplier's 报名 of a sourcing project (portal/sourcing-signup.projection.ts). */
export type PortalSignUpTable = {
  project_id: string;
  tenant_id: string;
  supplier_id: string;
  supplier_name: string;
  user_id: string;
  contact_name: string;
  contact_phone: string;
  signed_up_at: Date;
};

/** A 采购计划信息征集 record (portal/plan-info.projection.ts); status pending 未处理 / handled 已处理. */
export type PortalPlanInfoTable = {
  id: string;
  tenant_id: string;
  project_id: string | null;
  project_title: string | null;
  plan_key: string;
  company_name: string;
  credit_code: string;
  contact: string;
  phone: string;
  email: string | null;
  category_ids: ColumnType<string[], string, string>;
  description: string;
  ip: string | null;
  status: 'pending' | 'handled';
  handled_by: string | null;
  handled_at: Date | null;
  invited_at: Date | null;
  invite_count: number;
  created_at: Date;
};

/**
 * A declared entity as it stands (masterdata/entity.projection.ts): its definition, its retired
 * fields (columns kept) and purged names. Its records live in the generated table `table_name`,
 * which is not in this type: it exists only once the definition does.
 */
export type MdEntityTable = {
  name: string;
  label: string;
  /** 'code' (a reviewed declaration, synced at start) or 'online' (在线表单, made at run time). */
  origin: 'code' | 'online';
  table_name: string;
  /** The version of its `entity-<name>` stream. */
  version: number;
  definition: ColumnType<unknown, string, string>;
  retired: ColumnType<unknown, string, string>;
  purged: ColumnType<string[], string, string>;
  created_at: Date;
  created_by: string | null;
  updated_at: Date | null;
  updated_by: string | null;
};

/** An online report an administrator defined (在线报表); `definition` is the whole `OnlineReportDefinition`. */
export type RpReportTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  entity: string;
  definition: ColumnType<unknown, string, string>;
  created_at: Date;
  created_by: string | null;
  updated_at: Date | null;
  updated_by: string | null;
};

type Instant = ColumnType<Date, string, string>;
type MaybeInstant = ColumnType<Date | null, string | null, string | null>;
/** numeric(p, s): text in and out (read with ::text, so both drivers give the same string). */
type Numeric = string;

export type SourcingRequisitionTable = {
  id: string;
  tenant_id: string;
  code: string;
  title: string;
  /** draft, pending, approved, rejected (events/src/modules/sourcing). */
  status: string;
  instance_id: string | null;
  created_by: string;
  created_at: Instant;
  updated_at: Instant;
};

export type SourcingRequisitionLineTable = {
  requisition_id: string;
  line_id: string;
  tenant_id: string;
  sort_no: number;
  material_id: string;
  material_code: string;
  material_name: string;
  category_id: string | null;
  quantity: Numeric;
  unit: string;
  need_date: string;
  budget: Numeric;
  currency: string;
  /** The sourcing project the line was pulled into. */
  project_id: string | null;
  project_code: string | null;
};

export type SourcingProjectTable = {
  id: string;
  tenant_id: string;
  code: string;
  title: string;
  kind: string;
  participation: string;
  status: string;
  currency: string;
  round: number;
  quote_deadline: Instant;
  registration_deadline: MaybeInstant;
  /** The open phase's deadline (registration or the current round). */
  deadline: MaybeInstant;
  round_suppliers: ColumnType<unknown, string | null, string | null>;
  instance_id: string | null;
  cancel_reason: string | null;
  created_by: string;
  created_at: Instant;
  updated_at: Instant;
};

export type SourcingProjectLineTable = {
  project_id: string;
  line_id: string;
  tenant_id: string;
  sort_no: number;
  material_id: string;
  material_code: string;
  material_name: string;
  category_id: string | null;
  quantity: Numeric;
  unit: string;
  delivery_date: string;
  delivery_place: string;
  ceiling_price: Numeric | null;
  requisition_id: string | null;
  requisition_line_id: string | null;
};

export type SourcingParticipantTable = {
  project_id: string;
  supplier_id: string;
  tenant_id: string;
  supplier_name: string;
  invited: boolean;
  joined_at: Instant;
};

export type SourcingQuoteTable = {
  project_id: string;
  supplier_id: string;
  line_id: string;
  tenant_id: string;
  round: number;
  price: Numeric;
  tax_rate: Numeric;
  lead_time_days: number;
  valid_until: string;
  attachments: ColumnType<unknown, string, string>;
  submitted_at: Instant;
};

export type SourcingAwardTable = {
  project_id: string;
  line_id: string;
  supplier_id: string;
  tenant_id: string;
  supplier_name: string;
  quantity: Numeric;
  price: Numeric;
  tax_rate: Numeric;
  confirmed: boolean;
};

export type SourcingClarificationTable = {
  id: string;
  project_id: string;
  /** Only ordered by, never read (pg answers bigint as text). */
  position: ColumnType<string, number, never>;
  tenant_id: string;
  supplier_id: string | null;
  supplier_name: string | null;
  question: string | null;
  answer: string | null;
  asked_by: string;
  asked_at: Instant;
  answered_by: string | null;
  answered_at: MaybeInstant;
};

/** 投标保证金 rule of a sourcing project (finance module; no row: none asked). */
export type FinDepositRuleTable = { project_id: string; amount: Numeric; currency: string };

/** One supplier's bid deposit for one project (status paid, confirmed, rejected, refunded, converted, deducted). */
export type FinDepositTable = {
  id: string;
  tenant_id: string;
  project_id: string;
  project_code: string;
  project_title: string;
  supplier_id: string;
  supplier_name: string;
  amount: Numeric;
  currency: string;
  paid_on: string;
  reference: string;
  proof: ColumnType<string[], string, string>;
  status: string;
  reason: string | null;
  recorded_at: Instant;
  updated_at: Instant;
};

/** 保证金账户 ledger: one signed movement (receipt, refund, conversion, deduction) per deposit and kind. */
export type FinMarginLedgerTable = {
  deposit_id: string;
  kind: string;
  tenant_id: string;
  supplier_id: string;
  supplier_name: string;
  project_id: string;
  project_code: string;
  amount: Numeric;
  currency: string;
  reason: string | null;
  at: Instant;
};

/** 履约保证金 of one winner of one project. */
export type FinPerformanceBondTable = {
  id: string;
  tenant_id: string;
  project_id: string;
  project_code: string;
  project_title: string;
  supplier_id: string;
  supplier_name: string;
  amount: Numeric;
  currency: string;
  due_date: string;
  expires_on: string;
  converted_deposit: Numeric | null;
  reminded_at: MaybeInstant;
  created_by: string;
  created_at: Instant;
};
