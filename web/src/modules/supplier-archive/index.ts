/** 供应商档案 and 黑名单 in the back office ([P5] supplier master, docs/supplier.md). */
export { SupplierArchiveDrawer } from './components/SupplierArchiveDrawer';
export type { SupplierArchiveDrawerProps } from './components/SupplierArchiveDrawer';
export { BlacklistModal } from './components/BlacklistModal';
export type { BlacklistModalProps } from './components/BlacklistModal';
export { archiveApi } from './services/archiveApi';
export { BLACKLIST_STATE_TEXT, periodText } from './utils/archiveText';
