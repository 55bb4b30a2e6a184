import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Spin } from 'antd';
import { useSignUp } from '../hooks/useSignUp';
import { portalApi } from '../services/portalApi';
import type { AnnouncementType } from '../types';

export type InvitationModalProps = {
  target: { title: string; type: AnnouncementType } | null;
  onClose: () => void;
};

/** 我要参与: the invitation letter (邀请函) of a project, 800 px wide with a 500 px scrolling body (spec §2, §9). */
export function InvitationModal({ target, onClose }: InvitationModalProps) {
  const { data, isLoading, error } = useQuery({
    queryKey: ['portal', 'invitation', target?.title, target?.type],
    queryFn: () => portalApi.invitation(target!.title, target!.type),
    enabled: target !== null,
  });
  const { signUp } = useSignUp(target);
  return (
    <Modal
      open={target !== null}
      title="邀请函"
      width={800}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { height: 500, overflowY: 'auto' } }}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="signup" type="primary" onClick={signUp}>
          报名
        </Button>,
      ]}
    >
      <Spin spinning={isLoading}>
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
      </Spin>
    </Modal>
  );
}
