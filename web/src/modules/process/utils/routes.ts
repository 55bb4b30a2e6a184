/** 流程设计 (the definitions list, menu `m-process-designer`). */
export const DEFINITION_LIST_PATH = '/process/designer';
/** The designer page (hidden menu `m-process-modeler`); the definition is its `id` search parameter. */
export const DESIGNER_PATH = '/process/designer/edit';

/** The designer page of one definition (a deep link: it works after a reload and in its own tab). */
export const designerPath = (definitionId: string) =>
  `${DESIGNER_PATH}?${new URLSearchParams({ id: definitionId }).toString()}`;
