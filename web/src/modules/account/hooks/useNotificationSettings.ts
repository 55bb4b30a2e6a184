import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SessionActor } from '../../session';
import { accountApi, accountKeys } from '../services/accountApi';
import type { NotificationSettings } from '../types';

/** 新消息通知 of the signed-in user, read once per session and kept fresh by its own saves. */
export function useNotificationSettings() {
  const userId = SessionActor.useSelector((s) => (s.context.token ? (s.context.userInfo?.id ?? null) : null));
  const client = useQueryClient();
  const key = [...accountKeys.notification, userId] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: accountApi.notification,
    enabled: userId !== null,
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (changes: Partial<NotificationSettings>) => accountApi.saveNotification(changes),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
  return { settings: query.data, isPending: query.isPending, save: save.mutateAsync, saving: save.isPending };
}
