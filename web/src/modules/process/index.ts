/** The approval engine's screens ([P6]): designer, run viewer, instances, tasks. */
export { InstanceView } from './components/InstanceView';
export { ProcessDesignerEditable } from './components/ProcessDesignerEditable';
export type { ProcessDesignerEditableProps } from './components/ProcessDesignerEditable';
export { ProcessDesignerReadonly } from './components/ProcessDesignerReadonly';
export type { ProcessDesignerReadonlyProps } from './components/ProcessDesignerReadonly';
export { ProcessRunViewer } from './components/ProcessRunViewer';
export type { ProcessRunViewerProps } from './components/ProcessRunViewer';
export { StartApprovalModal } from './components/StartApprovalModal';
export { TaskArrivalEffect } from './components/TaskArrivalEffect';
export { TaskList } from './components/TaskList';
export { useDocumentTypes } from './hooks/useDocumentTypes';
export { processApi } from './services/processApi';
export { processPushes } from './services/processPushes';
export type * from './types';
export { emptyDiagram } from './utils/diagram';
export { DEFINITION_LIST_PATH, DESIGNER_PATH, designerPath } from './utils/routes';
