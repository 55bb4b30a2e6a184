import {
  DeleteOutlined,
  ExportOutlined,
  FilterOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Badge, Button, Popconfirm, Tooltip, theme } from 'antd';
import type { DeleteBase, ExportBase, ImportBase, ListBase, ListRow } from '@srm/contracts';
import { useMemo, useRef, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { errorText } from '../../core';
import { useListButtons } from '../hooks/useListButtons';
import { deleteBatch, deleteRecord, exportXls, fetchListPage, saveBlob } from '../services/widgetsApi';
import { DOWNLOAD_FAILED_MESSAGE } from '../utils/download';
import type { FilterMode } from '../utils/filterValue';
import {
  exportFields,
  filterColumns,
  superQueryFields,
  type SuperQueryFieldType,
} from '../utils/listColumns';
import { exportQuery, listQuery, type ListQuery } from '../utils/listQuery';
import { isSearch, treeRows } from '../utils/listTree';
import { pageAfterDelete, pagingFor, showTotal } from '../utils/paging';
import { BATCH_DELETE_EMPTY_MESSAGE } from '../utils/selection';
import { ImportButton } from './ImportButton';
import { SuperQueryModal, type SuperQueryState } from './SuperQueryModal';

/** A list column: a ProTable column with the filter mode its search field sends and its super query offer. */
export type ListColumn<T> = ProColumns<T> & {
  /**
   * How the search form's value is sent (spec §4 "Filter input modes"; default equal). Named
   * queryMode because antd's columns already have a `filterMode` (the header filter menu's).
   */
  queryMode?: FilterMode;
  /** Offered as a field of the super query (true: typed by valueType). */
  searchable?: boolean | SuperQueryFieldType;
};

/** What extra toolbar buttons are given: the ticked rows' keys, a reload, and a way to clear the ticks. */
export type ListToolbarContext = {
  selectedKeys: Key[];
  reload: () => void;
  clearSelection: () => void;
};

/** What the add/edit form slot is given. `record` is null for 新增. */
export type ListFormSlot<T> = {
  open: boolean;
  record: T | null;
  onClose: () => void;
  /** The form saved: closes it and reloads the list. */
  onSaved: () => void;
};

/**
 * A tree's levels (a tree entity): without a search the list shows the roots and loads a row's
 * children when it is expanded; a search lists the matching rows flat, paged.
 */
export type ListTree<T> = {
  /** The rows under a parent (null: the roots). */
  children: (parentKey: string | null) => Promise<T[]>;
  /** Whether a row has children to load (its expand arrow). */
  hasChildren: (row: T) => boolean;
};

/**
 * 删除, 导出 and 导入 are offered only where the contract has `{base}/delete(Batch)`, `{base}/exportXls`
 * and `{base}/importExcel`; over another base the page says false.
 */
type BaseOptions<B extends ListBase> = (B extends DeleteBase
  ? { deletable?: boolean }
  : { deletable: false }) &
  (B extends ExportBase ? { exportable?: boolean } : { exportable: false }) &
  (B extends ImportBase ? { importable?: boolean } : { importable: false }) &
  /** A base with path parameters (`/masterdata/:entity`) takes their values. */
  (B extends `${string}:${string}` ? { params: Record<string, string> } : { params?: never });

export type GenericListProps<B extends ListBase> = {
  title: string;
  /** Route base of the entity, e.g. `/sys/role` (list, delete, deleteBatch, exportXls, importExcel); the rows are its list's. */
  base: B;
  columns: ListColumn<ListRow<B>>[];
  /** Action prefix of the buttons, e.g. `system:role` (spec §6 rule per button). */
  actions: string;
  rowKey: keyof ListRow<B> & string;
  /** The add/edit modal. Without it there is no 新增 and no 编辑. */
  renderForm?: (slot: ListFormSlot<ListRow<B>>) => ReactNode;
  /** The export's file name when the server names none (default the title). */
  exportTitle?: string;
  /** More row links after 编辑 and 删除. */
  rowActions?: (record: ListRow<B>, reload: () => void) => ReactNode[];
  /** More toolbar buttons after 新增 (batch actions on the ticked rows). */
  toolbarActions?: (context: ListToolbarContext) => ReactNode[];
  /** Whether the page offers 删除 and 批量删除 (default true). */
  deletable?: boolean;
  /** Whether the page offers 导出 (default true). */
  exportable?: boolean;
  /** Whether the page offers 导入 (default true). */
  importable?: boolean;
  /** Show the rows as a lazily loaded tree when nothing is searched. */
  tree?: ListTree<ListRow<B>>;
} & BaseOptions<B>;

type Params = { superQuery: SuperQueryState };

/**
 * The generic list a screen is built on (spec §2 "Dialogs", §4, §7, §8, §9): search with per-column
 * filter modes, super query, sorter, paging 10/20/30 (fullscreen 20/40/60) with 'a-b 共N条', add/edit
 * through the form slot, delete and batch delete with the page recomputed, export and import. Every button
 * follows the spec §6 rule for `<actions>:add|edit|delete` (export `:list`, import `:add`).
 */
export function GenericList<B extends ListBase>({
  title,
  base,
  columns,
  actions,
  rowKey,
  renderForm,
  exportTitle,
  rowActions,
  toolbarActions,
  deletable = true,
  exportable = true,
  importable = true,
  tree,
  params: pathParams,
}: GenericListProps<B>) {
  type T = ListRow<B>;
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const listButtons = useListButtons(actions);
  const buttons = { ...listButtons, delete: listButtons.delete && deletable };
  const actionRef = useRef<ActionType | undefined>(undefined);
  const lastQuery = useRef<ListQuery>({ pageNo: 1, pageSize: 10 });
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [superQuery, setSuperQuery] = useState<SuperQueryState>({ conditions: [], matchType: 'and' });
  const [superOpen, setSuperOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  /** The answer's total is an estimate (a large match of a list over a large table): 共约N条. */
  const [totalEstimated, setTotalEstimated] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [form, setForm] = useState<{ open: boolean; record: T | null }>({ open: false, record: null });
  // A tree list: the answer's rows, whether they are the roots (no search), the loaded levels by parent key.
  const [rows, setRows] = useState<readonly T[]>([]);
  const [asTree, setAsTree] = useState(false);
  const [childrenOf, setChildrenOf] = useState<ReadonlyMap<string, readonly T[]>>(new Map());
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const expandedRef = useRef(expanded);
  expandedRef.current = expanded;
  const keyOf = (row: T) => String(row[rowKey]);
  const shownTree = useMemo(
    () => (tree && asTree ? treeRows(rows, childrenOf, (r) => String(r[rowKey]), tree.hasChildren) : rows),
    [tree, asTree, rows, childrenOf, rowKey],
  );

  /** Loads a row's children when it is expanded the first time. */
  const expand = async (open: boolean, row: T) => {
    const key = keyOf(row);
    setExpanded((prev) => (open ? [...prev, key] : prev.filter((k) => k !== key)));
    if (!open || !tree || childrenOf.has(key)) return;
    try {
      const level = await tree.children(key);
      setChildrenOf((prev) => new Map(prev).set(key, level));
    } catch (e) {
      void message.error(errorText(e, '加载失败'));
    }
  };

  /** The roots, and again every expanded level (a reload after a save or delete shows their changes). */
  const loadTree = async (t: ListTree<T>) => {
    const open = expandedRef.current.map(String);
    const [roots, ...levels] = await Promise.all([t.children(null), ...open.map((k) => t.children(k))]);
    setChildrenOf(new Map(open.map((k, i) => [k, levels[i]!])));
    setAsTree(true);
    return roots;
  };

  const paging = pagingFor(fullscreen);
  const queryFields = useMemo(() => superQueryFields(columns), [columns]);
  const filters = useMemo(() => filterColumns(columns), [columns]);
  const reload = () => void actionRef.current?.reload();

  const afterDelete = (deleted: number) => {
    setSelectedKeys([]);
    const info = actionRef.current?.pageInfo;
    if (!info) return reload();
    const next = pageAfterDelete(info.total, deleted, info.current, info.pageSize);
    if (next !== info.current) actionRef.current?.setPageInfo?.({ current: next });
    else reload();
  };

  const remove = async (ids: Key[], batch: boolean) => {
    try {
      const text = batch
        ? await deleteBatch(base as DeleteBase, ids.map(String), pathParams)
        : await deleteRecord(base as DeleteBase, String(ids[0]), pathParams);
      void message.success(text || '删除成功!');
      afterDelete(ids.length);
    } catch (e) {
      void message.error(errorText(e, '删除失败'));
    }
  };

  const batchDelete = () => {
    if (selectedKeys.length === 0) {
      void message.warning(BATCH_DELETE_EMPTY_MESSAGE);
      return;
    }
    modal.confirm({
      title: '确认删除',
      content: '是否删除选中数据?',
      onOk: () => remove(selectedKeys, true),
    });
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const query = exportQuery(lastQuery.current, selectedKeys.map(String), exportFields(columns));
      const { blob, fileName } = await exportXls(base as ExportBase, query, exportTitle ?? title, pathParams);
      saveBlob(blob, fileName);
    } catch (e) {
      void message.error(errorText(e, DOWNLOAD_FAILED_MESSAGE));
    } finally {
      setExporting(false);
    }
  };

  const toggleFullscreen = () => {
    const next = !fullscreen;
    setFullscreen(next);
    actionRef.current?.setPageInfo?.({ current: 1, pageSize: pagingFor(next).defaultPageSize });
  };

  const optionColumn: ProColumns<T> = {
    title: '操作',
    key: 'option',
    valueType: 'option',
    width: 150,
    render: (_, record) => [
      ...(buttons.edit && renderForm
        ? [
            <a key="edit" onClick={() => setForm({ open: true, record })}>
              编辑
            </a>,
          ]
        : []),
      ...(buttons.delete
        ? [
            <Popconfirm
              key="delete"
              title="确定删除吗?"
              onConfirm={() => remove([record[rowKey] as Key], false)}
            >
              <a>删除</a>
            </Popconfirm>,
          ]
        : []),
      ...(rowActions ? rowActions(record, reload) : []),
    ],
  };
  const withOptions = (buttons.edit && renderForm) || buttons.delete || rowActions;
  const tableColumns = useMemo(
    () =>
      columns.map((c) => {
        const { queryMode: _mode, searchable: _searchable, ...column } = c;
        return column as ProColumns<T>;
      }),
    [columns],
  );

  const fullscreenStyle: CSSProperties | undefined = fullscreen
    ? {
        position: 'fixed',
        inset: 0,
        zIndex: 999,
        overflow: 'auto',
        padding: 16,
        background: token.colorBgLayout,
      }
    : undefined;

  return (
    <PageContainer title={title}>
      <div style={fullscreenStyle} data-testid="generic-list">
        <ProTable<T, Params>
          rowKey={rowKey}
          actionRef={actionRef}
          columns={withOptions ? [...tableColumns, optionColumn] : tableColumns}
          params={{ superQuery }}
          request={async (params, sort, filter) => {
            const { superQuery: sq, ...rest } = params;
            const query = listQuery({ params: rest, sort, filter, columns: filters, superQuery: sq });
            lastQuery.current = query;
            try {
              if (tree && !isSearch(query)) {
                const roots = await loadTree(tree);
                setTotalEstimated(false);
                return { data: roots, total: roots.length, success: true };
              }
              setAsTree(false);
              const page = await fetchListPage(base, query, pathParams ? { params: pathParams } : {});
              setTotalEstimated(page.totalEstimated === true);
              return { data: page.records, total: page.total, success: true };
            } catch (e) {
              void message.error(errorText(e, '查询失败'));
              return { data: [], total: 0, success: false };
            }
          }}
          search={{ labelWidth: 'auto', defaultCollapsed: false }}
          dateFormatter="string"
          pagination={{
            defaultPageSize: paging.defaultPageSize,
            pageSizeOptions: paging.pageSizeOptions,
            showQuickJumper: true,
            showSizeChanger: true,
            showTotal: (total, range) => showTotal(range, total, totalEstimated),
          }}
          {...(tree
            ? {
                dataSource: shownTree as T[],
                onDataSourceChange: (data: T[]) => setRows(data),
                expandable: {
                  expandedRowKeys: [...expanded],
                  onExpand: (open: boolean, row: T) => void expand(open, row),
                },
              }
            : {})}
          rowSelection={{ selectedRowKeys: selectedKeys, onChange: (keys) => setSelectedKeys(keys) }}
          tableAlertRender={({ selectedRowKeys, onCleanSelected }) => (
            <span>
              已选择 <a>{selectedRowKeys.length}</a> 项
              <a style={{ marginLeft: 16 }} onClick={onCleanSelected}>
                清空
              </a>
            </span>
          )}
          tableAlertOptionRender={false}
          options={{ reload: true, density: true, setting: true, fullScreen: false }}
          optionsRender={(_, dom) => [
            ...dom,
            <Tooltip key="fullscreen" title={fullscreen ? '退出全屏' : '全屏'}>
              <span role="button" aria-label={fullscreen ? '退出全屏' : '全屏'} onClick={toggleFullscreen}>
                {fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              </span>
            </Tooltip>,
          ]}
          toolBarRender={() => [
            ...(buttons.add && renderForm
              ? [
                  <Button
                    key="add"
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={() => setForm({ open: true, record: null })}
                  >
                    新增
                  </Button>,
                ]
              : []),
            ...(toolbarActions
              ? toolbarActions({ selectedKeys, reload, clearSelection: () => setSelectedKeys([]) })
              : []),
            ...(queryFields.length > 0
              ? [
                  <Badge key="super" count={superQuery.conditions.length} size="small">
                    <Button icon={<FilterOutlined />} onClick={() => setSuperOpen(true)}>
                      高级查询
                    </Button>
                  </Badge>,
                ]
              : []),
            ...(buttons.import && importable
              ? [
                  <ImportButton
                    key="import"
                    base={base as ImportBase}
                    {...(pathParams ? { params: pathParams } : {})}
                    onImported={reload}
                  />,
                ]
              : []),
            ...(buttons.export && exportable
              ? [
                  <Button
                    key="export"
                    icon={<ExportOutlined />}
                    loading={exporting}
                    onClick={() => void exportList()}
                  >
                    导出
                  </Button>,
                ]
              : []),
            ...(buttons.delete
              ? [
                  <Button key="batchDelete" danger icon={<DeleteOutlined />} onClick={batchDelete}>
                    批量删除
                  </Button>,
                ]
              : []),
          ]}
        />
      </div>
      {queryFields.length > 0 && (
        <SuperQueryModal
          open={superOpen}
          fields={queryFields}
          value={superQuery}
          onClose={() => setSuperOpen(false)}
          onApply={(state) => {
            setSuperQuery(state);
            setSuperOpen(false);
          }}
        />
      )}
      {renderForm?.({
        open: form.open,
        record: form.record,
        onClose: () => setForm({ open: false, record: null }),
        onSaved: () => {
          setForm({ open: false, record: null });
          reload();
        },
      })}
    </PageContainer>
  );
}
