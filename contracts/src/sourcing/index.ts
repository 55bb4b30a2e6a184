export * from './constants';
export * from './sourcing.routes';
