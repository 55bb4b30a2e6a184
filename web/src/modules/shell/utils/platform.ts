/** The browser title, always (spec §2 "Tab layout"). */
export const PLATFORM_NAME = 'SRM 采购与供应商协同平台';
