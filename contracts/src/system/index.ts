export * from './record.routes';
export * from './admin.routes';
