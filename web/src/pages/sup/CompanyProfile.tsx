import { PageContainer } from '@ant-design/pro-components';
import { SupplierOnboarding } from '../../modules/supplier';

/**
 * 企业资料 (menu component `sup/CompanyProfile`): the supplier's own company record, its review status,
 * and the alteration form (a change is reviewed again; the company stays admitted meanwhile).
 */
export function Component() {
  return (
    <PageContainer title="企业资料">
      <div style={{ maxWidth: 720 }}>
        <SupplierOnboarding mode="alteration" />
      </div>
    </PageContainer>
  );
}
