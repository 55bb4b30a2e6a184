export { defineOnlineReport, deleteOnlineReport, redefineOnlineReport } from './report.commands';
export {
  decide as decideOnlineReport,
  onlineReportDecider,
  REPORT_CODE_TAKEN,
  REPORT_ENTITY_MISSING,
  REPORT_NOT_FOUND,
} from './report.decide';
export type { OnlineReportCommand, OnlineReportState } from './report.decide';
export { onlineReportStream, onlineReportStreamId } from './report.events';
export type { OnlineReportEvent } from './report.events';
export { findOnlineReport, onlineReportProjection } from './report.projection';
export type { OnlineReportRow } from './report.projection';
