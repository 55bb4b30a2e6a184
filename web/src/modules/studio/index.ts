/** The back office's portal studio (门户设置): draft, editors, live preview, history. */
export { FooterEditor } from './components/FooterEditor';
export { HeroEditor } from './components/HeroEditor';
export { NavEditor } from './components/NavEditor';
export { PublicationHistory } from './components/PublicationHistory';
export { StudioPreview } from './components/StudioPreview';
export { TemplateChooser } from './components/TemplateChooser';
export { HISTORY_KEY, useStudioDraft } from './hooks/useStudioDraft';
export { studioApi } from './services/studioApi';
export type * from './types';
export { DRAFT_KEY, FONT_SIZE, isDirty, move, patchAt, readDraft, writeDraft } from './utils/draft';
