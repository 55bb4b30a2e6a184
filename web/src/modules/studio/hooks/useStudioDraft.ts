import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { studioApi } from '../services/studioApi';
import type { StudioSettings } from '../types';
import { isDirty, readDraft, writeDraft } from '../utils/draft';

const SETTINGS_KEY = ['studio', 'settings'] as const;
export const HISTORY_KEY = ['studio', 'history'] as const;

/**
 * The live model and the studio's draft over it. Every edit is cached in local storage, so a reload
 * keeps it; reset drops the cache and shows what is live again.
 */
export function useStudioDraft() {
  const queryClient = useQueryClient();
  const live = useQuery({ queryKey: SETTINGS_KEY, queryFn: studioApi.settings });
  const [stored, setStored] = useState<StudioSettings | null>(() => readDraft(window.localStorage));
  const draft = stored ?? live.data ?? null;

  const update = useCallback(
    (change: (d: StudioSettings) => StudioSettings) => {
      const base = stored ?? live.data;
      if (!base) return;
      const next = change(base);
      setStored(next);
      writeDraft(window.localStorage, next);
    },
    [stored, live.data],
  );
  const reset = useCallback(() => {
    setStored(null);
    writeDraft(window.localStorage, null);
  }, []);
  /** After a publication or a revert: what is live and the history are read again, the draft dropped. */
  const published = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
      queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
    ]);
    reset();
  }, [queryClient, reset]);

  return {
    live: live.data ?? null,
    loading: live.isPending,
    error: live.error,
    draft,
    dirty: draft !== null && live.data !== undefined && isDirty(draft, live.data),
    update,
    reset,
    published,
  };
}
