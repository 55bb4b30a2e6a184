export * from './record.routes';
export * from './admin.routes';
export * from './loader.routes';
