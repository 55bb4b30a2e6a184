import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Input, Modal, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '../../core';
import { supplierApi } from '../../supplier';
import { fileLink, openSignedLink, useAuthorized } from '../../widgets';

export type SupplierReviewDrawerProps = {
  id: string | null;
  onClose: () => void;
  /** A review was recorded: the list reloads. */
  onReviewed: () => void;
};

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

/** 供应商准入 detail: what the supplier stated, its attachments, and 通过 / 驳回 (with a reason) while pending. */
export function SupplierReviewDrawer({ id, onClose, onReviewed }: SupplierReviewDrawerProps) {
  const { message } = App.useApp();
  const canApprove = useAuthorized('supplier:access:approve');
  const canReject = useAuthorized('supplier:access:reject');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const detail = useQuery({
    queryKey: ['supplier', 'access', id],
    queryFn: () => supplierApi.detail(id ?? ''),
    enabled: id !== null,
  });
  const done = (text: string) => {
    void message.success(text);
    setRejecting(false);
    setReason('');
    void detail.refetch();
    onReviewed();
  };
  const approve = useMutation({
    mutationFn: () => supplierApi.approve(id ?? '', null),
    onSuccess: () => done('审核通过'),
    onError: (e) => void message.error(errorText(e, '操作失败')),
  });
  const reject = useMutation({
    mutationFn: () => supplierApi.reject(id ?? '', reason),
    onSuccess: () => done('已驳回'),
    onError: (e) => void message.error(errorText(e, '操作失败')),
  });
  const r = detail.data;
  const pending = r?.status === 'pending';
  return (
    <Drawer
      title="供应商准入审核"
      width={720}
      open={id !== null}
      onClose={onClose}
      destroyOnHidden
      extra={
        pending ? (
          <Space>
            {canReject ? (
              <Button danger onClick={() => setRejecting(true)}>
                驳回
              </Button>
            ) : null}
            {canApprove ? (
              <Button type="primary" loading={approve.isPending} onClick={() => approve.mutate()}>
                通过
              </Button>
            ) : null}
          </Space>
        ) : null
      }
    >
      {detail.isPending ? <Spin /> : null}
      {detail.isError ? <Alert type="error" showIcon message={errorText(detail.error, '加载失败')} /> : null}
      {r ? (
        <Descriptions column={1} bordered size="small" data-testid="supplier-detail">
          <Descriptions.Item label="供应商编号">{r.id}</Descriptions.Item>
          <Descriptions.Item label="企业名称">{r.companyName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{r.creditCode}</Descriptions.Item>
          <Descriptions.Item label="法定代表人">{r.legalPerson ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="联系人">{r.contact}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{r.phone}</Descriptions.Item>
          <Descriptions.Item label="电子邮箱">{r.email ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="注册地址">{r.address ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="供应品类">{r.categoryNames.join('、') || '-'}</Descriptions.Item>
          <Descriptions.Item label="附件">
            <Space direction="vertical">
              {r.files.length === 0
                ? '-'
                : r.files.map((f) => (
                    <a
                      key={f.path}
                      href={fileLink(f.path)}
                      onClick={(e) => {
                        // Opened through a signed link: no token in the URL ([SEC1] 4).
                        e.preventDefault();
                        void openSignedLink(fileLink(f.path));
                      }}
                    >
                      {f.fileName}
                    </a>
                  ))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="状态">
            <Tag data-testid="review-status">{r.statusText}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="注册时间">{time(r.createTime)}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{time(r.submittedAt)}</Descriptions.Item>
          <Descriptions.Item label="审核时间">{time(r.reviewedAt)}</Descriptions.Item>
          {r.rejectReason ? <Descriptions.Item label="驳回原因">{r.rejectReason}</Descriptions.Item> : null}
        </Descriptions>
      ) : null}
      <Modal
        title="驳回"
        open={rejecting}
        onCancel={() => setRejecting(false)}
        onOk={() => {
          if (!reason.trim()) {
            void message.warning('请填写驳回原因');
            return;
          }
          reject.mutate();
        }}
        okButtonProps={{ loading: reject.isPending }}
        okText="确认驳回"
      >
        <Input.TextArea
          rows={4}
          maxLength={500}
          placeholder="请填写驳回原因"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-testid="reject-reason-input"
        />
      </Modal>
    </Drawer>
  );
}
