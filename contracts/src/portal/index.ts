export * from './constants';
export * from './draft';
export * from './forms.routes';
export * from './news.routes';
export * from './paths';
export * from './settings';
export type * from './ssr';
export * from './view.routes';
