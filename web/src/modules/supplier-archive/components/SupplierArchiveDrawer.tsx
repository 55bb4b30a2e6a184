import type { SupplierArchive } from '@srm/contracts/supplier';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { api, errorText } from '../../core';
import { useDictOptions } from '../../masterdata';
import { useAuthorized } from '../../widgets';
import { archiveApi } from '../services/archiveApi';
import { BLACKLIST_STATE_TEXT, daysUntil, periodText } from '../utils/archiveText';
import { BlacklistModal } from './BlacklistModal';

export type SupplierArchiveDrawerProps = {
  id: string | null;
  onClose: () => void;
  /** Something changed (profile, blacklist): the list reloads. */
  onChanged: () => void;
};

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const yes = (v: unknown) => (v === 'Y' ? <Tag color="blue">是</Tag> : '否');
const today = () => dayjs().format('YYYY-MM-DD');

/** The options' label of a value (a dictionary's text), or the value itself. */
const labelOf = (options: { value: string; label: string }[], v: unknown) =>
  options.find((o) => o.value === v)?.label ?? text(v);

function ValidityTag({ validTo }: { validTo: unknown }) {
  if (typeof validTo !== 'string' || !validTo) return <Tag color="green">长期有效</Tag>;
  const days = daysUntil(validTo, today());
  if (days < 0) return <Tag color="red">已过期</Tag>;
  if (days <= 30) return <Tag color="orange">{days === 0 ? '今天到期' : `${days}天后到期`}</Tag>;
  return <Tag color="green">有效</Tag>;
}

type ProfileValues = {
  code?: string;
  supplierType?: string;
  level?: string;
  registeredCapital?: string;
  establishedDate?: Dayjs | null;
};

