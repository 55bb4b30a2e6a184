/** 变更采购条件 of a sourcing project in bidding (docs/sourcing.md "Changing conditions"), for the buyer's project page. */
export { ChangeConditionsModal } from './components/ChangeConditionsModal';
export type { ChangeConditionsModalProps } from './components/ChangeConditionsModal';
