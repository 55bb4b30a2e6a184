import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import { useEffect, useState, type Key } from 'react';
import { ApiError, errorText } from '../../core';
import { fetchReportColumns, fetchReportData, fetchReportQueryInfo } from '../services/reportApi';
import type { ReportQueryField } from '../types';
import { pagingFor, showTotal } from '../utils/paging';
import { cellText, dictText, popupRowKey, popupSearch } from '../utils/popup';
import { selectionAfterChange } from '../utils/selection';

type Row = Record<string, unknown>;

export type OnlineReportTableProps = {
  /** The report's code (`popupCode`). */
  code: string;
  /** Row selection (the popup picker), kept across pages; none: the report as a plain list. */
  selection?: { multi: boolean; selected: Row[]; onChange: (rows: Row[]) => void };
};

/** Spec §9 "Popup report": table min width 600, scroll x 500, min height 300; under 500 px, 800. */
const PAGING = pagingFor(false);
type Sort = { column: string; order: 'asc' | 'desc' } | null;
/** A date picker's value (dayjs) as the picker hands it over. */
type Formattable = { format: (pattern: string) => string };

/** The search form's values with dates as text (`YYYY-MM-DD`, or with the time for datetime). */
function searchValues(values: Record<string, unknown>, fields: readonly ReportQueryField[]) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.field];
    const pattern = f.view === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
    const text = (d: unknown) =>
      d === null || d === undefined || d === ''
        ? null
        : f.view === 'number'
          ? String(d)
          : (d as Formattable).format(pattern);
    out[f.field] = f.mode === 'range' ? (Array.isArray(v) ? v.map(text) : undefined) : v;
  }
  return out;
}

type Bound = number | string | null;

/** A number range's begin~end pair (a stored report's range over a number field). */
function NumberRange({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: [Bound, Bound];
  onChange?: (v: [Bound, Bound]) => void;
}) {
  const [begin, end] = value ?? [null, null];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber<string>
        stringMode
        style={{ width: '50%' }}
        placeholder={`${label}起`}
        value={begin === null ? null : String(begin)}
        onChange={(v) => onChange?.([v, end])}
      />
      <InputNumber<string>
        stringMode
        style={{ width: '50%' }}
        placeholder={`${label}止`}
        value={end === null ? null : String(end)}
        onChange={(v) => onChange?.([begin, v])}
      />
    </Space.Compact>
  );
}

/** The search input of a query field (an element, not a component: Form.Item hands value and onChange to it). */
function queryInput(field: ReportQueryField) {
  const datetime = field.view === 'datetime';
  if (field.mode === 'range') {
    if (field.view === 'date' || datetime)
      return <DatePicker.RangePicker showTime={datetime} style={{ width: '100%' }} />;
    if (field.view === 'number') return <NumberRange label={field.label} />;
  }
  if (field.view === 'list' || field.view === 'radio')
    return (
      <Select
        allowClear
        placeholder={`请选择${field.label}`}
        options={field.options.map((o) => ({ value: o.value, label: o.text }))}
      />
    );
  if (field.view === 'number')
    return <InputNumber style={{ width: '100%' }} placeholder={`请输入${field.label}`} />;
  if (field.view === 'date' || datetime) return <DatePicker showTime={datetime} style={{ width: '100%' }} />;
  return <Input allowClear placeholder={`请输入${field.label}`} />;
}

/**
 * An online report (spec §7 "Reports and popups"): its search form (from getQueryInfo; a failure
 * there is a warning and the table still works), its table with dictionary texts, sorter and paging
 * (10 of 10/20/30, 'a-b 共N条'), and, for the popup picker, radio or checkbox selection kept across
 * pages. Its state starts afresh when it mounts.
 */
