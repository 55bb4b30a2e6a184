/** Shared widgets (spec §2 "Dialogs", §4, §5, §9): the generic list screens are built on, uploads, pickers, the button rule, display filters. */
export { Authorized } from './components/Authorized';
export type { AuthorizedProps } from './components/Authorized';
export { BusinessSelectModal } from './components/BusinessSelectModal';
export type { BusinessSelectModalProps } from './components/BusinessSelectModal';
export { GenericList } from './components/GenericList';
export type {
  GenericListProps,
  ListColumn,
  ListFormSlot,
  ListToolbarContext,
  ListTree,
} from './components/GenericList';
export { ImportButton } from './components/ImportButton';
export type { ImportButtonProps } from './components/ImportButton';
export { PopupField } from './components/PopupField';
export type { PopupFieldProps } from './components/PopupField';
export { PopupReportModal } from './components/PopupReportModal';
export type { PopupReportModalProps } from './components/PopupReportModal';
export { OnlineReportTable, useReportColumns } from './components/OnlineReportTable';
export type { OnlineReportTableProps } from './components/OnlineReportTable';
export { SelectDepartModal } from './components/SelectDepartModal';
export type { SelectDepartModalProps } from './components/SelectDepartModal';
export { SelectedList } from './components/SelectedList';
export type { SelectedItem, SelectedListProps } from './components/SelectedList';
export { SelectUserByDeptModal } from './components/SelectUserByDeptModal';
export type { SelectUserByDeptModalProps } from './components/SelectUserByDeptModal';
export { SuperQueryModal } from './components/SuperQueryModal';
export type { SuperQueryField, SuperQueryModalProps, SuperQueryState } from './components/SuperQueryModal';
export { TruncatedText } from './components/TruncatedText';
export type { TruncatedTextProps } from './components/TruncatedText';
export { UnsavedChangesEffect } from './components/UnsavedChangesEffect';
export { UploadField } from './components/UploadField';
export type { UploadFieldProps } from './components/UploadField';
export { UploadModal } from './components/UploadModal';
export type { UploadModalProps } from './components/UploadModal';
export { useAuthorized } from './hooks/useAuthorized';
export { useFormSubmit } from './hooks/useFormSubmit';
export type { FormSubmitOptions } from './hooks/useFormSubmit';
export { useListButtons } from './hooks/useListButtons';
export { useUnsavedChanges } from './hooks/useUnsavedChanges';
export { useUploadList } from './hooks/useUploadList';
export type { UploadListOptions } from './hooks/useUploadList';
export {
  currentToken,
  deleteBatch,
  deleteRecord,
  exportXls,
  fetchDepartTree,
  fetchListPage,
  fetchRows,
  fetchUserPage,
  fetchUsersByDepart,
  importExcel,
  saveBlob,
  uploadFile,
} from './services/widgetsApi';
export type { UploadMode } from './services/widgetsApi';
export { fetchReportColumns, fetchReportData, fetchReportQueryInfo } from './services/reportApi';
export type {
  DepartNode,
  ReportColumns,
  ReportDictOption,
  ReportQueryField,
  UploadedFile,
  UserRow,
} from './types';
export { DOWNLOAD_FAILED_MESSAGE, exportFileName, fileNameFromDisposition } from './utils/download';
export { filterValue, rangeFilter, stripFilterMode } from './utils/filterValue';
export type { FilterMode } from './utils/filterValue';
export { formatCurrency, formatThousands, MONEY_TOO_LARGE, moneyToChinese, truncate } from './utils/format';
export { importOutcome } from './utils/importResult';
export type { ImportOutcome } from './utils/importResult';
export { listActions, listButtons } from './utils/listButtons';
export type { ListButtons } from './utils/listButtons';
export { exportFields, fieldOf, filterColumns, superQueryFields } from './utils/listColumns';
export { exportQuery, listQuery, pageOf } from './utils/listQuery';
export type { ListQuery } from './utils/listQuery';
export { isSearch, treeRows } from './utils/listTree';
export type { TreeRow } from './utils/listTree';
export {
  cellText,
  dictText,
  fieldList,
  POPUP_CONFIG_MESSAGE,
  POPUP_COUNT_MESSAGE,
  popupConfigProblem,
  popupRowKey,
  popupSearch,
  popupValues,
} from './utils/popup';
export type { PopupConfig, PopupQueryField } from './utils/popup';
export { BUSINESS_PAGING, pageAfterDelete, pagingFor, showTotal } from './utils/paging';
export {
  BATCH_DELETE_EMPTY_MESSAGE,
  joinKeys,
  SELECT_ONE_MESSAGE,
  selectionAfterChange,
  singleCheck,
  splitValue,
  submitCheck,
} from './utils/selection';
export { completeConditions, SUPER_QUERY_RULES, superQueryParams } from './utils/superQuery';
export type { SuperQueryCondition, SuperQueryMatchType, SuperQueryRule } from './utils/superQuery';
export { openSignedLink, signedLink } from './services/signedLink';
export { useSignedLink } from './hooks/useSignedLink';
export {
  apiFileLink,
  DEFAULT_ACCEPT,
  DEFAULT_MAX_COUNT,
  DEFAULT_MAX_MB,
  displayName,
  fileLink,
  filesFromValue,
  limitFileList,
  uploadErrorMessage,
  uploadHint,
  validateUpload,
  valueFromFiles,
} from './utils/upload';
export type { UploadRules, UploadStatus } from './utils/upload';
