import { EventRegistry, EventStore, type DatabaseHandle, type NewEvent } from '@srm/events';
import { z } from 'zod';

/** The benches' own aggregate: one stream type, one small event (about the size of a business event). */
export const BENCH_STREAM_TYPE = 'bench';
export const BENCH_EVENT = 'BenchTicked';

export const benchRegistry = () =>
  new EventRegistry([
    {
      streamType: BENCH_STREAM_TYPE,
      events: {
        [BENCH_EVENT]: z.object({ n: z.number().int(), writer: z.number().int(), note: z.string().max(200) }),
      },
    },
  ]);

export const benchStore = (handle: Pick<DatabaseHandle, 'db' | 'notifier' | 'prepared'>) =>
  new EventStore({
    db: handle.db,
    notifier: handle.notifier,
    prepared: handle.prepared,
    registry: benchRegistry(),
  });

const NOTE = 'bid placed on lot 7 by supplier 42; price within the reserve'.padEnd(100, '.');

export const benchData = (writer: number, n: number) => ({ n, writer, note: NOTE });

export const benchEvent = (writer: number, n: number): NewEvent => ({
  type: BENCH_EVENT,
  data: benchData(writer, n),
});
