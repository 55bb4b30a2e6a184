import type { Migration } from 'kysely';
import * as createEventStore from './2026_11_22_000000_create_event_store';
import * as createSelfChecks from './2026_11_22_000100_create_self_checks';
import * as createSysUser from './2026_11_22_000200_create_sys_user';
import * as createSysLoginLog from './2026_11_22_000300_create_sys_login_log';
import * as createSysAdminTables from './2026_11_22_000400_create_sys_admin_tables';
import * as createSysFile from './2026_11_22_000500_create_sys_file';
import * as createSysAnnouncement from './2026_11_22_000600_create_sys_announcement';
import * as createAuthSmsAndSso from './2026_11_22_000700_create_auth_sms_and_sso';
import * as addListIndexes from './2026_11_22_000800_add_list_indexes';
import * as addSysUserTenantCount from './2026_11_22_000900_add_sys_user_tenant_count';
import * as createDeptRolesAndDataRules from './2026_11_22_001000_create_dept_roles_and_data_rules';
import * as addAccountSettings from './2026_11_23_000100_add_account_settings';
import * as createPortalTables from './2026_11_25_000100_create_portal_tables';
import * as createSrmSupplier from './2026_11_25_000200_create_srm_supplier';
import * as createPortalForms from './2026_11_25_000300_create_portal_forms';
import * as createProcessDefinitions from './2026_11_25_001000_create_process_definitions';
import * as createProcessInstances from './2026_11_25_001100_create_process_instances';
import * as createProcessCc from './2026_11_25_001200_create_process_cc';
import * as createProcessDocumentStatus from './2026_11_25_001300_create_process_document_status';
import * as createProcessIncidents from './2026_11_25_001400_create_process_incidents';
import * as createAuthSession from './2026_11_26_000500_create_auth_session';
import * as createHttpIdempotency from './2026_11_26_000600_create_http_idempotency';
import * as createMdEntity from './2026_11_26_175000_create_md_entity';
import * as createSourcingTables from './2026_11_26_200000_create_sourcing_tables';
import * as createRpReport from './2026_11_26_203000_create_rp_report';
import * as addSupplierMaster from './2026_11_27_120000_add_supplier_master';
import * as createSourcingClarification from './2026_11_27_121500_create_sourcing_clarification';
import * as createFinanceDeposits from './2026_11_27_130500_create_finance_deposits';

/** Frozen, ordered by name. Add a file and a line; never edit a migration that has shipped. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_000000_create_event_store': createEventStore,
  '2026_11_22_000100_create_self_checks': createSelfChecks,
  '2026_11_22_000200_create_sys_user': createSysUser,
  '2026_11_22_000300_create_sys_login_log': createSysLoginLog,
  '2026_11_22_000400_create_sys_admin_tables': createSysAdminTables,
  '2026_11_22_000500_create_sys_file': createSysFile,
  '2026_11_22_000600_create_sys_announcement': createSysAnnouncement,
  '2026_11_22_000700_create_auth_sms_and_sso': createAuthSmsAndSso,
  '2026_11_22_000800_add_list_indexes': addListIndexes,
  '2026_11_22_000900_add_sys_user_tenant_count': addSysUserTenantCount,
  '2026_11_22_001000_create_dept_roles_and_data_rules': createDeptRolesAndDataRules,
  '2026_11_23_000100_add_account_settings': addAccountSettings,
  '2026_11_25_000100_create_portal_tables': createPortalTables,
  '2026_11_25_000200_create_srm_supplier': createSrmSupplier,
  '2026_11_25_000300_create_portal_forms': createPortalForms,
  '2026_11_25_001000_create_process_definitions': createProcessDefinitions,
  '2026_11_25_001100_create_process_instances': createProcessInstances,
  '2026_11_25_001200_create_process_cc': createProcessCc,
  '2026_11_25_001300_create_process_document_status': createProcessDocumentStatus,
  '2026_11_25_001400_create_process_incidents': createProcessIncidents,
  '2026_11_26_000500_create_auth_session': createAuthSession,
  '2026_11_26_000600_create_http_idempotency': createHttpIdempotency,
  '2026_11_26_175000_create_md_entity': createMdEntity,
  '2026_11_26_200000_create_sourcing_tables': createSourcingTables,
  '2026_11_26_203000_create_rp_report': createRpReport,
  '2026_11_27_120000_add_supplier_master': addSupplierMaster,
  '2026_11_27_121500_create_sourcing_clarification': createSourcingClarification,
  '2026_11_27_130500_create_finance_deposits': createFinanceDeposits,
};
