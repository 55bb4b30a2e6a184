export * from './account.routes';
export * from './user.routes';
