import { api } from '../../core';
import type { StudioSettings } from '../types';

/** The studio's calls (门户设置): read what is live (with its version) and its history, publish, revert. */
export const studioApi = {
  live: () => api.get('/portal/settings/live'),
  history: () => api.get('/portal/settings/history'),
  /**
   * The server's message: 发布成功！ or 门户设置未变化; 409 门户设置已被他人更新，请刷新后再发布 when
   * someone published after `baseVersion`.
   */
  publish: ({ settings, baseVersion }: { settings: StudioSettings; baseVersion: number }) =>
    api.message('POST', '/portal/settings/publish', { body: { ...settings, baseVersion } }),
  revert: (version: number) => api.message('POST', '/portal/settings/revert', { body: { version } }),
};
