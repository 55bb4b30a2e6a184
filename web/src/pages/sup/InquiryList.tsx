import { InquiryQuote, SupProjectPage } from '../../modules/sup-sourcing';

/**
 * 我的询价 (menu component `sup/InquiryList`): the inquiries the supplier is invited to or joined, its
 * quote per line until the deadline, its awarded shares; live on the project's status.
 */
export function Component() {
  return (
    <SupProjectPage kind="inquiry" title="我的询价">
      {(p) => <InquiryQuote project={p} />}
    </SupProjectPage>
  );
}
