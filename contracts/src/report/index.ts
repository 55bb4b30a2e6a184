export * from './report.routes';
