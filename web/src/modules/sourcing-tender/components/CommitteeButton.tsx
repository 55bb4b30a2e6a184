import type { TenderView } from '@srm/contracts/sourcing';
import { App, Button } from 'antd';
import { useState } from 'react';
import { api, errorText } from '../../core';
import { SelectUserByDeptModal } from '../../widgets';

/**
 * 设置开标小组: staff users picked in the shared user picker (by id). The API fixes the committee once a
 * member confirmed and refuses supplier users, with its own words.
 */
export function CommitteeButton({ view, onDone }: { view: TenderView; onDone: () => void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const save = async (value: string) => {
    const memberIds = value.split(',').filter(Boolean);
    try {
      await api.post('/sourcing/tender/committee', { id: view.projectId, memberIds });
      void message.success('开标小组已设置');
      setOpen(false);
      onDone();
    } catch (e) {
      void message.error(errorText(e, '设置失败'));
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>设置开标小组</Button>
      <SelectUserByDeptModal
        open={open}
        title="选择开标小组成员"
        valueKey="id"
        value={view.committee.map((m) => m.userId).join(',')}
        onOk={(value) => void save(value)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
