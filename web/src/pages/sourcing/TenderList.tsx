import { ProjectList } from '../../modules/sourcing';

/** 招标项目 (menu component `sourcing/TenderList`): the tender projects of the shared project list. */
export function Component() {
  return <ProjectList title="招标项目" kind="tender" />;
}
