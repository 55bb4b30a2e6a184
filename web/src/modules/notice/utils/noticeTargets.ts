import type { Announcement } from '../types';

/** The purchase order list route (a `bizId` query selects the order the announcement is about). */
export const PURCHASE_ORDER_PATH = '/order/purchaseOrder';
/** "View more" in the bell: every message of the user. */
export const MY_MESSAGES_PATH = '/messageSeting/annountCement';

/** Spec §2: the dialog's link to the purchase order list with `bizId`, when the announcement has a busId. */
export const bizLink = (busId: string | null | undefined): string | null => {
  const id = busId?.trim();
  return id ? `${PURCHASE_ORDER_PATH}?bizId=${encodeURIComponent(id)}` : null;
};

export type HandleTarget = { kind: 'navigate'; to: string } | { kind: 'window'; url: string };

/** A menu view: its route path and the component name the menu gives it. */
export type ViewRef = { path: string; component: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const normaliseComponent = (c: string) =>
  c
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx?|jsx?)$/, '');

/**
 * Where 处理 (handle) goes. openType 'url': an http(s) address opens in a new window, a path is
 * navigated to. openType 'component': `openPage` names a dynamic page, by the menu component that
 * shows it (`order/PurchaseOrderList`, `/order/PurchaseOrderList.vue`) or else by its route path
 * (`/x/y`). Anything else (no openType,
 * an empty page, another scheme such as `javascript:`, a component the user has no route to): none.
 */
export const handleTarget = (
  a: Pick<Announcement, 'openType' | 'openPage'>,
  views: readonly ViewRef[],
): HandleTarget | null => {
  const page = a.openPage?.trim();
  if (!page || !a.openType) return null;
  if (a.openType === 'url') {
    if (/^https?:\/\//i.test(page)) return { kind: 'window', url: page };
    if (SCHEME.test(page) || page.startsWith('//')) return null;
    return { kind: 'navigate', to: page.startsWith('/') ? page : `/${page}` };
  }
  const wanted = normaliseComponent(page);
  const view = views.find((v) => normaliseComponent(v.component) === wanted);
  if (view) return { kind: 'navigate', to: view.path };
  return page.startsWith('/') && !page.startsWith('//') ? { kind: 'navigate', to: page } : null;
};
