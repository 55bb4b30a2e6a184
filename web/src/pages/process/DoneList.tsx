import { TaskList } from '../../modules/process';

/** 历史任务 (menu component `process/DoneList`). */
export function Component() {
  return <TaskList which="done" />;
}
