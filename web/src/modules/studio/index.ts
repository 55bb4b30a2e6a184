/** The back office's portal studio (门户设置): draft, editors, whole-page preview, history. */
export { CompanyEditor } from './components/CompanyEditor';
export { FooterEditor } from './components/FooterEditor';
export { HeroEditor } from './components/HeroEditor';
export { NavEditor } from './components/NavEditor';
export { PublicationHistory } from './components/PublicationHistory';
export { PublishConflict } from './components/PublishConflict';
export { SectionsEditor } from './components/SectionsEditor';
export { StudioPreview } from './components/StudioPreview';
export { TemplateChooser } from './components/TemplateChooser';
export { HISTORY_KEY, useStudioDraft } from './hooks/useStudioDraft';
export { studioApi } from './services/studioApi';
export type * from './types';
export { DRAFT_KEY, isDirty, move, patchAt, readDraft, removeAt, setAt, writeDraft } from './utils/draft';
