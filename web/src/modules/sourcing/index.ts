/** 寻源 in the back office: the buyer's requisitions and sourcing projects (docs/sourcing.md "Screens"). */
export { ProjectDrawer } from './components/ProjectDrawer';
export type { ProjectDrawerProps } from './components/ProjectDrawer';
export { ProjectList } from './components/ProjectList';
export type { ProjectListProps } from './components/ProjectList';
export { RequisitionDrawer } from './components/RequisitionDrawer';
export { RequisitionModal } from './components/RequisitionModal';
export { sourcingApi } from './services/sourcingApi';
export {
  dateTime,
  PROJECT_STATUS_COLOR,
  REQUISITION_STATUS_COLOR,
  splitProblem,
  wholeMinute,
} from './utils/sourcingText';
