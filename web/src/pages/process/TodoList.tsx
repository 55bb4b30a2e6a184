import { TaskList } from '../../modules/process';

/** 我的任务 (menu component `process/TodoList`). */
export function Component() {
  return <TaskList which="todo" />;
}
