/** The system module's surface (other modules and the composition root import only this file). */
export { userList, userRoutes, userView } from './user.routes';
export { permissionRoutes } from './permission.routes';
export { roleRoutes } from './role.routes';
export { departmentRoutes } from './department.routes';
export { tenantRoutes } from './tenant.routes';
export { announcementEventRoutes } from './announcement.realtime';
export { announcementRoutes } from './announcement.routes';
export { uploadRoutes, type UploadOptions } from './upload.routes';
export { DEFAULT_UPLOAD_EXTENSIONS, DEFAULT_UPLOAD_MAX_MB, parseExtensionList } from './upload.policy';
export { dictRoutes } from './dict.routes';
export { categoryRoutes } from './category.routes';
export { ruleRoutes } from './rule.routes';
export { logRoutes } from './log.routes';
export { routeExistsRoutes } from './route-exists.routes';
export { accountSettingRoutes } from './account-setting.routes';
export { fileLinkCaller, fileLinkRoutes, LinkSigner } from './file-links';
export { auditView, PLATFORM_TENANT, registerCrud } from './record-crud';
export { defaultImportErrorFiles } from './record-sheet';
