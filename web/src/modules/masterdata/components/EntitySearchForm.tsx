import type { EntityDefinition } from '@srm/contracts/masterdata';
import { Button, Col, Form, Row, Space } from 'antd';
import { useMemo } from 'react';
import { searchFields, searchQuery } from '../utils/listRules';
import { QueryViewInput } from './QueryViewInput';

export type EntitySearchFormProps = {
  definition: EntityDefinition;
  variant?: 'buyer' | 'sup';
  /** The list query parameters of the values (text by contains, groups as `_begin`/`_end`). */
  onSearch: (query: Record<string, string>) => void;
};

/**
 * The search form of a declared entity on its own (pickers, dashboards): its variant's query fields,
 * each in its §5 query view. The list page renders the same views inside its table's search form.
 */
export function EntitySearchForm({ definition, variant = 'buyer', onSearch }: EntitySearchFormProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const fields = useMemo(() => searchFields(definition, variant), [definition, variant]);
  if (fields.length === 0) return null;
  const submit = () => onSearch(searchQuery(fields, form.getFieldsValue()));
  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid={`entity-search-${definition.name}`}>
      <Row gutter={16}>
        {fields.map((s) => (
          <Col key={s.name} xs={24} sm={12} lg={8}>
            <Form.Item name={s.name} label={s.label}>
              <QueryViewInput search={s} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            submit();
          }}
        >
          重置
        </Button>
      </Space>
    </Form>
  );
}
