export * from './platform.routes';
