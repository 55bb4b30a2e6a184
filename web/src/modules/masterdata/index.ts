/** The generic web of declared entities ([P5], docs/masterdata.md "Web"): form, search, list, history. */
export { EntityForm } from './components/EntityForm';
export type { EntityFormProps } from './components/EntityForm';
export { EntitySearchForm } from './components/EntitySearchForm';
export type { EntitySearchFormProps } from './components/EntitySearchForm';
export { EntityListPage } from './components/EntityListPage';
export type { EntityListPageProps } from './components/EntityListPage';
export { EntityHistoryDrawer } from './components/EntityHistoryDrawer';
export type { EntityHistoryDrawerProps } from './components/EntityHistoryDrawer';
export { QueryViewInput } from './components/QueryViewInput';
export { masterdataApi } from './services/masterdataApi';
export { useDictOptions } from './hooks/useDictOptions';
export { extendFieldApi, onlineFormApi } from './services/onlineFormApi';
export { ExtendFieldModal } from './components/ExtendFieldModal';
export type { ExtendFieldModalProps } from './components/ExtendFieldModal';
export { OnlineFormDrawer } from './components/OnlineFormDrawer';
export type { OnlineFormDrawerProps } from './components/OnlineFormDrawer';
export { OnlineFormMenuModal } from './components/OnlineFormMenuModal';
export type { OnlineFormMenuModalProps } from './components/OnlineFormMenuModal';
export { OnlineFormPurgeModal } from './components/OnlineFormPurgeModal';
export type { OnlineFormPurgeModalProps } from './components/OnlineFormPurgeModal';
export type { EntityRow, ExtendedFieldMode, HistoryEntry } from './types';
export {
  DATE_FORMATS,
  decimalText,
  ELLIPSIS_LENGTH,
  ellipsisText,
  extendedFieldMode,
  moneyCapitals,
  numberPrecision,
  ROW_KEY_LENGTH,
  rowKeyOf,
  switchValue,
} from './utils/formRules';
export { searchFields, searchQuery } from './utils/listRules';
export { definitionOfView, entityAtPath } from './utils/entityRoutes';
