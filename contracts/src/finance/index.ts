export * from './constants';
export * from './finance.routes';
