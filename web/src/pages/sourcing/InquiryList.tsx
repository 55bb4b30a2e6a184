import { ProjectList } from '../../modules/sourcing';

/** 询价单 (menu component `sourcing/InquiryList`): the inquiry projects of the shared project list. */
export function Component() {
  return <ProjectList title="询价单" kind="inquiry" />;
}
