export * from './constants';
export * from './definition.routes';
