import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { InvitationModal, portalApi, TYPE_LABEL, type AnnouncementType } from '../../modules/portal';
import { invitationHref } from '../../modules/portal/utils/letter';

const DEADLINE_LABEL: Record<AnnouncementType, string> = {
  tender: '报名截止时间',
  inquiry: '报价截止时间',
  bidding: '计划开始时间',
};

/** The named route `detail` (/detail?id=), opened in a new window from a list item: the announcement in full. */
export function AnnouncementDetailPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const [invite, setInvite] = useState(false);
  const { data, error, isLoading } = useQuery({
    queryKey: ['portal', 'announcement', id],
    queryFn: () => portalApi.announcement(id),
    enabled: id !== '',
  });
  if (error || id === '') return <Result status="404" title={error?.message ?? '很抱歉，资源未找到!'} />;
  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24 }}>
      <Spin spinning={isLoading}>
        {data && (
          <Card data-testid="portal-announcement-detail">
            <h1 style={{ textAlign: 'center' }}>{data.title}</h1>
            <p style={{ textAlign: 'center' }}>
              <Tag color="blue">{TYPE_LABEL[data.type]}</Tag>
              <Tag>{data.status}</Tag>
              <span className="portal-muted">发布时间：{data.publishDate}</span>
            </p>
            <Descriptions bordered size="small" column={2} style={{ marginBottom: 16 }}>
              {data.info.map((r) => (
                <Descriptions.Item key={r.label} label={r.label}>
                  {r.value}
                </Descriptions.Item>
              ))}
              <Descriptions.Item label={DEADLINE_LABEL[data.type]}>{data.date}</Descriptions.Item>
            </Descriptions>
            {/* Sanitised on the server when published. */}
            <div className="portal-html" dangerouslySetInnerHTML={{ __html: data.content }} />
            <div style={{ textAlign: 'center', marginTop: 24 }}>
              <Button
                type="primary"
                size="large"
                disabled={data.status !== '进行中'}
                onClick={() => setInvite(true)}
              >
                我要参与
              </Button>
              <Button size="large" href={invitationHref(data.id)} style={{ marginLeft: 12 }}>
                查看邀请函
              </Button>
            </div>
          </Card>
        )}
      </Spin>
      <InvitationModal
        target={invite && data ? { title: data.title, type: data.type } : null}
        onClose={() => setInvite(false)}
      />
    </div>
  );
}
