/** The approval engine's screens ([P6]): designer, run viewer, instances, tasks, a document's approval. */
export { ApprovalStatus } from './components/ApprovalStatus';
export { ApprovalStatusView } from './components/ApprovalStatusView';
export { BusinessDocument } from './components/BusinessDocument';
export { DefaultDocumentView } from './components/DefaultDocumentView';
export { InstanceView } from './components/InstanceView';
export { ProcessDesignerEditable } from './components/ProcessDesignerEditable';
export { ProcessDesignerReadonly } from './components/ProcessDesignerReadonly';
export { ProcessRunViewer } from './components/ProcessRunViewer';
export { StartApprovalModal } from './components/StartApprovalModal';
export { TaskArrivalEffect } from './components/TaskArrivalEffect';
export { TaskList } from './components/TaskList';
export { useDocumentTypes } from './hooks/useDocumentTypes';
export { processApi } from './services/processApi';
export { processPushes } from './services/processPushes';
export { documentViewOf, registerDocumentView } from './services/documentViews';
export type * from './types';
export { emptyDiagram } from './utils/diagram';
