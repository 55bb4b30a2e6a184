/** The master-data module's surface (the composition root imports only this file). */
export { masterdataEntityRoutes, ownedEntityRows, VALUE_FREE, VALUE_TAKEN } from './entity.routes';
export { onlineFormAdminRoutes } from './online-form.routes';
export { extendFieldAdminRoutes } from './extend-field.routes';
export { entityListField, entitySelections, listTypeOf } from './entity.sql';
export { masterdataOptionRoutes } from './options.routes';
