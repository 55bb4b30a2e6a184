/** 在线报表 ([P5], docs/report.md): the administration's form and calls, the report pages' paths. */
export { ReportDefinitionForm } from './components/ReportDefinitionForm';
export type { ReportDefinitionFormProps } from './components/ReportDefinitionForm';
export { reportAdminApi } from './services/reportAdminApi';
export { REPORT_LIST_PATH, REPORT_VIEW_PATH, reportViewPath } from './utils/reportPaths';
export { defaultColumns, formValuesOf, reportInputOf } from './utils/reportForm';
export type { ReportFormValues } from './utils/reportForm';
