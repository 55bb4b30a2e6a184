export * from './route';
export * from './list-query';
export * from './plain-text';
