import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, Flex, Input, Popconfirm, Row, Spin, Tabs, Tree } from 'antd';
import { useMemo, useState } from 'react';
import {
  accessApi,
  DepartFormModal,
  DepartInfoForm,
  DepartRolePanel,
  errorText,
  findNode,
  parentKeys,
  PermissionGrantPanel,
  titlePath,
  type DepartFormModalProps,
} from '../../modules/access';
import { useAuthorized } from '../../modules/widgets';

/**
 * 部门管理 (menu component `system/DepartList`, `/isystem/depart`): the tenant's department tree
 * (searchable) on the left; on the right the selected department's 基本信息 (edit), 部门权限 (menus
 * granted to it) and 部门角色 (roles within it and their grants). 添加部门 / 添加下级 / 删除 (the
 * server refuses a department with children, members or department roles, and says so).
 */
export function Component() {
  const { message } = App.useApp();
  const canAdd = useAuthorized('system:depart:add');
  const canDelete = useAuthorized('system:depart:delete');
  const canAuthorize = useAuthorized('system:depart:authorize');
  const canRoles = useAuthorized('system:departRole:list');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState<DepartFormModalProps['target']>(null);

  const tree = useQuery({ queryKey: ['access', 'depart-admin-tree'], queryFn: accessApi.departTree });
  const search = useQuery({
    queryKey: ['access', 'depart-search', keyword],
    queryFn: () => accessApi.searchDeparts(keyword),
    enabled: keyword !== '',
  });
  const shown = useMemo(
    () => (keyword ? (search.data ?? []) : (tree.data ?? [])),
    [keyword, search.data, tree.data],
  );
  const expanded = useMemo(() => parentKeys(shown).filter((k) => !collapsed.has(k)), [shown, collapsed]);
  const depart = selected ? findNode(tree.data ?? [], selected) : undefined;
  const path = selected ? titlePath(tree.data ?? [], selected) : [];
  const failed = keyword ? search.error : tree.error;

  const refresh = () => {
    void tree.refetch();
    if (keyword) void search.refetch();
  };

  const remove = async (id: string) => {
    try {
      void message.success((await accessApi.deleteDepart(id)) || '删除成功!');
      setSelected(null);
      refresh();
    } catch (e) {
      void message.error(errorText(e, '删除失败'));
    }
  };

  return (
    <PageContainer title="部门管理">
      <Row gutter={16}>
        <Col xs={24} md={9} xl={8}>
          <Card
            title="组织机构"
            size="small"
            extra={
              canAdd && (
                <Button
                  type="primary"
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => setAdding({ parentId: null, parentName: null })}
                >
                  添加部门
                </Button>
              )
            }
          >
            <Input.Search
              placeholder="请输入部门名称"
              allowClear
              style={{ marginBottom: 8 }}
              onSearch={(v) => setKeyword(v.trim())}
            />
            <Flex gap={8} style={{ marginBottom: 8 }}>
              {canAdd && (
                <Button
                  disabled={!depart}
                  onClick={() => depart && setAdding({ parentId: depart.id, parentName: depart.departName })}
                >
                  添加下级
                </Button>
              )}
              {canDelete && (
                <Popconfirm
                  title={`确定删除部门「${depart?.departName ?? ''}」吗?`}
                  disabled={!depart}
                  onConfirm={() => (depart ? remove(depart.id) : undefined)}
                >
                  <Button danger disabled={!depart} icon={<DeleteOutlined />}>
                    删除
                  </Button>
                </Popconfirm>
              )}
            </Flex>
            {failed ? (
              <Alert type="error" showIcon message={errorText(failed, '部门加载失败')} />
            ) : (keyword ? search.isPending : tree.isPending) ? (
              <Spin style={{ display: 'block', margin: '24px auto' }} />
            ) : shown.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={keyword ? '未查询匹配数据！' : '暂无部门'}
              />
            ) : (
              <div data-testid="depart-admin-tree">
                <Tree
                  showLine
                  blockNode
                  treeData={shown}
                  expandedKeys={expanded}
                  onExpand={(_, info) => {
                    const key = String(info.node.key);
                    const next = new Set(collapsed);
                    if (info.expanded) next.delete(key);
                    else next.add(key);
                    setCollapsed(next);
                  }}
                  selectedKeys={selected ? [selected] : []}
                  onSelect={(keys) => setSelected(keys.length ? String(keys[0]) : null)}
                />
              </div>
            )}
          </Card>
        </Col>
        <Col xs={24} md={15} xl={16}>
          <Card size="small" title={path.length ? path.join(' / ') : '部门详情'}>
            {!depart ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请在左侧选择一个部门" />
            ) : (
              <Tabs
                key={depart.id}
                destroyOnHidden
                items={[
                  {
                    key: 'info',
                    label: '基本信息',
                    children: (
                      <DepartInfoForm depart={depart} parentPath={path.slice(0, -1)} onSaved={refresh} />
                    ),
                  },
                  ...(canAuthorize
                    ? [
                        {
                          key: 'permission',
                          label: '部门权限',
                          children: (
                            <PermissionGrantPanel
                              subject={['depart', depart.id]}
                              loadTree={accessApi.permissionTree}
                              loadGranted={() => accessApi.departPermission(depart.id)}
                              save={(checked, last) =>
                                accessApi.saveDepartPermission(depart.id, checked, last)
                              }
                              canSave={canAuthorize}
                            />
                          ),
                        },
                      ]
                    : []),
                  ...(canRoles
                    ? [
                        {
                          key: 'roles',
                          label: '部门角色',
                          children: <DepartRolePanel departId={depart.id} departName={depart.departName} />,
                        },
                      ]
                    : []),
                ]}
              />
            )}
          </Card>
        </Col>
      </Row>
      <DepartFormModal
        target={adding}
        onClose={() => setAdding(null)}
        onSaved={() => {
          setAdding(null);
          refresh();
        }}
      />
    </PageContainer>
  );
}
