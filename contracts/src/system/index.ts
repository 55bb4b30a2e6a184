export * from './announcement.realtime';
export * from './announcement.routes';
