import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  Empty,
  Input,
  Modal,
  Row,
  Space,
  Spin,
  Table,
  Tree,
  type TableColumnsType,
} from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import { ApiError } from '../../core';
import { fetchDepartTree, fetchUserPage, fetchUsersByDepart } from '../services/widgetsApi';
import type { DepartNode, UserRow } from '../types';
import { filterValue } from '../utils/filterValue';
import { showTotal } from '../utils/paging';
import { joinKeys, selectionAfterChange, splitValue, submitCheck, withoutKey } from '../utils/selection';
import { SelectedList } from './SelectedList';

export type SelectUserByDeptModalProps = {
  open: boolean;
  title?: string;
  /** Checkbox (default) or radio. */
  multiple?: boolean;
  /** What the value is made of (default username). */
  valueKey?: 'username' | 'id';
  /** The comma-joined usernames (or ids) selected when it opens. */
  value?: string;
  onOk: (value: string, users: UserRow[]) => void;
  onCancel: () => void;
};

const SEX: Record<number, string> = { 1: '男', 2: '女' };
const columns: TableColumnsType<UserRow> = [
  { title: '用户账号', dataIndex: 'username', width: 140 },
  { title: '用户姓名', dataIndex: 'realname', width: 120 },
  {
    title: '性别',
    dataIndex: 'sex',
    width: 70,
    render: (v: number | null | undefined) => (v ? (SEX[v] ?? '') : ''),
  },
  { title: '手机号码', dataIndex: 'phone', width: 130 },
  { title: '部门', dataIndex: 'orgCodeTxt', ellipsis: true },
];

/** Users of one department, searched and paged in the browser (the route answers all of them). */
const matches = (u: UserRow, text: string) =>
  text === '' || u.username.includes(text) || (u.realname ?? '').includes(text);

/**
 * Select users by department (spec §2, width 1250): the department tree on the left
 * (`queryTreeList`), users on the right with a search (`/sys/user/list`, or `queryUserByDepId` for the
 * department clicked), radio or checkbox selection kept across pages, and the selected list. Each
 * opening reloads tree, selection and list; closing clears the selection (spec §4).
 */
export function SelectUserByDeptModal({
  open,
  title = '选择用户',
  multiple = true,
  valueKey = 'username',
  value,
  onOk,
  onCancel,
}: SelectUserByDeptModalProps) {
  const { message } = App.useApp();
  const [generation, setGeneration] = useState(0);
  const [depart, setDepart] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const [selected, setSelected] = useState<UserRow[]>([]);
  const keyOf = (u: UserRow) => u[valueKey];

  const tree = useQuery({
    queryKey: ['widgets', 'user-modal', 'tree', generation],
    queryFn: fetchDepartTree,
    enabled: open,
  });
  const users = useQuery({
    queryKey: ['widgets', 'user-modal', 'users', generation, depart, keyword, page.current, page.pageSize],
    enabled: open,
    queryFn: async () => {
      if (depart) {
        const all = (await fetchUsersByDepart(depart)).filter((u) => matches(u, keyword));
        const from = (page.current - 1) * page.pageSize;
        return { records: all.slice(from, from + page.pageSize), total: all.length };
      }
      const username = filterValue(keyword, 'contains');
      return fetchUserPage({
        pageNo: page.current,
        pageSize: page.pageSize,
        ...(username ? { username } : {}),
      });
    },
  });

  // Every opening reloads tree, list and the selection of the given value.
  useEffect(() => {
    if (!open) {
      setSelected([]);
      return;
    }
    setGeneration((g) => g + 1);
    setDepart(null);
    setText('');
    setKeyword('');
    setPage({ current: 1, pageSize: 10 });
    const keys = splitValue(value);
    setSelected([]);
    if (keys.length === 0) return;
    fetchUserPage({ pageNo: 1, pageSize: keys.length, [valueKey]: keys.join(',') })
      .then((p) => setSelected(p.records))
      .catch(() => setSelected([]));
  }, [open]); // only when it opens or closes

  const records = users.data?.records ?? [];
  const treeData = useMemo(() => tree.data ?? [], [tree.data]);

  const submit = () => {
    const problem = submitCheck(selected.length, multiple);
    if (problem) {
      void message.warning(problem);
      return;
    }
    onOk(joinKeys(selected, keyOf), selected);
  };

  const search = (next: string) => {
    setKeyword(next);
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <Modal open={open} title={title} width={1250} onCancel={onCancel} onOk={submit} destroyOnHidden>
      <Row gutter={12}>
        <Col xs={24} md={7}>
          <div style={{ maxHeight: 480, overflow: 'auto' }} data-testid="user-modal-tree">
            {tree.isError && (
              <Alert
                type="error"
                showIcon
                message={tree.error instanceof ApiError ? tree.error.message : '部门加载失败'}
              />
            )}
            {tree.isLoading ? (
              <Spin />
            ) : treeData.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <Tree<DepartNode>
                defaultExpandAll
                treeData={treeData}
                selectedKeys={depart ? [depart] : []}
                onSelect={(keys: Key[]) => {
                  setDepart(keys.length ? String(keys[0]) : null);
                  setPage((p) => ({ ...p, current: 1 }));
                }}
              />
            )}
          </div>
        </Col>
        <Col xs={24} md={17}>
          <Space style={{ marginBottom: 12 }} wrap>
            <Input
              style={{ width: 240 }}
              placeholder="请输入用户账号"
              value={text}
              allowClear
              onChange={(e) => setText(e.target.value)}
              onPressEnter={() => search(text)}
            />
            <Button type="primary" onClick={() => search(text)}>
              查询
            </Button>
            <Button
              onClick={() => {
                setText('');
                setDepart(null);
                search('');
              }}
            >
              重置
            </Button>
          </Space>
          {users.isError && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 8 }}
              message={users.error instanceof ApiError ? users.error.message : '查询失败'}
            />
          )}
          <Table<UserRow>
            size="small"
            rowKey={valueKey}
            columns={columns}
            dataSource={records}
            loading={users.isFetching}
            scroll={{ y: 360 }}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: selected.map(keyOf),
              onChange: (keys: Key[]) =>
                setSelected(selectionAfterChange(selected, records, keys, keyOf, multiple)),
            }}
            pagination={{
              current: page.current,
              pageSize: page.pageSize,
              total: users.data?.total ?? 0,
              pageSizeOptions: ['10', '20', '30'],
              showSizeChanger: true,
              showTotal: (total, range) => showTotal(range, total),
              onChange: (current, pageSize) =>
                setPage((p) => ({ current: pageSize === p.pageSize ? current : 1, pageSize })),
            }}
          />
          <SelectedList
            items={selected.map((u) => ({
              key: keyOf(u),
              label: `${u.realname || u.username}（${u.username}）`,
            }))}
            onRemove={(key) => setSelected(withoutKey(selected, key, keyOf))}
          />
        </Col>
      </Row>
    </Modal>
  );
}
