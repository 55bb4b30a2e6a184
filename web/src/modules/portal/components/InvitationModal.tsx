import { useQuery } from '@tanstack/react-query';
import { portalApi } from '../services/portalApi';
import type { AnnouncementType } from '../types';
import { SignUpButton } from './SignUpButton';
import { PortalButton } from './ui/PortalButton';
import { PortalDialog } from './ui/PortalDialog';
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
          {target ? <SignUpButton target={target} size="middle" /> : null}
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
