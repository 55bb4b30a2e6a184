import type { EntityDefinition } from '@srm/contracts/masterdata';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Space, Spin, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { errorText } from '../../core';
import {
  GenericList,
  useListButtons,
  type ListColumn,
  type ListFormSlot,
  type ListTree,
} from '../../widgets';
import { useDictOptions } from '../hooks/useDictOptions';
import { entityBase, masterdataApi } from '../services/masterdataApi';
import type { EntityRef, EntityRow, ExtendedFieldMode } from '../types';
import { decimalText, ellipsisText } from '../utils/formRules';
import {
  actionPrefix,
  fieldByName,
  filterModeOf,
  hasChildNodes,
  labelOf,
  nodeLabel,
  searchFields,
  TREE_ROOT,
} from '../utils/listRules';
import { EntityForm } from './EntityForm';
import { EntityHistoryDrawer } from './EntityHistoryDrawer';
import { QueryViewInput } from './QueryViewInput';
import type { FieldDefinition } from '@srm/contracts/masterdata';

export type EntityListPageProps = {
  definition: EntityDefinition;
  variant?: 'buyer' | 'sup';
  /** Default the entity's label + 管理. */
  title?: string;
  extended?: readonly ExtendedFieldMode[];
  /** Money fields: their capitals under the form's input, currency format in the list. */
  capitals?: readonly string[];
};

/** A list cell: `<field>_dictText` when the server sends it, else the dictionary's text; cut at 25 (§5). */
function Cell({
  field,
  row,
  currency,
}: {
  field: FieldDefinition | undefined;
  row: EntityRow;
  currency: boolean;
}) {
  const name = field?.name ?? '';
  const { options } = useDictOptions(field && !row[`${name}_dictText`] ? field.dictCode : undefined);
  const raw = field ? row[field.name] : undefined;
  let text: string;
  const dictText = row[`${name}_dictText`];
  if (typeof dictText === 'string' && dictText !== '') text = dictText;
  else if (field?.dictCode && typeof raw === 'string' && options.length > 0)
    text = raw
      .split(',')
      .map((v) => options.find((o) => o.value === v)?.label ?? v)
      .join(',');
  else if (field?.type === 'decimal') text = decimalText(raw, currency);
  else text = raw === null || raw === undefined ? '' : String(raw);
  const cut = ellipsisText(text);
  return cut === text ? <>{text}</> : <Tooltip title={text}>{cut}</Tooltip>;
}

/**
 * The add/edit drawer: the record read again by id for editing, saved through the variant's routes;
 * a tree's 添加下级 adds under `parent` (shown read-only).
 */
function EntityFormDrawer({
  definition,
  variant,
  entityRef,
  extended,
  capitals,
  open,
  record,
  parent = null,
  onClose,
  onSaved,
}: ListFormSlot<EntityRow> & {
  definition: EntityDefinition;
  variant: 'buyer' | 'sup';
  entityRef: EntityRef;
  extended: readonly ExtendedFieldMode[];
  capitals: readonly string[];
  parent?: EntityRow | null;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const id = record?.id ?? null;
  const full = useQuery({
    queryKey: ['masterdata', 'record', entityRef.variant, entityRef.entity, id],
    queryFn: () => masterdataApi.queryById(entityRef, id!),
    enabled: open && id !== null,
  });
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const text = id
        ? await masterdataApi.edit(entityRef, id, values)
        : await masterdataApi.add(entityRef, parent ? { ...values, pid: parent.id } : values);
      void message.success(text || '保存成功!');
      onSaved();
    } catch (e) {
      void message.error(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      open={open}
      width={720}
      title={id ? `编辑${definition.label}` : parent ? '添加下级' : `新增${definition.label}`}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            确定
          </Button>
        </Space>
      }
    >
      {id && full.isPending ? (
        <Spin />
      ) : (
        <EntityForm
          key={id ?? `new-${parent?.id ?? TREE_ROOT}`}
          definition={definition}
          variant={variant}
          mode={id ? 'update' : 'create'}
          form={form}
          initialValues={id ? (full.data ?? record ?? {}) : {}}
          extended={extended}
          capitals={capitals}
          onFinish={save}
        >
          {parent && (
            <Form.Item label={labelOf(definition, 'pid')}>
              <Input value={nodeLabel(definition, parent)} disabled data-testid="entity-form-parent" />
            </Form.Item>
          )}
        </EntityForm>
      )}
    </Drawer>
  );
}

