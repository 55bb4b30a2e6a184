import { Drawer } from 'antd';
import { PermissionGrantPanel, type PermissionGrantPanelProps } from './PermissionGrantPanel';

export type PermissionGrantDrawerProps = Omit<PermissionGrantPanelProps, 'onCancel' | 'onSaved'> & {
  open: boolean;
  title: string;
  onClose: () => void;
};

/** A grant in a drawer (角色授权, 部门角色授权): the tree checked from the grant, 保存 closes it. */
export function PermissionGrantDrawer({ open, title, onClose, ...panel }: PermissionGrantDrawerProps) {
  return (
    <Drawer open={open} title={title} width={650} onClose={onClose} destroyOnHidden>
      {open && <PermissionGrantPanel {...panel} onCancel={onClose} onSaved={onClose} />}
    </Drawer>
  );
}
