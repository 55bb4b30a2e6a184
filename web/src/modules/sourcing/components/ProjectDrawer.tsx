import { SOURCING_ACTIONS, type ComparisonView, type ProjectView } from '@srm/contracts/sourcing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../core';
import { ChangeConditionsModal } from '../../sourcing-change';
import { useSourcingLive } from '../../sourcing-live';
import { useAuthorized } from '../../widgets';
import { sourcingApi } from '../services/sourcingApi';
import { dateTime, PROJECT_STATUS_COLOR } from '../utils/sourcingText';
import { AwardModal } from './AwardModal';
import { ComparisonTable } from './ComparisonTable';
import { NegotiateModal } from './NegotiateModal';
import { ProjectModal } from './ProjectModal';
import { SupplierSelect } from './RemoteSelect';

export type ProjectDrawerProps = {
  id: string | null;
  onClose: () => void;
  /** Something changed (invited, submitted, cancelled...): the list reloads. */
  onChanged: () => void;
};

const CANCELLABLE = [
  'draft',
  'pendingApproval',
  'published',
  'registration',
  'bidding',
  'evaluation',
  'pendingAward',
];
/** Invitations are closed from evaluation on (and after the award): the API refuses them. */
const INVITABLE = ['draft', 'pendingApproval', 'published', 'registration', 'bidding'];
/** Quotes exist from bidding on: the matrix is worth asking for. */
const QUOTED = ['bidding', 'evaluation', 'pendingAward', 'awarded', 'resultPublished'];

/**
 * 寻源项目详情: status, lines, participants (邀请供应商 until evaluation), 比价 with 议价 and 定标, the
 * award with 结果公示, 提交发布审批 and 取消项目. Every rule is the API's; its refusals are shown as given.
 */
