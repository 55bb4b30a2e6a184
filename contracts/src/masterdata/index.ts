export * from './identifiers';
export * from './widgets';
export * from './field-value';
export * from './definition';
export * from './record-validator';
export * from './entity.routes';
export * from './options.routes';
