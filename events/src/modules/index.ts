import type { StreamDefinition } from '../store/registry';
import type { InlineProjection } from '../store/types';
import { selfCheckProjection, selfCheckStream } from './selfcheck';

/** Every module's streams and inline projections: the store is built from these lists. */
export const streamDefinitions: readonly StreamDefinition[] = [selfCheckStream];
export const inlineProjections: readonly InlineProjection[] = [selfCheckProjection];
