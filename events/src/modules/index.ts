import type { StreamDefinition } from '../store/registry';
import type { InlineProjection } from '../store/types';
import { selfCheckProjection, selfCheckStream } from './selfcheck';
import { recordProjection, recordStream, userProjection, userStream } from './system';

/** Every module's streams and inline projections: the store is built from these lists. */
export const streamDefinitions: readonly StreamDefinition[] = [selfCheckStream, userStream, recordStream];
export const inlineProjections: readonly InlineProjection[] = [
  selfCheckProjection,
  userProjection,
  recordProjection,
];
