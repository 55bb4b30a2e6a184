import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Modal } from 'antd';
import { useState } from 'react';

export type MenuSearchProps = {
  options: readonly { title: string; path: string; external: boolean }[];
  isMobile: boolean;
  /** Opens the chosen entry: external and iframe entries in a new window, the rest by path. */
  onChoose: (path: string) => void;
};

/** Spec §2 header menu search: a box in the header, a dialog on a phone. */
export function MenuSearch({ options, isMobile, onChoose }: MenuSearchProps) {
  const [open, setOpen] = useState(false);
  const box = (
    <AutoComplete
      style={{ width: isMobile ? '100%' : 180 }}
      placeholder="搜索菜单"
      autoFocus={isMobile}
      options={options.map((o) => ({ value: o.path, label: o.title }))}
      filterOption={(input, option) => String(option?.label ?? '').includes(input)}
      onSelect={(path: string) => {
        setOpen(false);
        onChoose(path);
      }}
    />
  );
  if (!isMobile) return box;
  return (
    <>
      <Button type="text" aria-label="搜索菜单" icon={<SearchOutlined />} onClick={() => setOpen(true)} />
      <Modal title="搜索菜单" open={open} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {box}
      </Modal>
    </>
  );
}
