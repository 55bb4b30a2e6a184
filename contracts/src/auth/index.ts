export * from './auth.routes';
export * from './password-policy';
export * from './session.routes';
