import { useQuery } from '@tanstack/react-query';
import { portalApi } from '../services/portalApi';
import type { AnnouncementType } from '../types';
import { LOGIN_FIRST_MESSAGE } from '../utils/announcement';
import { portalSignedIn } from '../utils/token';
import { PortalButton } from './ui/PortalButton';
import { PortalDialog } from './ui/PortalDialog';
import { portalMessage } from './ui/PortalMessage';
import { PortalSpin } from './ui/PortalSpin';

type InvitationTarget = { title: string; type: AnnouncementType };

export type InvitationModalProps = {
  target: InvitationTarget | null;
  onClose: () => void;
};

/** 我要参与: the invitation letter (邀请函) of a project, 800 px wide with a 500 px scrolling body (spec §2, §9). */
export function InvitationModal({ target, onClose }: InvitationModalProps) {
  const { data, isLoading, error } = useQuery({
    queryKey: ['portal', 'invitation', target?.title, target?.type],
    queryFn: () => portalApi.invitation(target!.title, target!.type),
    enabled: target !== null,
  });
  return (
    <PortalDialog
      open={target !== null}
      title="邀请函"
      width={800}
      onClose={onClose}
      bodyStyle={{ height: 500, overflowY: 'auto' }}
      footer={
        <>
          <PortalButton onClick={onClose}>关闭</PortalButton>
          <SignUpButton />
        </>
      }
    >
      <PortalSpin spinning={isLoading}>
        {error ? (
          <p>{error.message}</p>
        ) : (
          <div
            className="portal-html"
            data-testid="portal-invitation"
            // Sanitised on the server when the announcement was published (allowlist of tags and styles).
            dangerouslySetInnerHTML={{ __html: data?.content ?? '' }}
          />
        )}
      </PortalSpin>
    </PortalDialog>
  );
}

/** 报名 (spec §2 "Sign up while not logged in"): its own piece, as what it does when signed in will change. */
function SignUpButton() {
  const signUp = () => {
    if (!portalSignedIn()) {
      portalMessage.warning(LOGIN_FIRST_MESSAGE);
      return;
    }
    // Registration for a project comes with the sourcing module; until then the workspace is where it will be.
    portalMessage.info('报名功能将随寻源模块开放，请在工作台查看');
  };
  return (
    <PortalButton type="primary" onClick={signUp}>
      报名
    </PortalButton>
  );
}
