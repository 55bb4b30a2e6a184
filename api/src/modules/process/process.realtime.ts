import type { process, RecordedEvent } from '@srm/events';
import type { Route } from '../../realtime/gateway';

const INSTANCE = 'processInstance-';

export const instanceRoom = (instanceId: string) => `instance:${instanceId}`;

/**
 * An instance's every event reaches its room (the instance page's diagram and timeline follow it
 * live); a task that arrives or moves reaches its users' own rooms, which ring the bell and refresh
 * 我的任务. Payloads are small: the page reloads what it shows. The instance room comes last: a
 * socket in both (a user on the page of an instance that gives them a task) gets the first route's
 * view only, and it must be the one that rings the bell.
 */
export function processEventRoutes(e: RecordedEvent): Route[] {
  if (!e.streamId.startsWith(INSTANCE)) return [];
  const instanceId = e.streamId.slice(INSTANCE.length);
  const event = { type: e.type, data: e.data } as process.ProcessInstanceEvent;
  const routes: Route[] = [];
  const users = (ids: (string | null)[]) =>
    [...new Set(ids.filter((u): u is string => !!u))].map((u) => `user:${u}`);
  switch (event.type) {
    case 'TaskCreated': {
      const rooms = users([event.data.assignee, ...event.data.candidates]);
      if (rooms.length > 0) {
        routes.push({
          rooms,
          data: { instanceId, taskId: event.data.taskId, name: event.data.name, arrived: true },
        });
      }
      break;
    }
    case 'TaskDelegated':
      routes.push({
        rooms: users([event.data.to]),
        data: { instanceId, taskId: event.data.taskId, arrived: true },
      });
      routes.push({
        rooms: users([event.data.from]),
        data: { instanceId, taskId: event.data.taskId, arrived: false },
      });
      break;
    case 'TaskEscalated':
      routes.push({
        rooms: users([event.data.to]),
        data: { instanceId, taskId: event.data.taskId, arrived: true },
      });
      break;
    case 'ProcessCarbonCopied':
      routes.push({ rooms: users(event.data.users), data: { instanceId, copied: true } });
      break;
    case 'TaskCompleted':
    case 'TaskClaimed':
      routes.push({
        rooms: users([event.data.by]),
        data: { instanceId, taskId: event.data.taskId, arrived: false },
      });
      break;
    default:
      break;
  }
  routes.push({ rooms: [instanceRoom(instanceId)], data: { instanceId, type: event.type } });
  return routes;
}
