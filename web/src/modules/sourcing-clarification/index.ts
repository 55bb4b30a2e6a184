/** 澄清答疑 of sourcing projects (docs/sourcing.md "Clarification Q&A"): the supplier's panel, the buyer's modal. */
export { clarificationApi } from './services/clarificationApi';
export { SupplierClarificationPanel } from './components/SupplierClarificationPanel';
export type { SupplierClarificationPanelProps } from './components/SupplierClarificationPanel';
export { ClarificationTextModal } from './components/ClarificationTextModal';
export type { ClarificationTextModalProps } from './components/ClarificationTextModal';
