export * from './credit-code';
export * from './supplier.routes';
export * from './errors';
export * from './archive.routes';
