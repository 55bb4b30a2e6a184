import {
  ModalForm,
  ProFormCheckbox,
  ProFormDependency,
  ProFormDigit,
  ProFormGroup,
  ProFormList,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components';
import { REPORT_CODE_PATTERN, REPORT_MESSAGES, type ReportHead } from '@srm/contracts/report';
import { useQuery } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { errorText } from '../../core';
import { reportAdminApi } from '../services/reportAdminApi';
import { defaultColumns, formValuesOf, reportInputOf, type ReportFormValues } from '../utils/reportForm';

export type ReportDefinitionFormProps = {
  open: boolean;
  /** The report being edited; null: a new one. */
  record: ReportHead | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * 新增 / 编辑 of an online report: code (fixed once saved), name, the entity it reads, its columns
 * (title, width, sortable), its query fields (single or range) and default sort. Field choices come
 * from the entity's declaration; the server checks the whole definition again and says what is wrong.
 */
export function ReportDefinitionForm({ open, record, onClose, onSaved }: ReportDefinitionFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReportFormValues>();
  const sources = useQuery({
    queryKey: ['report-sources'],
    queryFn: () => reportAdminApi.sources(),
    enabled: open,
  });
  const sourceOf = (entity: string | undefined) => sources.data?.find((s) => s.name === entity);
  const fieldOptions = (entity: string | undefined, filter: (kind: string) => boolean = () => true) =>
    (sourceOf(entity)?.fields ?? [])
      .filter((f) => filter(f.kind))
      .map((f) => ({ value: f.name, label: `${f.label}（${f.name}）` }));

  const save = async (values: ReportFormValues) => {
    try {
      const input = reportInputOf(values);
      const text = record ? await reportAdminApi.edit(record.id, input) : await reportAdminApi.add(input);
      void message.success(text || '保存成功！');
      onSaved();
      return true;
    } catch (e) {
      void message.error(errorText(e, '保存失败'));
      return false;
    }
  };

  return (
    <ModalForm<ReportFormValues>
      key={record?.id ?? 'new'}
      form={form}
      open={open}
      title={record ? '编辑报表' : '新增报表'}
      width={900}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 19 }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      initialValues={record ? formValuesOf(record) : { columns: [], queryFields: [] }}
      onFinish={save}
    >
      <ProFormText
        name="code"
        label="报表编码"
        placeholder="如 material_brief（popup编码）"
        disabled={record !== null}
        rules={[
          { required: true, message: REPORT_MESSAGES.codeRequired },
          { pattern: REPORT_CODE_PATTERN, message: REPORT_MESSAGES.code },
        ]}
      />
      <ProFormText
        name="name"
        label="报表名称"
        placeholder="请输入报表名称"
        rules={[
          { required: true, whitespace: true, message: REPORT_MESSAGES.name },
          { max: 50, message: '长度不超过 50 个字符' },
        ]}
      />
      <ProFormSelect
        name="entity"
        label="数据来源"
        showSearch
        placeholder="请选择实体"
        fieldProps={{
          loading: sources.isLoading,
          onChange: (entity: string) => {
            const source = sourceOf(entity);
            form.setFieldsValue({
              columns: source ? defaultColumns(source) : [],
              queryFields: [],
              sortField: undefined,
            });
          },
        }}
        options={(sources.data ?? []).map((s) => ({ value: s.name, label: `${s.label}（${s.name}）` }))}
        rules={[{ required: true, message: REPORT_MESSAGES.entity }]}
      />
      <ProFormDependency name={['entity']}>
        {({ entity }: { entity?: string }) => (
          <>
            <ProFormList
              name="columns"
              label="报表列"
              creatorButtonProps={{ creatorButtonText: '添加列' }}
              creatorRecord={{ sortable: false }}
              rules={[
                {
                  validator: (_, v: unknown[] | undefined) =>
                    v && v.length > 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(REPORT_MESSAGES.columns)),
                },
              ]}
            >
              <ProFormGroup>
                <ProFormSelect
                  name="field"
                  width="sm"
                  placeholder="字段"
                  showSearch
                  options={fieldOptions(entity)}
                  rules={[{ required: true, message: '请选择字段' }]}
                />
                <ProFormText name="title" width="xs" placeholder="标题（默认字段名称）" />
                <ProFormDigit name="width" width="xs" placeholder="列宽" min={40} max={1000} />
                <ProFormCheckbox name="sortable">可排序</ProFormCheckbox>
              </ProFormGroup>
            </ProFormList>
            <ProFormList
              name="queryFields"
              label="查询条件"
              creatorButtonProps={{ creatorButtonText: '添加查询条件' }}
              creatorRecord={{ mode: 'single' }}
            >
              <ProFormGroup>
                <ProFormSelect
                  name="field"
                  width="sm"
                  placeholder="字段"
                  showSearch
                  options={fieldOptions(entity, (k) => k !== 'text')}
                  rules={[{ required: true, message: '请选择字段' }]}
                />
                <ProFormText name="label" width="xs" placeholder="名称（默认字段名称）" />
                <ProFormSelect
                  name="mode"
                  width="xs"
                  options={[
                    { value: 'single', label: '单值' },
                    { value: 'range', label: '范围' },
                  ]}
                />
              </ProFormGroup>
            </ProFormList>
          </>
        )}
      </ProFormDependency>
      <ProFormDependency name={['entity', 'columns']}>
        {({ columns }: { columns?: ReportFormValues['columns'] }) => (
          <ProFormGroup label="默认排序">
            <ProFormSelect
              name="sortField"
              width="sm"
              allowClear
              placeholder="创建时间倒序"
              options={(columns ?? [])
                .filter((c) => c?.sortable && c.field)
                .map((c) => ({ value: c.field, label: c.title || c.field }))}
            />
            <ProFormRadio.Group
              name="sortOrder"
              initialValue="asc"
              options={[
                { value: 'asc', label: '升序' },
                { value: 'desc', label: '降序' },
              ]}
            />
          </ProFormGroup>
        )}
      </ProFormDependency>
    </ModalForm>
  );
}
