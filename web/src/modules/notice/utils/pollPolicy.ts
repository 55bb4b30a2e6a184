import type { NoticeConnection } from '../types';

/** Spec §4 / §9: the notification polling helper's period. */
export const NOTICE_POLL_INTERVAL_MS = 6000;

export type PollInput = {
  /** No token, no polling. */
  signedIn: boolean;
  connection: NoticeConnection;
  /** The last poll failed: the helper stops (spec §4) until a fetch succeeds again. */
  failed: boolean;
};

/**
 * The fallback: poll every 6000 ms only while signed in, the socket is not up and the last fetch
 * did not fail. While the socket is up, pushes refresh the list and nothing polls.
 */
export const noticePollInterval = ({ signedIn, connection, failed }: PollInput): number | false =>
  signedIn && connection !== 'connected' && !failed ? NOTICE_POLL_INTERVAL_MS : false;
