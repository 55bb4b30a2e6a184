/** The master-data module's surface (the composition root imports only this file). */
export {
  masterdataEntityRoutes,
  NOT_SORTABLE,
  NOT_TREE,
  NOT_UNIQUE_FIELD,
  VALUE_FREE,
  VALUE_TAKEN,
} from './entity.routes';
