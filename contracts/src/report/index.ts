export * from './definition';
export * from './head.routes';
export * from './report.routes';
