import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  dateLabel,
  InvitationModal,
  invitationHref,
  PortalButton,
  PortalDescriptions,
  portalApi,
  PortalResult,
  PortalSpin,
  PortalTag,
  TYPE_LABEL,
} from '../../modules/portal';

/** The named route `detail` (/detail?id=), opened in a new window from a list item: the announcement in full. */
export function AnnouncementDetailPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const [invite, setInvite] = useState(false);
  const { data, error, isLoading } = useQuery({
    queryKey: ['portal', 'announcement', id],
    queryFn: () => portalApi.announcement(id),
    enabled: id !== '',
  });
  if (error || id === '') return <PortalResult title={error?.message ?? '很抱歉，资源未找到!'} />;
  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24 }}>
      <PortalSpin spinning={isLoading}>
        {data && (
          <article className="portal-ui-card portal-ui-card-body" data-testid="portal-announcement-detail">
            <h1 style={{ textAlign: 'center' }}>{data.title}</h1>
            <p style={{ textAlign: 'center' }}>
              <PortalTag color="blue">{TYPE_LABEL[data.type]}</PortalTag>
              <PortalTag>{data.status}</PortalTag>
              <span className="portal-muted">发布时间：{data.publishDate}</span>
            </p>
            <div style={{ marginBottom: 16 }}>
              <PortalDescriptions
                items={[
                  ...data.info.map((r) => ({ label: r.label, value: r.value })),
                  // The type's own deadline label (报名截止时间 / 报价截止时间 / 计划开始时间).
                  { label: dateLabel(data.type), value: data.date },
                ]}
              />
            </div>
            {/* Sanitised on the server when published. */}
            <div className="portal-html" dangerouslySetInnerHTML={{ __html: data.content }} />
            <div style={{ textAlign: 'center', marginTop: 24 }}>
              <PortalButton
                type="primary"
                size="large"
                disabled={data.status !== '进行中'}
                onClick={() => setInvite(true)}
              >
                我要参与
              </PortalButton>
              <PortalButton size="large" href={invitationHref(data.id)} style={{ marginLeft: 12 }}>
                查看邀请函
              </PortalButton>
            </div>
          </article>
        )}
      </PortalSpin>
      <InvitationModal
        target={invite && data ? { title: data.title, type: data.type } : null}
        onClose={() => setInvite(false)}
      />
    </div>
  );
}