/** 供应商档案 detail: the profile (编辑), bank accounts, contacts, qualifications, supply scope and blacklist history. */
export function SupplierArchiveDrawer({ id, onClose, onChanged }: SupplierArchiveDrawerProps) {
  const { message } = App.useApp();
  const canEdit = useAuthorized('supplier:supplier:edit');
  const canBar = useAuthorized('supplier:blacklist:add');
  const canLift = useAuthorized('supplier:blacklist:edit');
  const [editing, setEditing] = useState(false);
  const [barring, setBarring] = useState<'add' | 'lift' | null>(null);
  const [form] = Form.useForm<ProfileValues>();
  const types = useDictOptions('supplier_type');
  const levels = useDictOptions('supplier_level');
  const qualTypes = useDictOptions('qualification_type');
  const poolStatus = useDictOptions('source_pool_status');
  const detail = useQuery({
    queryKey: ['supplier', 'archive', id],
    queryFn: () => archiveApi.detail(id ?? ''),
    enabled: id !== null,
  });
  const categories = useQuery({
    queryKey: ['supplier', 'categories'],
    queryFn: () => api.get('/auth/register/categories'),
    staleTime: 5 * 60_000,
  });
  const categoryName = useMemo(() => {
    const names = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
    return (v: unknown) => (v ? (names.get(String(v)) ?? String(v)) : '全部品类');
  }, [categories.data]);
  const r: SupplierArchive | undefined = detail.data;
  const changed = () => {
    void detail.refetch();
    onChanged();
  };

  const saveProfile = async () => {
    const v = await form.validateFields();
    if (!r) return;
    try {
      await archiveApi.edit({
        id: r.id,
        code: v.code ?? null,
        supplierType: v.supplierType ?? null,
        level: v.level ?? null,
        registeredCapital: v.registeredCapital ?? null,
        establishedDate: v.establishedDate ? v.establishedDate.format('YYYY-MM-DD') : null,
      });
      void message.success('保存成功');
      setEditing(false);
      changed();
    } catch (e) {
      void message.error(errorText(e, '保存失败'));
    }
  };

  const table = (
    rows: Row[],
    columns: { title: string; key: string; render?: (v: unknown, row: Row) => React.ReactNode }[],
  ) =>
    rows.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
    ) : (
      <Table<Row>
        size="small"
        rowKey={(x) => String(x.id)}
        pagination={false}
        dataSource={rows}
        columns={columns.map((c) => ({
          title: c.title,
          key: c.key,
          dataIndex: c.key,
          render: (v: unknown, row: Row) => (c.render ? c.render(v, row) : text(v)),
        }))}
      />
    );

  const barred = r?.blacklist;
  return (
    <Drawer
      title={r ? `供应商档案：${r.companyName}` : '供应商档案'}
      width={960}
      open={id !== null}
      onClose={onClose}
      destroyOnHidden
      extra={
        r ? (
          <Space>
            {canEdit ? (
              <Button
                onClick={() => {
                  form.setFieldsValue({
                    code: r.code ?? undefined,
                    supplierType: r.supplierType ?? undefined,
                    level: r.level ?? undefined,
                    registeredCapital: r.registeredCapital ?? undefined,
                    establishedDate: r.establishedDate ? dayjs(r.establishedDate) : null,
                  });
                  setEditing(true);
                }}
              >
                编辑
              </Button>
            ) : null}
            {barred && canLift ? <Button onClick={() => setBarring('lift')}>解除黑名单</Button> : null}
            {!barred && canBar ? (
              <Button danger onClick={() => setBarring('add')}>
                拉入黑名单
              </Button>
            ) : null}
          </Space>
        ) : null
      }
    >
      {!r ? (
        <Spin spinning={detail.isPending} />
      ) : (
        <Tabs
          items={[
            {
              key: 'profile',
              label: '基本信息',
              children: (
                <Descriptions column={2} bordered size="small">
                  <Descriptions.Item label="供应商编码">{text(r.code)}</Descriptions.Item>
                  <Descriptions.Item label="企业名称">{r.companyName}</Descriptions.Item>
                  <Descriptions.Item label="统一社会信用代码">{r.creditCode}</Descriptions.Item>
                  <Descriptions.Item label="状态">
                    <Space>
                      <Tag>{r.statusText}</Tag>
                      {barred ? <Tag color="red">{barred.active ? '黑名单' : '黑名单（未开始）'}</Tag> : null}
                    </Space>
                  </Descriptions.Item>
                  <Descriptions.Item label="供应商类型">{text(r.supplierTypeText)}</Descriptions.Item>
                  <Descriptions.Item label="供应商等级">{text(r.levelText)}</Descriptions.Item>
                  <Descriptions.Item label="注册资本(万元)">{text(r.registeredCapital)}</Descriptions.Item>
                  <Descriptions.Item label="成立日期">{text(r.establishedDate)}</Descriptions.Item>
                  <Descriptions.Item label="法定代表人">{text(r.legalPerson)}</Descriptions.Item>
                  <Descriptions.Item label="联系人">{`${r.contact} ${r.phone}`}</Descriptions.Item>
                  <Descriptions.Item label="电子邮箱">{text(r.email)}</Descriptions.Item>
                  <Descriptions.Item label="注册地址">{text(r.address)}</Descriptions.Item>
                  <Descriptions.Item label="供应品类" span={2}>
                    {r.categoryNames.join('、') || '-'}
                  </Descriptions.Item>
                  {barred ? (
                    <Descriptions.Item label="黑名单" span={2}>
                      {`${periodText(barred.from, barred.to)}；原因：${barred.reason}`}
                    </Descriptions.Item>
                  ) : null}
                </Descriptions>
              ),
            },
            {
              key: 'banks',
              label: `银行账户 (${r.banks.length})`,
              children: table(r.banks, [
                { title: '开户行', key: 'bankName' },
                { title: '账号', key: 'accountNo' },
                { title: '户名', key: 'accountName' },
                { title: '默认账户', key: 'isDefault', render: yes },
              ]),
            },
            {
              key: 'contacts',
              label: `联系人 (${r.contacts.length})`,
              children: table(r.contacts, [
                { title: '姓名', key: 'name' },
                { title: '职务', key: 'position' },
                { title: '手机号码', key: 'phone' },
                { title: '电子邮箱', key: 'email' },
                { title: '主联系人', key: 'isPrimary', render: yes },
              ]),
            },
            {
              key: 'qualifications',
              label: `资质 (${r.qualifications.length})`,
              children: table(r.qualifications, [
                { title: '资质类型', key: 'qualType', render: (v) => labelOf(qualTypes.options, v) },
                { title: '证书编号', key: 'certNo' },
                { title: '发证机构', key: 'issuer' },
                { title: '适用品类', key: 'categoryId', render: (v) => categoryName(v) },
                {
                  title: '有效期',
                  key: 'validTo',
                  render: (v, row) => `${text(row.validFrom)} 至 ${v ? String(v) : '长期'}`,
                },
                { title: '状态', key: 'validity', render: (_, row) => <ValidityTag validTo={row.validTo} /> },
              ]),
            },
            {
              key: 'scope',
              label: `供应范围 (${r.sourcePool.length})`,
              children: table(r.sourcePool, [
                { title: '供应品类', key: 'categoryId', render: (v) => categoryName(v) },
                { title: '入池状态', key: 'poolStatus', render: (v) => labelOf(poolStatus.options, v) },
                { title: '入池日期', key: 'joinDate' },
                { title: '备注', key: 'remark' },
              ]),
            },
            {
              key: 'blacklist',
              label: `黑名单记录 (${r.blacklistHistory.length})`,
              children: table(r.blacklistHistory as unknown as Row[], [
                {
                  title: '期限',
                  key: 'from',
                  render: (v, row) => periodText(String(v), (row.to as string | null) ?? null),
                },
                { title: '原因', key: 'reason' },
                { title: '操作人', key: 'createdBy' },
                {
                  title: '状态',
                  key: 'state',
                  render: (v) => <Tag>{BLACKLIST_STATE_TEXT[v as keyof typeof BLACKLIST_STATE_TEXT]}</Tag>,
                },
                { title: '解除原因', key: 'liftedReason' },
              ]),
            },
          ]}
        />
      )}
      <Modal
        title="编辑供应商档案"
        open={editing}
        onOk={() => void saveProfile()}
        onCancel={() => setEditing(false)}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="code" label="供应商编码">
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="supplierType" label="供应商类型">
            <Select allowClear options={types.options} />
          </Form.Item>
          <Form.Item name="level" label="供应商等级">
            <Select allowClear options={levels.options} />
          </Form.Item>
          <Form.Item name="registeredCapital" label="注册资本(万元)">
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="establishedDate" label="成立日期">
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
      <BlacklistModal
        supplier={barring && r ? { id: r.id, companyName: r.companyName } : null}
        lift={barring === 'lift'}
        onClose={() => setBarring(null)}
        onDone={() => {
          setBarring(null);
          changed();
        }}
      />
    </Drawer>
  );
}
