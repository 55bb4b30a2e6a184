export { buildApp } from './app';
export type { App, AppOptions } from './app';
export { loadConfig } from './config';
export type { ApiConfig } from './config';
export { anonymousAuthenticator, ownRoomsOnly, staticTokenAuthenticator } from './realtime/auth';
export type { RoomAuthorizer, SocketAuthenticator } from './realtime/auth';
export type { Identity, SocketData } from './realtime/rooms';
export { startApi } from './server';
export type { RunningApi } from './server';
