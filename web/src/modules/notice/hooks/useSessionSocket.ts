import { useSyncExternalStore } from 'react';
import { sessionSocket } from '../services/sessionSocket';

/** The session's shared realtime socket (null while signed out); join rooms on it, never close it. */
export const useSessionSocket = () => useSyncExternalStore(sessionSocket.subscribe, sessionSocket.get);
