import { Button, Flex, Tag } from 'antd';
import { useState } from 'react';
import { SelectDepartModal, splitValue, type DepartNode } from '../../widgets';
import { findNode } from '../utils/departForm';

export type DepartFieldProps = {
  /** Department ids (a form field). */
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** The tenant's tree, for the names of the ids. */
  tree: readonly DepartNode[];
};

/** The user's departments as tags, chosen with the select-department modal (spec §2, width 500). */
export function DepartField({ value = [], onChange, tree }: DepartFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Flex gap={4} wrap align="center" data-testid="depart-field">
        {value.map((id) => (
          <Tag key={id} closable onClose={() => onChange?.(value.filter((v) => v !== id))}>
            {findNode(tree, id)?.title ?? id}
          </Tag>
        ))}
        <Button size="small" onClick={() => setOpen(true)}>
          选择部门
        </Button>
      </Flex>
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
