import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/** Spec §2 side menu: two styles, two levels plus the third-level list, collapse, scroll buttons, phone drawer (§9 widths). */
describe('side menu in chromium', () => {
  const suite = webSuite();
  const loggedIn = async (options: BrowserContextOptions = {}): Promise<Page> => {
    const page = await suite.signIn('admin', 'Admin@2026', options);
    await page.waitForURL('**/dashboard/analysis');
    return page;
  };
  const siderWidth = (page: Page) =>
    page.getByTestId('side-sider').evaluate((el) => Math.round(el.getBoundingClientRect().width));

  it('new style: 120 px, the third level listed beside its parent, which stays marked; collapses to 48 px', async () => {
    const page = await loggedIn({ viewport: { width: 1400, height: 900 } });
    await expect(page.getByTestId('side-menu').getAttribute('data-menu-style')).resolves.toBe('new');
    expect(await siderWidth(page)).toBe(120);

    await page.getByRole('menuitem', { name: '主数据' }).click();
    // Pointed at once the sub-menu has finished opening (a pointer that never moves gets no mouseenter).
    await expect.poll(() => page.locator('.ant-motion-collapse').count()).toBe(0);
    await page.getByRole('menuitem', { name: '财务基础' }).hover();
    const list = page.getByTestId('third-level-menu');
    await expect
      .poll(() => list.getByRole('link').allTextContents())
      .toEqual(['币种', '汇率', '税率', '付款条件', '付款方式', '银行', '贸易方式']);
    // The third level is not a row of the side menu itself.
    expect(await page.getByRole('menuitem', { name: '税率' }).count()).toBe(0);
    await list.getByRole('link', { name: '税率' }).click();
    await page.waitForURL('**/masterdata/taxRate');
    await expect.poll(() => page.getByTestId('tab').allTextContents()).toEqual(['首页', '税率']);
    await expect
      .poll(() => page.getByRole('menuitem', { name: '财务基础' }).getAttribute('class'))
      .toContain('ant-menu-item-selected');

    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(() => siderWidth(page)).toBe(48);
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect.poll(() => siderWidth(page)).toBe(120);
    await page.context().close();
  });

  it('a menu taller than the window gets scroll buttons that scroll it', async () => {
    const page = await loggedIn({ viewport: { width: 1280, height: 420 } });
    const down = page.getByRole('button', { name: '向下滚动菜单' });
    const up = page.getByRole('button', { name: '向上滚动菜单' });
    for (const area of ['寻源管理', '合同管理', '订单管理'])
      await page.getByRole('menuitem', { name: area }).click();
    const scrollTop = () => page.getByTestId('side-menu-scroll').evaluate((el) => el.scrollTop);
    // At the top (where a mouse wheel can also take it) only the down button shows.
    await page.getByTestId('side-menu-scroll').evaluate((el) => el.scrollTo({ top: 0 }));
    await down.waitFor();
    await expect.poll(() => up.count()).toBe(0);
    await down.click();
    await expect.poll(scrollTop).toBeGreaterThan(0);
    await up.waitFor();
    await up.click();
    await expect.poll(scrollTop).toBe(0);
    await expect.poll(() => up.count()).toBe(0);
    await page.context().close();
  });

  it('the old style (chosen in 系统布局配置, kept after reload) nests every level at 160 px', async () => {
    const page = await loggedIn({ viewport: { width: 1400, height: 900 } });
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '系统布局配置' }).click();
    await page.getByRole('dialog', { name: '系统布局配置' }).getByText('经典').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => siderWidth(page)).toBe(160);
    await page.reload();
    await expect.poll(() => siderWidth(page)).toBe(160);
    await expect(page.getByTestId('side-menu').getAttribute('data-menu-style')).resolves.toBe('old');
    await page.getByRole('menuitem', { name: '主数据' }).click();
    await page.getByRole('menuitem', { name: '财务基础' }).click();
    await expect.poll(() => page.locator('.ant-motion-collapse').count()).toBe(0);
    // The whole row is the entry: a click beside its text follows it too.
    await page.getByRole('menuitem', { name: '付款条件' }).click({ position: { x: 140, y: 10 } });
    await page.waitForURL('**/masterdata/paymentCondition');
    await expect
      .poll(() => page.getByRole('menuitem', { name: '付款条件' }).getAttribute('class'))
      .toContain('ant-menu-item-selected');
    expect(await page.getByTestId('third-level-menu').count()).toBe(0);
    await page.context().close();
  });

  it('on a phone the menu is a 120 px drawer that closes when an entry is chosen, and the search a dialog', async () => {
    const page = await loggedIn({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    expect(await page.getByTestId('side-sider').count()).toBe(0);
    await page.locator('.ant-pro-global-header-collapsed-button').click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await expect.poll(() => drawer.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(120);
    await page.getByRole('menuitem', { name: '寻源管理' }).click();
    await page.getByRole('menuitem', { name: '询价单' }).click();
    await page.waitForURL('**/sourcing/inquiry');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    // The menu search is a dialog on a phone.
    await page.getByRole('button', { name: '搜索菜单' }).click();
    const search = page.getByRole('dialog', { name: '搜索菜单' });
    await search.getByRole('combobox').fill('税');
    await page.locator('.ant-select-item-option', { hasText: '税率' }).click();
    await page.waitForURL('**/masterdata/taxRate');
    await expect.poll(() => search.isVisible()).toBe(false);
    await page.context().close();
  });

  afterAll(() => {
    expect(suite.errors).toEqual([]);
  });
});
