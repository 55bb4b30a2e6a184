import {
  ModalForm,
  ProFormDatePicker,
  ProFormRadio,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { NewsRow as News } from '@srm/contracts/portal';
import { App } from 'antd';
import { api, ApiError } from '../../modules/core';
import { GenericList, type ListColumn, type ListFormSlot } from '../../modules/widgets';

type NewsValues = Pick<News, 'title' | 'content' | 'type' | 'newsDate'>;

const TYPE_ENUM = {
  company: { text: '公司新闻', status: 'Processing' },
  industry: { text: '行业新闻', status: 'Warning' },
};

const columns: ListColumn<News>[] = [
  {
    title: '标题',
    dataIndex: 'title',
    queryMode: 'contains',
    searchable: true,
    sorter: true,
    ellipsis: true,
  },
  {
    title: '类型',
    dataIndex: 'type',
    valueType: 'select',
    valueEnum: TYPE_ENUM,
    width: 120,
    searchable: true,
  },
  { title: '日期', dataIndex: 'newsDate', hideInSearch: true, sorter: true, width: 140 },
  {
    title: '创建时间',
    dataIndex: 'createTime',
    valueType: 'dateTime',
    hideInSearch: true,
    sorter: true,
    width: 180,
  },
];

/** 新增 / 编辑 of a news item: title, type, date (YYYY-MM-DD) and the text the portal shows. */
function NewsFormModal({ open, record, onClose, onSaved }: ListFormSlot<News>) {
  const { message } = App.useApp();
  const save = async (values: NewsValues) => {
    try {
      const text = record
        ? await api.message('PUT', '/portal/news/edit', { body: { ...values, id: record.id } })
        : await api.message('POST', '/portal/news/add', { body: values });
      void message.success(text || '保存成功！');
      onSaved();
      return true;
    } catch (e) {
      void message.error(e instanceof ApiError && e.message ? e.message : '保存失败');
      return false;
    }
  };
  return (
    <ModalForm<NewsValues>
      key={record?.id ?? 'new'}
      open={open}
      title={record ? '编辑新闻' : '新增新闻'}
      width={800}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 19 }}
      dateFormatter="string"
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      initialValues={
        record
          ? { title: record.title, content: record.content, type: record.type, newsDate: record.newsDate }
          : { type: 'company' }
      }
      onFinish={save}
    >
      <ProFormText
        name="title"
        label="标题"
        rules={[
          { required: true, message: '请输入新闻标题' },
          { max: 200, message: '长度不超过 200 个字符' },
        ]}
      />
      <ProFormRadio.Group
        name="type"
        label="类型"
        rules={[{ required: true, message: '请选择新闻类型' }]}
        options={[
          { label: '公司新闻', value: 'company' },
          { label: '行业新闻', value: 'industry' },
        ]}
      />
      <ProFormDatePicker
        name="newsDate"
        label="日期"
        fieldProps={{ format: 'YYYY-MM-DD' }}
        rules={[{ required: true, message: '请选择新闻日期' }]}
      />
      <ProFormTextArea
        name="content"
        label="内容"
        fieldProps={{ rows: 8 }}
        rules={[{ required: true, message: '请输入新闻内容' }]}
      />
    </ModalForm>
  );
}

/** 新闻管理 (menu component `portal/NewsList`): the portal's news items over `/portal/news`. */
export function Component() {
  return (
    <GenericList
      title="新闻管理"
      base="/portal/news"
      actions="portal:news"
      rowKey="id"
      columns={columns}
      exportable={false}
      importable={false}
      renderForm={(slot) => <NewsFormModal {...slot} />}
    />
  );
}
