/**
 * The back office's review of a supplier's registration (准入审核). Apart from `supplier`, whose forms the
 * public pages use: this one brings the back office's widgets and the session.
 */
export { SupplierReviewDrawer } from './components/SupplierReviewDrawer';
export type { SupplierReviewDrawerProps } from './components/SupplierReviewDrawer';
