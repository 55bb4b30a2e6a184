import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { SessionActor } from '../../session';
import { accountApi, accountKeys } from '../services/accountApi';
import { layoutSettingsStore } from '../services/layoutSettingsStore';
import { parseLayoutSettings, type LayoutSettings } from '../utils/layoutSettings';

/**
 * The user's layout settings (spec §3 "Store settings"), stored per user on the server so they
 * follow the user to another browser; `pro__LAYOUT_SETTINGS` stays the cache the page starts from.
 * `change` applies at once (cache and every user of the hook) and saves to the server; it rejects
 * when the save fails (the change stays applied locally).
 * The layout (BasicLayout, SettingsDrawer) wires this in place of its own local state.
 */
export function useLayoutSettings() {
  const settings = useSyncExternalStore(layoutSettingsStore.subscribe, layoutSettingsStore.getSnapshot);
  const userId = SessionActor.useSelector((s) => (s.context.token ? (s.context.userInfo?.id ?? null) : null));
  const client = useQueryClient();
  const server = useQuery({
    queryKey: [...accountKeys.layout, userId],
    queryFn: accountApi.layout,
    enabled: userId !== null,
    staleTime: Infinity,
  });
  useEffect(() => {
    // null: never saved on the server; the browser's own settings stay.
    if (server.data) layoutSettingsStore.set(parseLayoutSettings(JSON.stringify(server.data)));
  }, [server.data]);
  const change = useCallback(
    async (next: LayoutSettings) => {
      layoutSettingsStore.set(next);
      const saved = await accountApi.saveLayout(next);
      client.setQueryData([...accountKeys.layout, userId], saved);
    },
    [client, userId],
  );
  return { settings, change, synced: server.isSuccess };
}