/**
 * The list page of a declared entity, on the shared GenericList (paging, super query, delete,
 * batch delete, export, import, the §6 buttons): columns of the variant (dictionary texts, decimals
 * with separators, the 25-width ellipsis), sorting on the definition's whitelist, the search form
 * from the query fields in their §5 views, add/edit in a drawer with EntityForm, 变更历史 per row.
 */
export function EntityListPage({
  definition,
  variant = 'buyer',
  title,
  extended = [],
  capitals = [],
}: EntityListPageProps) {
  const v = definition.variants[variant] ?? definition.variants.buyer;
  const entityRef = useMemo<EntityRef>(
    () => ({ entity: definition.name, variant: definition.variants[variant] ? variant : 'buyer' }),
    [definition, variant],
  );
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  // 添加下级: the parent row, and the list's reload for after the save.
  const [childOf, setChildOf] = useState<{ parent: EntityRow; reload: () => void } | null>(null);
  const buttons = useListButtons(actionPrefix(definition));
  const isTree = definition.kind === 'tree';
  const tree = useMemo<ListTree<EntityRow> | undefined>(
    () =>
      isTree
        ? {
            children: (pid) => masterdataApi.children(entityRef, pid ?? TREE_ROOT),
            hasChildren: hasChildNodes,
          }
        : undefined,
    [isTree, entityRef],
  );
  const columns = useMemo<ListColumn<EntityRow>[]>(() => {
    const sortable = new Set(definition.list.sortable);
    const shown = v.columns ?? definition.list.columns;
    const table: ListColumn<EntityRow>[] = shown.map((name) => {
      const field = fieldByName(definition, name);
      return {
        key: name,
        title: labelOf(definition, name),
        dataIndex: name,
        hideInSearch: true,
        sorter: sortable.has(name),
        ...(field?.width ? { width: field.width } : {}),
        ...(definition.list.defaultSort.field === name
          ? {
              defaultSortOrder:
                definition.list.defaultSort.order === 'asc' ? ('ascend' as const) : ('descend' as const),
            }
          : {}),
        ...(field
          ? {
              searchable:
                field.type === 'integer' || field.type === 'decimal'
                  ? 'number'
                  : field.type === 'date' || field.type === 'datetime'
                    ? 'date'
                    : 'string',
            }
          : {}),
        render: (_: unknown, row: EntityRow) => (
          <Cell field={field} row={row} currency={capitals.includes(name)} />
        ),
      } as ListColumn<EntityRow>;
    });
    const search: ListColumn<EntityRow>[] = searchFields(definition, variant).map((s) => ({
      // No key: ProTable names a search field by its key before its dataIndex, and the list query
      // must get the field's own name (`name=*x*`, not `search-name`).
      title: s.label,
      dataIndex: s.name,
      hideInTable: true,
      queryMode: filterModeOf(s),
      renderFormItem: () => <QueryViewInput search={s} />,
    }));
    return [...table, ...search];
  }, [definition, v, variant, capitals]);

  const can = (a: (typeof v.actions)[number]) => v.actions.includes(a);
  return (
    <>
      <GenericList
        title={title ?? `${definition.label}管理`}
        base={entityBase(entityRef.variant)}
        params={{ entity: definition.name }}
        columns={columns}
        actions={actionPrefix(definition)}
        rowKey="id"
        exportTitle={`${definition.label}列表`}
        exportable={can('export')}
        importable={can('import')}
        {...(tree ? { tree } : {})}
        rowActions={(row, reload) => [
          ...(tree && can('add') && buttons.add
            ? [
                <a key="child" onClick={() => setChildOf({ parent: row, reload })}>
                  添加下级
                </a>,
              ]
            : []),
          <a key="history" onClick={() => setHistoryOf(row.id)}>
            变更历史
          </a>,
        ]}
        {...(can('add') || can('edit')
          ? {
              renderForm: (slot: ListFormSlot<EntityRow>) => (
                <EntityFormDrawer
                  {...slot}
                  definition={definition}
                  variant={variant}
                  entityRef={entityRef}
                  extended={extended}
                  capitals={capitals}
                />
              ),
            }
          : {})}
      />
      {tree && (
        <EntityFormDrawer
          open={childOf !== null}
          record={null}
          parent={childOf?.parent ?? null}
          definition={definition}
          variant={variant}
          entityRef={entityRef}
          extended={extended}
          capitals={capitals}
          onClose={() => setChildOf(null)}
          onSaved={() => {
            childOf?.reload();
            setChildOf(null);
          }}
        />
      )}
      <EntityHistoryDrawer
        open={historyOf !== null}
        entityRef={entityRef}
        recordId={historyOf}
        title={`${definition.label}变更历史`}
        onClose={() => setHistoryOf(null)}
      />
    </>
  );
}
