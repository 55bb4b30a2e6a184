/** Spec §3 "Tab page": one tab of the multi-tab bar, keyed by its full path (path plus query). */
export type TabPage = {
  fullPath: string;
  path: string;
  name: string;
  meta: { title: string; icon: string | null; keepAlive: boolean };
};

/** Spec §3 "Store settings" device. */
export type Device = 'desktop' | 'tablet' | 'mobile';

/** A message for the UI to show once (a new `id` each time, so the same text shows again). */
export type TabsNotice = { id: number; text: string };
