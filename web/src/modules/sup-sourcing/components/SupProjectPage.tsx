import { PageContainer } from '@ant-design/pro-components';
import type { SupplierProjectView } from '@srm/contracts/sourcing';
import { useState, type ReactNode } from 'react';
import { SupplierClarificationPanel } from '../../sourcing-clarification';
import { useSupProjects } from '../hooks/useSupProjects';
import { SupProjectDrawer } from './SupProjectDrawer';
import { SupProjectTable } from './SupProjectTable';

export type SupProjectPageProps = {
  kind: 'inquiry' | 'tender';
  title: string;
  /** What the supplier does on one project (its quote, its sealed bid), above the project's 澄清答疑. */
  children: (project: SupplierProjectView) => ReactNode;
};

/** 我的询价 / 我的投标: the supplier's projects of one kind, and one project's detail in a drawer. */
export function SupProjectPage({ kind, title, children }: SupProjectPageProps) {
  const { list, rows } = useSupProjects(kind);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <PageContainer title={title}>
      <SupProjectTable kind={kind} rows={rows} loading={list.isPending} error={list.error} onOpen={setOpen} />
      <SupProjectDrawer id={open} onClose={() => setOpen(null)}>
        {(p) => (
          <>
            {children(p)}
            <div style={{ marginTop: 16 }}>
              <SupplierClarificationPanel projectId={p.id} status={p.status} />
            </div>
          </>
        )}
      </SupProjectDrawer>
    </PageContainer>
  );
}
