import type { SupplierProjectView } from '@srm/contracts/sourcing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Drawer, Empty, Spin, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../core';
import { supSourcingApi, supSourcingKeys } from '../services/supSourcingApi';
import { deadlineText } from '../utils/countdown';
import { Countdown } from './Countdown';
import { QuoteForm } from './QuoteForm';

type Line = SupplierProjectView['lines'][number];

export type SupProjectDrawerProps = {
  id: string | null;
  onClose: () => void;
  /** What the kind adds under the requirement: the inquiry's quote, the tender's envelopes. */
  children?: (project: SupplierProjectView) => ReactNode;
};

/**
 * One project as the supplier sees it: the head with the open phase's countdown, the requirement
 * lines with its own latest quote and awarded shares beside them. Kept live by the list's
 * `useSupProjects` (a status change invalidates this query).
 */
export function SupProjectDrawer({ id, onClose, children }: SupProjectDrawerProps) {
  const detail = useQuery({
    queryKey: supSourcingKeys.project(id ?? ''),
    queryFn: () => supSourcingApi.detail(id ?? ''),
    enabled: id !== null,
  });
  const p = detail.data;
  return (
    <Drawer
      title={p ? `${p.kindText} ${p.code}` : '寻源项目'}
      width={1080}
      open={id !== null}
      onClose={onClose}
      destroyOnHidden
    >
      {detail.isPending ? <Spin /> : null}
      {detail.isError ? <Alert type="error" showIcon message={errorText(detail.error, '加载失败')} /> : null}
      {p ? (
        <>
          <Descriptions column={2} bordered size="small" data-testid="sup-project-head">
            <Descriptions.Item label="项目名称">{p.title}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag data-testid="sup-project-status">{p.statusText}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="轮次">{p.round > 0 ? `第${p.round}轮` : '-'}</Descriptions.Item>
            <Descriptions.Item label="币种">{p.currency}</Descriptions.Item>
            {p.registrationDeadline ? (
              <Descriptions.Item label="报名截止时间">
                {deadlineText(p.registrationDeadline)}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={p.kind === 'tender' ? '投标截止时间' : '报价截止时间'}>
              <Countdown deadline={p.deadline ?? p.quoteDeadline} />
            </Descriptions.Item>
          </Descriptions>
          <Card title="需求明细" size="small" style={{ marginTop: 16 }}>
            <LineTable project={p} />
          </Card>
          {children?.(p)}
        </>
      ) : null}
    </Drawer>
  );
}

function LineTable({ project: p }: { project: SupplierProjectView }) {
  const mine = new Map((p.myQuote?.lines ?? []).map((l) => [l.lineId, l]));
  const awarded = new Map(p.myAwards.map((a) => [a.lineId, a]));
  return (
    <Table<Line>
      rowKey="lineId"
      size="small"
      pagination={false}
      dataSource={p.lines}
      data-testid="sup-project-lines"
      columns={[
        { title: '物料编码', dataIndex: 'materialCode', width: 120 },
        { title: '物料名称', dataIndex: 'materialName' },
        { title: '数量', key: 'q', width: 110, render: (_, l) => `${l.quantity} ${l.unit}` },
        { title: '交货日期', dataIndex: 'deliveryDate', width: 110 },
        { title: '交货地点', dataIndex: 'deliveryPlace', width: 120, ellipsis: true },
        { title: '最高限价', dataIndex: 'ceilingPrice', width: 110, render: (v: string | null) => v ?? '-' },
        {
          title: '我的报价',
          key: 'mine',
          width: 200,
          render: (_, l) => {
            const q = mine.get(l.lineId);
            return q ? `${q.price}（税率 ${q.taxRate}%，${q.leadTimeDays}天，至 ${q.validUntil}）` : '-';
          },
        },
        ...(p.myAwards.length > 0
          ? [
              {
                title: '中标',
                key: 'award',
                width: 170,
                render: (_: unknown, l: Line) => {
                  const a = awarded.get(l.lineId);
                  return a ? <Tag color="purple">{`${a.quantity} ${l.unit} × ${a.price}`}</Tag> : '-';
                },
              },
            ]
          : []),
      ]}
    />
  );
}

/** 我的询价's detail: the quote form while the round is open to it, its latest quote otherwise. */
export function InquiryQuote({ project: p }: { project: SupplierProjectView }) {
  const client = useQueryClient();
  const reload = () => {
    void client.invalidateQueries({ queryKey: supSourcingKeys.project(p.id) });
    void client.invalidateQueries({ queryKey: supSourcingKeys.list() });
  };
  return (
    <Card
      title={
        p.myQuote
          ? `我的报价（第${p.myQuote.round}轮，${deadlineText(p.myQuote.submittedAt)}提交）`
          : '我的报价'
      }
      size="small"
      style={{ marginTop: 16 }}
      data-testid="sup-my-quote"
    >
      {p.myAwards.length > 0 ? (
        <Alert
          type="success"
          showIcon
          message="恭喜，贵司已中标，中标数量与单价见需求明细。"
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {p.canQuote ? (
        <QuoteForm key={p.myQuote?.submittedAt ?? 'new'} project={p} onQuoted={reload} />
      ) : p.myQuote ? (
        <Alert type="info" showIcon message={`当前${p.statusText}，不在报价时间内，报价不能修改。`} />
      ) : (
        <Empty description={`当前${p.statusText}，未报价`} />
      )}
    </Card>
  );
}