export function ProjectDrawer({ id, onClose, onChanged }: ProjectDrawerProps) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const can = {
    edit: useAuthorized(SOURCING_ACTIONS.projectEdit),
    invite: useAuthorized(SOURCING_ACTIONS.projectInvite),
    submit: useAuthorized(SOURCING_ACTIONS.projectSubmit),
    negotiate: useAuthorized(SOURCING_ACTIONS.projectNegotiate),
    award: useAuthorized(SOURCING_ACTIONS.projectAward),
    publish: useAuthorized(SOURCING_ACTIONS.projectPublishResult),
    cancel: useAuthorized(SOURCING_ACTIONS.projectCancel),
    change: useAuthorized(SOURCING_ACTIONS.projectChange),
  };
  const project = useQuery({
    queryKey: ['sourcing', 'project', id],
    queryFn: () => sourcingApi.project(id!),
    enabled: id !== null,
  });
  const p = project.data;
  const matrix = useQuery({
    queryKey: ['sourcing', 'comparison', id],
    queryFn: () => sourcingApi.comparison(id!),
    enabled: id !== null && p !== undefined && QUOTED.includes(p.status),
  });
  const [invitee, setInvitee] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const [awarding, setAwarding] = useState<ComparisonView | null>(null);
  const [negotiating, setNegotiating] = useState<ComparisonView | null>(null);
  const [changing, setChanging] = useState(false);
  const [cancelForm] = Form.useForm<{ reason: string }>();
  // Quotes, sealed bids, the clock's phases and approvals arrive as pushes on the project's rooms.
  useSourcingLive(
    id ? [id] : [],
    useCallback(() => void client.invalidateQueries({ queryKey: ['sourcing'] }), [client]),
    { buyer: true },
  );

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['sourcing'] });
    onChanged();
  };
  const run = async (call: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await call();
      void message.success(done);
      await refresh();
    } catch (e) {
      void message.error(errorText(e, failed));
    }
  };
  const invite = async () => {
    if (!p || !invitee) return;
    try {
      await sourcingApi.invite(p.id, invitee);
      setRefusal(null);
      setInvitee(undefined);
      void message.success('邀请成功');
      await refresh();
    } catch (e) {
      // The supplier master's reason, verbatim (blacklisted, not in the pool, qualification expired...).
      setRefusal(errorText(e, '邀请失败'));
    }
  };
  const cancel = async () => {
    const { reason } = await cancelForm.validateFields();
    if (!p) return;
    await run(() => sourcingApi.cancel(p.id, reason), '项目已取消', '取消失败');
    setCancelling(false);
  };

  const lineName = (lineId: string) => {
    const l = p?.lines.find((x) => x.lineId === lineId);
    return l ? `${l.materialCode} ${l.materialName}` : lineId;
  };
  const actions = (v: ProjectView) => (
    <Space wrap>
      {can.edit && v.status === 'draft' ? <Button onClick={() => setEditing(true)}>编辑</Button> : null}
      {can.submit && v.status === 'draft' ? (
        <Popconfirm
          title="确定提交发布审批？"
          onConfirm={() => run(() => sourcingApi.submitProject(v.id), '已提交审批', '提交失败')}
        >
          <Button type="primary">提交发布审批</Button>
        </Popconfirm>
      ) : null}
      {v.kind === 'tender' && !['draft', 'pendingApproval', 'cancelled'].includes(v.status) ? (
        <Link to={`/sourcing/evaluation?id=${encodeURIComponent(v.id)}`}>
          <Button>开标/评标</Button>
        </Link>
      ) : null}
      {can.change && v.status === 'bidding' ? <Button onClick={() => setChanging(true)}>变更</Button> : null}
      {can.negotiate && v.kind === 'inquiry' && v.status === 'evaluation' && matrix.data ? (
        <Button onClick={() => setNegotiating(matrix.data)}>议价</Button>
      ) : null}
      {can.award && v.status === 'evaluation' && matrix.data ? (
        <Button type="primary" onClick={() => setAwarding(matrix.data)}>
          定标
        </Button>
      ) : null}
      {can.publish && v.status === 'awarded' ? (
        <Popconfirm
          title="确定发布结果公示？"
          onConfirm={() => run(() => sourcingApi.publishResult(v.id), '结果已公示', '公示失败')}
        >
          <Button type="primary">结果公示</Button>
        </Popconfirm>
      ) : null}
      {can.cancel && CANCELLABLE.includes(v.status) ? (
        <Button danger onClick={() => setCancelling(true)}>
          取消项目
        </Button>
      ) : null}
    </Space>
  );

  return (
    <Drawer
      title={p ? `${p.kindText}项目：${p.code}` : '寻源项目'}
      open={id !== null}
      onClose={onClose}
      width={1100}
      destroyOnHidden
      extra={p ? actions(p) : null}
    >
      {project.isLoading || !p ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label="项目编号">{p.code}</Descriptions.Item>
            <Descriptions.Item label="项目名称">{p.title}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={PROJECT_STATUS_COLOR[p.status]}>{p.statusText}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="寻源方式">{p.kindText}</Descriptions.Item>
            <Descriptions.Item label="参与方式">
              {p.participation === 'public' ? '公开' : '邀请'}
            </Descriptions.Item>
            <Descriptions.Item label="币种">{p.currency}</Descriptions.Item>
            {p.registrationDeadline ? (
              <Descriptions.Item label="报名截止">{dateTime(p.registrationDeadline)}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label="报价截止">{dateTime(p.quoteDeadline)}</Descriptions.Item>
            <Descriptions.Item label="轮次">第{p.round}轮</Descriptions.Item>
            {p.cancelReason ? <Descriptions.Item label="取消原因">{p.cancelReason}</Descriptions.Item> : null}
          </Descriptions>
          <Tabs
            style={{ marginTop: 12 }}
            items={[
              {
                key: 'lines',
                label: `需求行 (${p.lines.length})`,
                children: (
                  <Table
                    size="small"
                    rowKey="lineId"
                    pagination={false}
                    dataSource={p.lines}
                    columns={[
                      { title: '物料编码', dataIndex: 'materialCode' },
                      { title: '物料名称', dataIndex: 'materialName' },
                      { title: '数量', dataIndex: 'quantity', align: 'right' },
                      { title: '单位', dataIndex: 'unit' },
                      { title: '交货日期', dataIndex: 'deliveryDate' },
                      { title: '交货地点', dataIndex: 'deliveryPlace' },
                      {
                        title: '最高限价',
                        dataIndex: 'ceilingPrice',
                        render: (v: string | null) => v ?? '-',
                      },
                      { title: '来源', render: (_, l) => (l.requisitionId ? '采购申请' : '手工录入') },
                    ]}
                  />
                ),
              },
              {
                key: 'suppliers',
                label: `供应商 (${p.suppliers.length})`,
                children: (
                  <>
                    {can.invite && INVITABLE.includes(p.status) && p.participation === 'invited' ? (
                      <Space style={{ marginBottom: 12 }} align="start">
                        <div style={{ width: 320 }}>
                          <SupplierSelect
                            id="invite-supplier"
                            value={invitee}
                            onChange={setInvitee}
                            placeholder="搜索供应商名称"
                          />
                        </div>
                        <Button type="primary" disabled={!invitee} onClick={() => void invite()}>
                          邀请供应商
                        </Button>
                      </Space>
                    ) : null}
                    {refusal ? (
                      <Alert
                        type="error"
                        showIcon
                        message={refusal}
                        style={{ marginBottom: 12 }}
                        closable
                        onClose={() => setRefusal(null)}
                      />
                    ) : null}
                    <Table
                      size="small"
                      rowKey="supplierId"
                      pagination={false}
                      dataSource={p.suppliers}
                      columns={[
                        { title: '供应商', dataIndex: 'supplierName' },
                        { title: '参与', render: (_, s) => (s.invited ? '受邀' : '报名/报价加入') },
                      ]}
                    />
                  </>
                ),
              },
              {
                key: 'comparison',
                label: '比价',
                disabled: !QUOTED.includes(p.status),
                children: matrix.data ? <ComparisonTable matrix={matrix.data} /> : <Spin />,
              },
              {
                key: 'awards',
                label: '定标结果',
                disabled: p.awards.length === 0,
                children: (
                  <Table
                    size="small"
                    rowKey={(a) => `${a.lineId}:${a.supplierId}`}
                    pagination={false}
                    dataSource={p.awards}
                    columns={[
                      { title: '物料', render: (_, a) => lineName(a.lineId) },
                      { title: '中标供应商', dataIndex: 'supplierName' },
                      { title: '中标数量', dataIndex: 'quantity', align: 'right' },
                      { title: '单价', dataIndex: 'price', align: 'right' },
                      { title: '税率(%)', dataIndex: 'taxRate', align: 'right' },
                    ]}
                  />
                ),
              },
            ]}
          />
        </>
      )}
      <Modal
        title="取消项目"
        open={cancelling}
        onOk={() => void cancel()}
        onCancel={() => setCancelling(false)}
        okText="取消项目"
        cancelText="返回"
        okButtonProps={{ danger: true }}
        destroyOnHidden
      >
        <Form name="cancel" form={cancelForm} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="取消原因"
            rules={[{ required: true, whitespace: true, message: '请输入取消原因' }]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
      {p ? (
        <ProjectModal
          kind={p.kind}
          open={editing}
          editing={p}
          onClose={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            void refresh();
          }}
        />
      ) : null}
      <AwardModal
        matrix={awarding}
        onClose={() => setAwarding(null)}
        onDone={() => {
          setAwarding(null);
          void refresh();
        }}
      />
      <ChangeConditionsModal
        project={changing && p ? p : null}
        onClose={() => setChanging(false)}
        onDone={() => {
          setChanging(false);
          void refresh();
        }}
      />
      <NegotiateModal
        matrix={negotiating}
        onClose={() => setNegotiating(null)}
        onDone={() => {
          setNegotiating(null);
          void refresh();
        }}
      />
    </Drawer>
  );
}
