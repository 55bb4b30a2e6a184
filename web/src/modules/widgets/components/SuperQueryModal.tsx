import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Empty, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import {
  completeConditions,
  SUPER_QUERY_MATCH_TYPES,
  SUPER_QUERY_RULES,
  type SuperQueryCondition,
  type SuperQueryDraft,
  type SuperQueryMatchType,
} from '../utils/superQuery';

export type SuperQueryField = { value: string; label: string; type: 'string' | 'number' | 'date' };
export type SuperQueryState = { conditions: SuperQueryCondition[]; matchType: SuperQueryMatchType };

export type SuperQueryModalProps = {
  open: boolean;
  fields: readonly SuperQueryField[];
  value: SuperQueryState;
  onApply: (state: SuperQueryState) => void;
  onClose: () => void;
};

type Row = SuperQueryDraft & { id: number };
let nextId = 1;
const blankRow = (): Row => ({ id: nextId++, rule: 'eq' });

/** The super query builder (spec §2 "Generic list page"): rows of field, rule and value; match all or any. */
export function SuperQueryModal({ open, fields, value, onApply, onClose }: SuperQueryModalProps) {
  const [rows, setRows] = useState<Row[]>([]);
  const [matchType, setMatchType] = useState<SuperQueryMatchType>('and');

  // Every opening starts from what is applied.
  useEffect(() => {
    if (!open) return;
    setRows(value.conditions.length ? value.conditions.map((c) => ({ ...c, id: nextId++ })) : [blankRow()]);
    setMatchType(value.matchType);
  }, [open, value]);

  const update = (id: number, patch: Partial<SuperQueryDraft>) =>
    setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  const valueInput = (row: Row) => {
    const type = fields.find((f) => f.value === row.field)?.type ?? 'string';
    if (type === 'date')
      return (
        <DatePicker
          style={{ width: 220 }}
          showTime
          placeholder="请选择日期"
          onChange={(_, text) => update(row.id, { val: Array.isArray(text) ? text[0] : text })}
        />
      );
    if (type === 'number' && row.rule !== 'in')
      return (
        <InputNumber
          style={{ width: 220 }}
          placeholder="请输入值"
          value={row.val === undefined || row.val === '' ? null : Number(row.val)}
          onChange={(v) => update(row.id, { val: v === null ? '' : String(v) })}
        />
      );
    return (
      <Input
        style={{ width: 220 }}
        placeholder="请输入值"
        value={row.val ?? ''}
        onChange={(e) => update(row.id, { val: e.target.value })}
      />
    );
  };

  return (
    <Modal
      open={open}
      title="高级查询构造器"
      width={800}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="reset"
          onClick={() => {
            setRows([blankRow()]);
            onApply({ conditions: [], matchType: 'and' });
          }}
        >
          重置
        </Button>,
        <Button key="cancel" onClick={onClose}>
          关闭
        </Button>,
        <Button
          key="apply"
          type="primary"
          onClick={() => onApply({ conditions: completeConditions(rows), matchType })}
        >
          查询
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }} data-testid="super-query">
        <Space>
          <span>过滤条件匹配：</span>
          <Select
            style={{ width: 280 }}
            value={matchType}
            options={SUPER_QUERY_MATCH_TYPES.map((m) => ({ value: m.value, label: m.label }))}
            onChange={setMatchType}
          />
        </Space>
        {rows.length === 0 && <Empty description="没有任何查询条件" />}
        {rows.map((row) => (
          <Space key={row.id} wrap>
            <Select
              style={{ width: 180 }}
              placeholder="选择查询字段"
              value={row.field}
              options={fields.map((f) => ({ value: f.value, label: f.label }))}
              onChange={(field: string) => update(row.id, { field, val: '' })}
              showSearch
              optionFilterProp="label"
            />
            <Select
              style={{ width: 180 }}
              placeholder="匹配规则"
              value={row.rule}
              options={SUPER_QUERY_RULES.map((r) => ({ value: r.value, label: r.label }))}
              onChange={(rule: SuperQueryDraft['rule']) => update(row.id, { rule })}
            />
            {valueInput(row)}
            <Button
              aria-label="添加条件"
              icon={<PlusOutlined />}
              onClick={() => setRows((rs) => [...rs, blankRow()])}
            />
            <Button
              aria-label="删除条件"
              icon={<DeleteOutlined />}
              onClick={() => setRows((rs) => rs.filter((r) => r.id !== row.id))}
            />
          </Space>
        ))}
        {rows.length === 0 && (
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => setRows([blankRow()])}>
            添加条件
          </Button>
        )}
      </Space>
    </Modal>
  );
}
