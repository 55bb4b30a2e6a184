import { ProjectList } from '../../modules/sourcing';

/** 定标结果 (menu component `sourcing/ResultList`): awarded projects of every kind; 查看 shows the awards and 结果公示. */
export function Component() {
  return <ProjectList title="定标结果" statuses={['awarded', 'resultPublished']} />;
}
