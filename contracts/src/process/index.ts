export * from './cc.routes';
export * from './constants';
export * from './definition.routes';
export * from './document.routes';
export * from './errors';
export * from './incident.routes';
export * from './instance.routes';
