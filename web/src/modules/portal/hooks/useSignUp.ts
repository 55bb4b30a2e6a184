import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../core';
import {
  formsApi,
  LOGIN_FIRST_MESSAGE,
  portalSignedIn,
  useSignedIn,
  type MySignUp,
  type SignUpTarget,
} from '../../portal-light';
import { showPortalToast } from '../utils/toast';

/** The server's answer to a second 报名 (events portal/sourcing-signup.decide.ts). */
const ALREADY = '您已报名该项目';

export type UseSignUp = {
  /** The 报名 button's handler. */
  signUp: () => void;
  /** The caller's company signed up (known for a project named by id, or after this page's 报名). */
  signedUp: boolean;
  pending: boolean;
};

/**
 * 报名 (spec §1: signing up requires login or registration): without a stored session the warning
 * 请先登录或注册 with links to log in (coming back here) and register; signed in, the supplier's real
 * registration, the server deciding (published, before the deadline, admitted, once). Used by the
 * invitation letter page and the list's 邀请函 dialog.
 */
export function useSignUp(target: SignUpTarget | null): UseSignUp {
  const client = useQueryClient();
  const signedIn = useSignedIn();
  const projectId = target && 'id' in target ? target.id : null;
  const mineKey = ['portal', 'signUp', 'mine', projectId];
  const mine = useQuery({
    queryKey: mineKey,
    queryFn: () => formsApi.mySignUp(projectId!),
    enabled: signedIn && projectId !== null,
    retry: false,
  });
  const markSignedUp = () => {
    if (projectId !== null) client.setQueryData<MySignUp>(mineKey, (m) => m && { ...m, signedUp: true });
  };
  const mutation = useMutation({
    mutationFn: (t: SignUpTarget) => formsApi.signUp(t),
    onSuccess: () => {
      markSignedUp();
      showPortalToast({ kind: 'success', text: '报名成功' });
    },
    onError: (e) => {
      const text = errorText(e, '报名失败，请稍后重试');
      if (text === ALREADY) markSignedUp();
      showPortalToast({ kind: text === ALREADY ? 'info' : 'error', text });
    },
  });
  const signUp = () => {
    if (!target) return;
    if (!portalSignedIn()) {
      const back = window.location.pathname + window.location.search;
      showPortalToast({
        kind: 'warning',
        text: LOGIN_FIRST_MESSAGE,
        links: [
          { label: '去登录', href: `/user/login?redirect=${encodeURIComponent(back)}` },
          { label: '免费注册', href: '/register' },
        ],
      });
      return;
    }
    mutation.mutate(target);
  };
  return {
    signUp,
    signedUp: mine.data?.signedUp === true || mutation.isSuccess,
    pending: mutation.isPending,
  };
}
