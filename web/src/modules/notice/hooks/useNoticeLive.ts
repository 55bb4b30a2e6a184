import { useSyncExternalStore } from 'react';
import { noticeLiveStore } from '../services/noticeLiveStore';
import type { NoticeConnection } from '../types';

/** The realtime link: `connected` while pushes arrive (and nothing polls). */
export const useNoticeConnection = (): NoticeConnection =>
  useSyncExternalStore(noticeLiveStore.subscribe, () => noticeLiveStore.getSnapshot().connection);

/** Changes whenever the user's announcements may have changed: a list reloads when it does. */
export const useNoticeRevision = (): number =>
  useSyncExternalStore(noticeLiveStore.subscribe, () => noticeLiveStore.getSnapshot().revision);
