import { http } from '../../core';
import type { PortalSettings } from '../../portal/preview';
import { callForMessage } from '../../widgets';
import type { PortalPublication } from '../types';

/** The studio's calls (门户设置): read what is live and its history, publish, revert. */
export const studioApi = {
  settings: () => http.get<PortalSettings>('/portal/view/settings'),
  history: () => http.get<PortalPublication[]>('/portal/settings/history'),
  /** The server's message: 发布成功！ or 门户设置未变化. */
  publish: (settings: PortalSettings) =>
    callForMessage('POST', '/portal/settings/publish', { body: settings }),
  revert: (version: number) => callForMessage('POST', '/portal/settings/revert', { body: { version } }),
};
