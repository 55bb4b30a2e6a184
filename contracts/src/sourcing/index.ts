export * from './constants';
export * from './sourcing.routes';
export * from './tender.routes';
