import { App } from 'antd';
import { useEffect } from 'react';
import { processPushes } from '../services/processPushes';

/** Render-null: a task arriving for the user pops a notice (the todo list refreshes on its own). */
export function TaskArrivalEffect() {
  const { notification } = App.useApp();
  useEffect(
    () =>
      processPushes.subscribe((p) => {
        if (p.arrived)
          notification.info({ message: '您有新的待办任务', description: p.name ?? '请到我的任务中办理' });
      }),
    [notification],
  );
  return null;
}
