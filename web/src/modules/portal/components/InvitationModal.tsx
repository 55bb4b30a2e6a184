import { useQuery } from '@tanstack/react-query';
import { portalApi, PortalButton, PortalSpin, type AnnouncementType } from '../../portal-light';
import { SignUpButton } from './SignUpButton';
import { PortalDialog } from './ui/PortalDialog';

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
