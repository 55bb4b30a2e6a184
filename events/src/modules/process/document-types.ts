// The document types are part of the contract (the web shows them too).
export { DOCUMENT_TYPE_CODES, DOCUMENT_TYPES, isDocumentType } from '@srm/contracts/process';
export type { DocumentType } from '@srm/contracts/process';
