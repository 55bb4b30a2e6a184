import { describe, expect, it } from 'vitest';
import { bizLink, handleTarget, type ViewRef } from './noticeTargets';

const views: ViewRef[] = [
  { path: '/order/purchaseOrder', component: 'order/PurchaseOrderList' },
  { path: '/isystem/user', component: 'system/UserList' },
];

describe('where an announcement leads', () => {
  it('links to the purchase order list with bizId when the announcement has a busId', () => {
    expect(bizLink('PO-2026-0001')).toBe('/order/purchaseOrder?bizId=PO-2026-0001');
    expect(bizLink('a b&c')).toBe('/order/purchaseOrder?bizId=a%20b%26c');
    expect(bizLink(null)).toBeNull();
    expect(bizLink('  ')).toBeNull();
  });

  it("openType 'url': a path is navigated to, an http(s) address opens a window, other schemes nowhere", () => {
    expect(handleTarget({ openType: 'url', openPage: '/sourcing/inquiry?id=1' }, views)).toEqual({
      kind: 'navigate',
      to: '/sourcing/inquiry?id=1',
    });
    expect(handleTarget({ openType: 'url', openPage: 'sourcing/inquiry' }, views)).toEqual({
      kind: 'navigate',
      to: '/sourcing/inquiry',
    });
    expect(handleTarget({ openType: 'url', openPage: 'https://example.com/x' }, views)).toEqual({
      kind: 'window',
      url: 'https://example.com/x',
    });
    expect(handleTarget({ openType: 'url', openPage: 'javascript:alert(1)' }, views)).toBeNull();
    expect(handleTarget({ openType: 'url', openPage: '//evil.example' }, views)).toBeNull();
  });

  it("openType 'component': the dynamic page by path or by the menu component showing it", () => {
    expect(handleTarget({ openType: 'component', openPage: 'order/PurchaseOrderList' }, views)).toEqual({
      kind: 'navigate',
      to: '/order/purchaseOrder',
    });
    expect(handleTarget({ openType: 'component', openPage: '/system/UserList.vue' }, views)).toEqual({
      kind: 'navigate',
      to: '/isystem/user',
    });
    expect(handleTarget({ openType: 'component', openPage: '/sourcing/inquiry' }, views)).toEqual({
      kind: 'navigate',
      to: '/sourcing/inquiry',
    });
    expect(handleTarget({ openType: 'component', openPage: 'system/UserList.vue' }, views)).toEqual({
      kind: 'navigate',
      to: '/isystem/user',
    });
    expect(handleTarget({ openType: 'component', openPage: 'finance/Unknown' }, views)).toBeNull();
  });

  it('no openType or no page: no 处理 button', () => {
    expect(handleTarget({ openType: null, openPage: '/x' }, views)).toBeNull();
    expect(handleTarget({ openType: 'url', openPage: ' ' }, views)).toBeNull();
    expect(handleTarget({ openType: 'url', openPage: null }, views)).toBeNull();
  });
});
