export * from './record.routes';
export * from './admin.routes';
export * from './announcement.realtime';
export * from './announcement.routes';
export * from './account.routes';
export * from './user.routes';
export * from './loader.routes';
export * from './file.routes';
