import type { TenderView } from '@srm/contracts/sourcing';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Select, Space } from 'antd';
import { useState } from 'react';
import { api, errorText } from '../../core';
import { assignmentBody, type AssignmentRow } from '../utils/tenderForms';

const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/**
 * 分配评标专家: experts of the [P5] `expert` master data (enabled ones), each given the sealed bids it
 * evaluates. Fixed once scoring began: the API says so.
 */
export function AssignExpertsCard({ view, onDone }: { view: TenderView; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ rows: AssignmentRow[] }>();
  const [problem, setProblem] = useState<string | null>(null);
  const experts = useQuery({
    queryKey: ['tender', 'experts'],
    queryFn: async () =>
      (
        await api.get(
          '/masterdata/:entity/list',
          { pageNo: 1, pageSize: 200, status: '1' },
          { params: { entity: 'expert' } },
        )
      ).records.map((r) => ({ value: str(r['id']), label: `${str(r['code'])} ${str(r['name'])}` })),
    staleTime: 60_000,
  });
  const nameOf = (id: string) => experts.data?.find((o) => o.value === id)?.label ?? id;
  const save = async ({ rows }: { rows: AssignmentRow[] }) => {
    const built = assignmentBody(rows ?? [], nameOf);
    if ('problem' in built) {
      setProblem(built.problem);
      return;
    }
    try {
      await api.post('/sourcing/tender/assign', { id: view.projectId, assignments: built.assignments });
      setProblem(null);
      void message.success('评标专家已分配');
      onDone();
    } catch (e) {
      setProblem(errorText(e, '分配失败'));
    }
  };
  const bids = view.bids.map((b) => ({ value: b.supplierId, label: b.supplierName }));
  return (
    <Card title="评标专家" data-testid="tender-assign">
      <Form
        form={form}
        initialValues={{
          rows: view.assignments.length
            ? view.assignments.map((a) => ({ expertId: a.expertId, supplierIds: a.supplierIds }))
            : [{}],
        }}
        onFinish={(v) => void save(v)}
      >
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item name={[f.name, 'expertId']} style={{ width: 240 }}>
                    <Select
                      showSearch
                      optionFilterProp="label"
                      placeholder="评标专家"
                      loading={experts.isFetching}
                      options={experts.data ?? []}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'supplierIds']} style={{ width: 480 }}>
                    <Select mode="multiple" placeholder="评审的投标" options={bids} />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)}>删除</Button>
                </Space>
              ))}
              <Space>
                <Button onClick={() => add({})}>添加专家</Button>
                <Button type="primary" htmlType="submit">
                  保存分配
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginTop: 12 }} /> : null}
    </Card>
  );
}
