export * from './constants';
export * from './sourcing.routes';
export * from './clarification.routes';
export * from './tender.routes';
