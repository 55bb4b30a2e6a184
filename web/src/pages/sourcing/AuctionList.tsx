import { ProjectList } from '../../modules/sourcing';

/** 竞价项目 (menu component `sourcing/AuctionList`): the auction projects of the shared project list. */
export function Component() {
  return <ProjectList title="竞价项目" kind="auction" />;
}
