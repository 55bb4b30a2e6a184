import type { z } from 'zod';
import { InvalidEventError } from '../errors';

/** What a module declares about one aggregate: its stream type and the schema of each event. */
export type StreamDefinition = {
  streamType: string;
  events: Record<string, z.ZodType>;
};

const STREAM_TYPE = /^[a-z][a-zA-Z0-9]*$/;

/** Stream ids are `<streamType>-<id>`; the type names the aggregate and decides which events fit. */
export function streamTypeOf(streamId: string): string {
  const i = streamId.indexOf('-');
  return i > 0 ? streamId.slice(0, i) : '';
}

export class EventRegistry {
  private readonly streamTypes = new Map<string, StreamDefinition>();
  private readonly eventOwner = new Map<string, StreamDefinition>();

  constructor(definitions: readonly StreamDefinition[]) {
    for (const def of definitions) {
      if (!STREAM_TYPE.test(def.streamType)) throw new Error(`bad stream type name: ${def.streamType}`);
      if (this.streamTypes.has(def.streamType))
        throw new Error(`stream type declared twice: ${def.streamType}`);
      this.streamTypes.set(def.streamType, def);
      for (const type of Object.keys(def.events)) {
        if (this.eventOwner.has(type)) throw new Error(`event type declared twice: ${type}`);
        this.eventOwner.set(type, def);
      }
    }
  }

  /** Validates and normalises one event's data for a stream; throws InvalidEventError. */
  parse(streamId: string, type: string, data: unknown): unknown {
    const streamType = streamTypeOf(streamId);
    if (!streamType || streamId.length <= streamType.length + 1) {
      throw new InvalidEventError('InvalidStreamId', `流标识不合法: ${streamId}`, { streamId });
    }
    const def = this.streamTypes.get(streamType);
    if (!def) throw new InvalidEventError('UnknownStreamType', `未知的流类型: ${streamType}`, { streamType });
    const schema = def.events[type];
    if (!schema) {
      throw new InvalidEventError('UnknownEventType', `流类型 ${streamType} 不接受事件 ${type}`, {
        streamType,
        type,
      });
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new InvalidEventError('InvalidEventData', `事件 ${type} 的数据不合法`, {
        type,
        issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    return result.data;
  }
}
