import { SupProjectPage, TenderBid } from '../../modules/sup-sourcing';

/**
 * 我的投标 (menu component `sup/TenderList`): the tenders the supplier is invited to, and the public ones
 * it may register for, with their deadlines; the sealed envelopes are submitted in the detail.
 */
export function Component() {
  return (
    <SupProjectPage kind="tender" title="我的投标">
      {(p) => <TenderBid project={p} />}
    </SupProjectPage>
  );
}
