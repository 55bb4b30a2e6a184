import { PageContainer } from '@ant-design/pro-components';
import { useState } from 'react';
import { SupplierClarificationPanel } from '../../modules/sourcing-clarification';
import { SupProjectDrawer, SupProjectTable, TenderBid, useSupProjects } from '../../modules/sup-sourcing';

/**
 * 我的投标 (menu component `sup/TenderList`): the tenders the supplier is invited to, and the public ones
 * it may register for, with their deadlines; the sealed envelopes are submitted in the detail.
 */
export function Component() {
  const { list, rows } = useSupProjects('tender');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <PageContainer title="我的投标">
      <SupProjectTable
        kind="tender"
        rows={rows}
        loading={list.isPending}
        error={list.error}
        onOpen={setOpen}
      />
      <SupProjectDrawer id={open} onClose={() => setOpen(null)}>
        {(p) => (
          <>
            <TenderBid project={p} />
            <div style={{ marginTop: 16 }}>
              <SupplierClarificationPanel projectId={p.id} status={p.status} />
            </div>
          </>
        )}
      </SupProjectDrawer>
    </PageContainer>
  );
}
