export * from './auth.routes';
export * from './errors';
export * from './password-policy';
export * from './session.routes';
