import type { StreamDefinition } from '../store/registry';
import type { InlineProjection } from '../store/types';
import { selfCheckProjection, selfCheckStream } from './selfcheck';
import { announcementProjection, announcementReadStream, announcementStream } from './system';
import { recordProjection, recordStream, userProjection, userStream } from './system';
import { sysFileProjection, sysFileStream } from './system';
import { billCodeProjection, billCodeStream } from './system';
import { userSettingProjection, userSettingStream } from './system';
import { loginAttemptStream, sessionProjection, sessionStream } from './system';
import { portalSettingsProjection, portalSettingsStream } from './portal';
import { sourcingNoticeProjection, sourcingNoticeStream } from './portal';
import { planInfoProjection, planInfoStream, sourcingSignUpProjection } from './portal';
import { supplierProjection, supplierStream } from './supplier';
import { processDefinitionProjection, processDefinitionStream } from './process';
import { processInstanceProjection, processInstanceStream } from './process';
import { processCcProjection, processCcReadStream } from './process';

/** Every module's streams and inline projections: the store is built from these lists. */
export const streamDefinitions: readonly StreamDefinition[] = [
  selfCheckStream,
  userStream,
  sessionStream,
  loginAttemptStream,
  recordStream,
  announcementStream,
  announcementReadStream,
  sysFileStream,
  billCodeStream,
  userSettingStream,
  sourcingNoticeStream,
  portalSettingsStream,
  planInfoStream,
  supplierStream,
  processDefinitionStream,
  processInstanceStream,
  processCcReadStream,
];
export const inlineProjections: readonly InlineProjection[] = [
  selfCheckProjection,
  userProjection,
  sessionProjection,
  recordProjection,
  announcementProjection,
  sysFileProjection,
  billCodeProjection,
  userSettingProjection,
  sourcingNoticeProjection,
  portalSettingsProjection,
  sourcingSignUpProjection,
  planInfoProjection,
  supplierProjection,
  processDefinitionProjection,
  processInstanceProjection,
  processCcProjection,
];