export function OnlineReportTable({ code, selection }: OnlineReportTableProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [search, setSearch] = useState<Record<string, string>>({});
  const [page, setPage] = useState({ current: 1, pageSize: PAGING.defaultPageSize });
  const [sort, setSort] = useState<Sort>(null);

  const config = useReportColumns(code, true);
  const configId = config.data?.cgRpConfigId ?? '';
  const queryInfo = useQuery({
    queryKey: ['popup-report', 'query-info', configId],
    queryFn: () => fetchReportQueryInfo(configId),
    enabled: configId !== '',
    staleTime: 0,
    retry: false,
  });
  const rows = useQuery({
    queryKey: ['popup-report', 'data', configId, search, page.current, page.pageSize, sort],
    queryFn: () =>
      fetchReportData(configId, {
        ...search,
        pageNo: page.current,
        pageSize: page.pageSize,
        ...(sort ? { column: sort.column, order: sort.order } : {}),
      }),
    enabled: configId !== '',
  });

  // Spec §7: the query info failing is a warning; the report is still shown, without a search form.
  useEffect(() => {
    if (queryInfo.isError) void message.warning(errorText(queryInfo.error, '查询条件加载失败'));
  }, [queryInfo.isError]); // once per failure

  const fields = queryInfo.data ?? [];
  const records = rows.data?.records ?? [];
  const dicts = config.data?.dictOptions ?? {};
  const columns: TableColumnsType<Row> = (config.data?.columns ?? []).map((c) => ({
    key: c.field,
    dataIndex: c.field,
    title: c.title,
    ellipsis: true,
    ...(c.width ? { width: c.width } : {}),
    sorter: c.sorter,
    sortOrder: sort?.column === c.field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (v: unknown) => (c.dictCode ? dictText(dicts[c.field], v) : cellText(v)),
  }));

  const runSearch = () => {
    setSearch(popupSearch(searchValues(form.getFieldsValue(), fields), fields));
    setPage((p) => ({ ...p, current: 1 }));
  };
  const reset = () => {
    form.resetFields();
    setSearch({});
    setPage((p) => ({ ...p, current: 1 }));
  };
  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: Sort =
      s && s.order && typeof s.columnKey === 'string'
        ? { column: s.columnKey, order: s.order === 'ascend' ? 'asc' : 'desc' }
        : null;
    const sortChanged = next?.column !== sort?.column || next?.order !== sort?.order;
    setSort(next);
    const pageSize = pagination.pageSize ?? page.pageSize;
    setPage({
      current: sortChanged || pageSize !== page.pageSize ? 1 : (pagination.current ?? 1),
      pageSize,
    });
  };
  const small = typeof window !== 'undefined' && window.innerWidth < 500;

  return (
    <>
      {config.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          message={config.error instanceof ApiError ? config.error.message : '报表加载失败'}
        />
      )}
      {fields.length > 0 && (
        <Form
          form={form}
          name="popupReportSearch"
          layout="inline"
          onKeyDown={(e) => {
            // Enter in a search field searches (the form is not submitted: it may sit inside another form).
            if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') runSearch();
          }}
          style={{ marginBottom: 12 }}
        >
          <Row gutter={[12, 8]} style={{ width: '100%' }}>
            {fields.map((f) => (
              <Col key={f.field} xs={24} sm={12} md={8} lg={6}>
                <Form.Item name={f.field} label={f.label} style={{ width: '100%' }}>
                  {queryInput(f)}
                </Form.Item>
              </Col>
            ))}
            <Col>
              <Space>
                <Button type="primary" onClick={runSearch}>
                  查询
                </Button>
                <Button onClick={reset}>重置</Button>
              </Space>
            </Col>
          </Row>
        </Form>
      )}
      {rows.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          message={errorText(rows.error, '查询失败')}
        />
      )}
      <Table<Row>
        size="small"
        data-testid="popup-report-table"
        style={{ minWidth: 600, minHeight: 300 }}
        scroll={{ x: small ? 800 : 500 }}
        rowKey={popupRowKey}
        columns={columns}
        dataSource={records}
        loading={rows.isFetching}
        onChange={onTableChange}
        {...(selection
          ? {
              rowSelection: {
                type: selection.multi ? ('checkbox' as const) : ('radio' as const),
                selectedRowKeys: selection.selected.map(popupRowKey),
                onChange: (keys: Key[]) =>
                  selection.onChange(
                    selectionAfterChange(selection.selected, records, keys, popupRowKey, selection.multi),
                  ),
              },
              onRow: (record: Row) => ({
                onClick: () => {
                  const key = popupRowKey(record);
                  const pageKeys = selection.selected
                    .filter((s) => records.some((r) => popupRowKey(r) === popupRowKey(s)))
                    .map(popupRowKey);
                  const next = pageKeys.includes(key)
                    ? pageKeys.filter((k) => k !== key)
                    : [...pageKeys, key];
                  selection.onChange(
                    selectionAfterChange(selection.selected, records, next, popupRowKey, selection.multi),
                  );
                },
              }),
            }
          : {})}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: rows.data?.total ?? 0,
          pageSizeOptions: PAGING.pageSizeOptions,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total, range) => showTotal(range, total),
        }}
      />
    </>
  );
}

/** A report's columns and configuration (shared by the table and the picker's title: one request). */
export const useReportColumns = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: ['popup-report', 'columns', code],
    queryFn: () => fetchReportColumns(code),
    enabled: enabled && code !== '',
    staleTime: 0,
  });
