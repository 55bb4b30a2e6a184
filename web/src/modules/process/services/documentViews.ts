import type { ComponentType } from 'react';
import type { DocumentViewProps } from '../types';

const views = new Map<string, ComponentType<DocumentViewProps>>();

/**
 * A document module shows its own document in the task drawer's 业务单据 section (contract lines, order
 * items...): register its view once when the module loads. Returns the unregistration.
 */
export function registerDocumentView(
  documentType: string,
  Component: ComponentType<DocumentViewProps>,
): () => void {
  views.set(documentType, Component);
  return () => {
    if (views.get(documentType) === Component) views.delete(documentType);
  };
}

/** The registered view of a document type (undefined: the default descriptions list is shown). */
export const documentViewOf = (documentType: string): ComponentType<DocumentViewProps> | undefined =>
  views.get(documentType);
