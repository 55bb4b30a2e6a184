export * from './route';
export * from './plain-text';
