import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { SelectDepartModal, splitValue, type DepartNode } from '../../widgets';
import { findNode } from '../utils/departForm';

export type DepartFieldProps = {
  /** Department ids (a form field). */
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** The tenant's tree, for the names of the ids. */
  tree: readonly DepartNode[];
  /** Names of the user's departments that could not be found back (told, and replaced by a new choice). */
  unresolved?: readonly string[];
};

/** The user's departments as tags, chosen with the select-department modal (spec §2, width 500). */
export function DepartField({ value = [], onChange, tree, unresolved = [] }: DepartFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Flex gap={4} wrap align="center" data-testid="depart-field">
        {value.map((id) => (
          <Tag key={id} closable onClose={() => onChange?.(value.filter((v) => v !== id))}>
            {findNode(tree, id)?.title ?? id}
          </Tag>
        ))}
        {unresolved.map((name) => (
          <Tag key={`?${name}`} color="warning">
            {name}
          </Tag>
        ))}
        <Button size="small" onClick={() => setOpen(true)}>
          选择部门
        </Button>
      </Flex>
      {unresolved.length > 0 && (
        <Typography.Text type="warning">
          以上黄色部门无法确定（名称重复或已删除），重新选择部门时请一并确认
        </Typography.Text>
      )}
      <SelectDepartModal
        open={open}
        value={value.join(',')}
        onCancel={() => setOpen(false)}
        onOk={(ids) => {
          setOpen(false);
          onChange?.(splitValue(ids));
        }}
      />
    </>
  );
}
