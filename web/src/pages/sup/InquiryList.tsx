import { PageContainer } from '@ant-design/pro-components';
import { useState } from 'react';
import { SupplierClarificationPanel } from '../../modules/sourcing-clarification';
import { InquiryQuote, SupProjectDrawer, SupProjectTable, useSupProjects } from '../../modules/sup-sourcing';

/**
 * 我的询价 (menu component `sup/InquiryList`): the inquiries the supplier is invited to or joined, its
 * quote per line until the deadline, its awarded shares; live on the project's status.
 */
export function Component() {
  const { list, rows } = useSupProjects('inquiry');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <PageContainer title="我的询价">
      <SupProjectTable
        kind="inquiry"
        rows={rows}
        loading={list.isPending}
        error={list.error}
        onOpen={setOpen}
      />
      <SupProjectDrawer id={open} onClose={() => setOpen(null)}>
        {(p) => (
          <>
            <InquiryQuote project={p} />
            <div style={{ marginTop: 16 }}>
              <SupplierClarificationPanel projectId={p.id} status={p.status} />
            </div>
          </>
        )}
      </SupProjectDrawer>
    </PageContainer>
  );
}
