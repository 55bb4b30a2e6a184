/** Spec §9: sidebar widths, collapsed / expanded: 48 / 120 (new style), 120 / 160 (old); the phone drawer 120. */
export const SIDER_WIDTHS = {
  new: { collapsed: 48, expanded: 120 },
  old: { collapsed: 120, expanded: 160 },
} as const;
export const DRAWER_WIDTH = 120;
