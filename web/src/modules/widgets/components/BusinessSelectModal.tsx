import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import type { RowOf, RowsPath } from '@srm/contracts';
import { useEffect, useState, type Key } from 'react';
import { ApiError } from '../../core';
import { fetchRows } from '../services/widgetsApi';
import { filterValue, type FilterMode } from '../utils/filterValue';
import { BUSINESS_PAGING, showTotal } from '../utils/paging';
import { joinKeys, selectionAfterChange, splitValue, submitCheck, withoutKey } from '../utils/selection';
import { SelectedList } from './SelectedList';
import { TruncatedText } from './TruncatedText';

export type BusinessSelectModalProps<P extends RowsPath> = {
  open: boolean;
  title?: string;
  /** The list URL (a generic list: pageNo, pageSize, filters; answers a list or `{ records, total }`); the rows are its. */
  listUrl: P;
  /** The business component's code, sent as `code` when given. */
  code?: string;
  columns: TableColumnsType<RowOf<P>>;
  /** The value key: what the selection is made of (comma-joined). */
  rowKey: keyof RowOf<P> & string;
  /** What the selected list shows of a row (default the value key). */
  labelKey?: keyof RowOf<P> & string;
  /** The field the search box filters (default the label key) and how (default contains). */
  searchKey?: string;
  searchMode?: Exclude<FilterMode, 'range'>;
  searchPlaceholder?: string;
  /** Checkbox (true) or radio (false, default). */
  multiple?: boolean;
  /** The comma-joined keys selected when it opens. */
  value?: string;
  /** Where the rows of `value` are read (default the list URL), as `{rowKey}=a,b`. */
  valueUrl?: P;
  /** More query parameters for every list call. */
  query?: Record<string, unknown>;
  onOk: (value: string, rows: RowOf<P>[]) => void;
  onCancel: () => void;
};

/**
 * The business-component selection modal (spec §2, width 900): a search box with 查询 and 重置, a
 * paged table (5 of 5/10/20/30, 240 px high, text cut at 12 characters) with radio or checkbox
 * selection kept across pages, the selected list, and 请选择一条记录 when submitting none.
 */
export function BusinessSelectModal<P extends RowsPath>({
  open,
  title = '请选择',
  listUrl,
  code,
  columns,
  rowKey,
  labelKey,
  searchKey,
  searchMode = 'contains',
  searchPlaceholder = '请输入查询内容',
  multiple = false,
  value,
  valueUrl,
  query,
  onOk,
  onCancel,
}: BusinessSelectModalProps<P>) {
  type T = RowOf<P>;
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, pageSize: BUSINESS_PAGING.defaultPageSize });
  const [selected, setSelected] = useState<T[]>([]);
  const keyOf = (r: T) => String(r[rowKey]);
  const labelOf = (r: T) => String(r[labelKey ?? rowKey] ?? keyOf(r));
  const field = searchKey ?? labelKey ?? rowKey;

  const rows = useQuery({
    queryKey: ['business-select', listUrl, code, query, field, keyword, page.current, page.pageSize],
    enabled: open,
    queryFn: () =>
      fetchRows(listUrl, {
        ...query,
        ...(code ? { code } : {}),
        pageNo: page.current,
        pageSize: page.pageSize,
        [field]: filterValue(keyword, searchMode),
      }),
  });

  // Every opening starts from the given value: its rows are read once.
  useEffect(() => {
    if (!open) return;
    setText('');
    setKeyword('');
    setPage({ current: 1, pageSize: BUSINESS_PAGING.defaultPageSize });
    const keys = splitValue(value);
    setSelected([]);
    if (keys.length === 0) return;
    fetchRows(valueUrl ?? listUrl, {
      ...(code ? { code } : {}),
      [rowKey]: keys.join(','),
      pageNo: 1,
      pageSize: keys.length,
    })
      .then((p) => setSelected(p.records))
      .catch(() => setSelected([]));
  }, [open]); // only when it opens

  const submit = () => {
    const problem = submitCheck(selected.length, multiple);
    if (problem) {
      void message.warning(problem);
      return;
    }
    onOk(joinKeys(selected, keyOf), selected);
  };

  const shown: TableColumnsType<T> = columns.map((c) =>
    'render' in c && c.render ? c : { ...c, render: (v: unknown) => <TruncatedText text={v} /> },
  );
  const records = rows.data?.records ?? [];

  return (
    <Modal open={open} title={title} width={900} onCancel={onCancel} onOk={submit} destroyOnHidden>
      <Space style={{ marginBottom: 12 }} wrap>
        <Input
          style={{ width: 260 }}
          placeholder={searchPlaceholder}
          value={text}
          allowClear
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => {
            setKeyword(text);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <Button
          type="primary"
          onClick={() => {
            setKeyword(text);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        >
          查询
        </Button>
        <Button
          onClick={() => {
            setText('');
            setKeyword('');
            setPage((p) => ({ ...p, current: 1 }));
          }}
        >
          重置
        </Button>
      </Space>
      {rows.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          message={rows.error instanceof ApiError ? rows.error.message : '查询失败'}
        />
      )}
      <Table<T>
        size="small"
        rowKey={rowKey}
        columns={shown}
        dataSource={records}
        loading={rows.isFetching}
        scroll={{ y: 240 }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selected.map(keyOf),
          onChange: (keys: Key[]) =>
            setSelected(selectionAfterChange(selected, records, keys, keyOf, multiple)),
        }}
        onRow={(record) => ({
          onClick: () => {
            const on = selected.some((s) => keyOf(s) === keyOf(record));
            const pageKeys = selected.filter((s) => records.some((r) => keyOf(r) === keyOf(s))).map(keyOf);
            const next = on ? pageKeys.filter((k) => k !== keyOf(record)) : [...pageKeys, keyOf(record)];
            setSelected(selectionAfterChange(selected, records, next, keyOf, multiple));
          },
        })}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: rows.data?.total ?? 0,
          pageSizeOptions: BUSINESS_PAGING.pageSizeOptions,
          showSizeChanger: true,
          showTotal: (total, range) => showTotal(range, total),
          onChange: (current, pageSize) =>
            setPage((p) => ({ current: pageSize === p.pageSize ? current : 1, pageSize })),
        }}
      />
      <SelectedList
        items={selected.map((r) => ({ key: keyOf(r), label: labelOf(r) }))}
        onRemove={(key) => setSelected(withoutKey(selected, key, keyOf))}
      />
    </Modal>
  );
}
