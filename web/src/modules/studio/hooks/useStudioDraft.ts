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
  /**
   * After a publication: what is live and the history are read again; the draft is dropped unless
   * `keepDraft` (启用 publishes the live model with another template and leaves the edits alone).
   */
  const published = useCallback(
    async (keepDraft = false) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
      ]);
      if (!keepDraft) reset();
    },
    [queryClient, reset],
  );

  /** A stored draft takes the template that was just enabled (no draft: it is the live model already). */
  const follow = useCallback(
    (template: StudioSettings['template']) => {
      if (!stored) return;
      const next = { ...stored, template };
      setStored(next);
      writeDraft(window.localStorage, next);
    },
    [stored],
  );

  return {
    follow,
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
