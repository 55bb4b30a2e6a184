/** The supplier module's surface (the composition root imports only this file). */
export { supplierRoutes } from './supplier.routes';
export { supplierArchiveRoutes } from './archive.routes';
