import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { studioApi } from '../services/studioApi';
import type { StudioDraft, StudioSettings } from '../types';
import { isDirty, readDraft, writeDraft } from '../utils/draft';

const LIVE_KEY = ['studio', 'live'] as const;
export const HISTORY_KEY = ['studio', 'history'] as const;

/**
 * The live model (with its version) and the studio's draft over it. Every edit is cached in local
 * storage with the live version it started from, so a reload keeps it and publishing can say which
 * version it replaces; reset drops the cache and shows what is live again.
 */
export function useStudioDraft() {
  const queryClient = useQueryClient();
  const live = useQuery({ queryKey: LIVE_KEY, queryFn: studioApi.live });
  const [stored, setStored] = useState<StudioDraft | null>(() => readDraft(window.localStorage));
  const draft = stored?.settings ?? live.data?.settings ?? null;
  const baseVersion = stored?.baseVersion ?? live.data?.version ?? 0;

  const store = useCallback((next: StudioDraft | null) => {
    setStored(next);
    writeDraft(window.localStorage, next);
  }, []);

  const update = useCallback(
    (change: (d: StudioSettings) => StudioSettings) => {
      const base =
        stored ?? (live.data ? { baseVersion: live.data.version, settings: live.data.settings } : null);
      if (!base) return;
      store({ ...base, settings: change(base.settings) });
    },
    [stored, live.data, store],
  );
  const reset = useCallback(() => store(null), [store]);

  /** Reads what is live and the history again (after a publication, or to look at a newer one). */
  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: LIVE_KEY }),
      queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
    ]);
    return queryClient.getQueryData<{ version: number }>(LIVE_KEY)?.version;
  }, [queryClient]);

  /** After this studio's publication: the draft is dropped. */
  const published = useCallback(async () => {
    await refresh();
    reset();
  }, [refresh, reset]);

  /**
   * After 启用 (the live model with another template): a stored draft takes that template and, when it
   * started from the version 启用 replaced, the new version (that publication was ours, not a stranger's).
   */
  const enabled = useCallback(
    async (template: StudioSettings['template'], replaced: number) => {
      const version = await refresh();
      if (!stored) return;
      const rebased = stored.baseVersion === replaced && version !== undefined;
      store({
        baseVersion: rebased ? version : stored.baseVersion,
        settings: { ...stored.settings, template },
      });
    },
    [refresh, stored, store],
  );

  /**
   * After a refused publication (someone published meanwhile), having looked: keep the draft on top of
   * the newest version, so the next 发布 replaces it knowingly.
   */
  const keepOverLatest = useCallback(async () => {
    const version = await refresh();
    if (stored && version !== undefined) store({ ...stored, baseVersion: version });
  }, [refresh, stored, store]);

  const liveVersion = live.data?.version;
  return {
    live: live.data?.settings ?? null,
    liveVersion: liveVersion ?? null,
    error: live.error,
    draft,
    baseVersion,
    /** Someone published after the draft started (seen on the last read of what is live). */
    behind: stored !== null && liveVersion !== undefined && stored.baseVersion !== liveVersion,
    dirty: draft !== null && live.data !== undefined && isDirty(draft, live.data.settings),
    update,
    reset,
    refresh,
    published,
    enabled,
    keepOverLatest,
  };
}
