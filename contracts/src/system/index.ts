export * from './record.routes';
export * from './admin.routes';
export * from './announcement.realtime';
export * from './announcement.routes';
