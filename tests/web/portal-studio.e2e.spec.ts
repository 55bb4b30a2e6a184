import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/**
 * 门户设置 (the portal studio) against the real API and the seeded demo tenant: an admin edits the hero
 * beside the live preview, the draft survives a reload, publishing changes the public home, the
 * history reverts it; a user without the permission gets no studio.
 */
describe('portal studio in chromium', () => {
  const suite = webSuite();
  /** Pages load lazily on a shared 2-core machine: give the UI time. */
  const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
  /** Runs `act` once earlier messages are gone, then expects its message (a failure shows the text). */
  const expectMessage = async (page: Page, act: () => Promise<unknown>, text: string) => {
    await poll(() => page.locator('.ant-message-notice').count()).toBe(0);
    await act();
    await poll(() => page.locator('.ant-message-notice').last().textContent()).toBe(text);
  };
  const openStudio = async (page: Page) => {
    const entry = page.getByRole('menuitem', { name: '门户设置' });
    if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: '门户管理' }).click();
    // The submenu opens with an animation: click once it is steady.
    await expect.poll(() => page.locator('.ant-motion-collapse').count()).toBe(0);
    await entry.click();
    await page.waitForURL('**/iportal/studio');
    await page.getByTestId('studio-preview').waitFor();
  };
  const publicTitle = async (path: string) => {
    const page = await suite.fresh();
    await page.goto(suite.api.url + path);
    const text = await page.getByTestId('portal-hero').locator('h1').innerText();
    await page.context().close();
    return text;
  };

  it('an admin edits the hero title and a statistic, sees them in the preview at once, publishes and reverts', async () => {
    const page = await suite.signIn('admin', 'Admin@2026', { viewport: { width: 1600, height: 1000 } });
    await openStudio(page);
    const preview = page.getByTestId('studio-preview');
    await preview.getByText('数字化采购 阳光透明 合作共赢').waitFor();
    // The seed's publication is the first version.
    await poll(() => page.getByTestId('studio-publication').count()).toBe(1);

    await page.getByRole('tab', { name: '首屏' }).click();
    await page.getByLabel('标题文字', { exact: true }).fill('玻纤阳光采购平台');
    await page.getByLabel('统计1数值').fill('52000');
    await page.getByLabel('统计1标题').fill('认证供应商');
    await preview.locator('h1', { hasText: '玻纤阳光采购平台' }).waitFor();
    await poll(() => preview.getByTestId('portal-stat').first().innerText()).toBe('52,000+家\n认证供应商');
    // Nothing is public before 发布.
    expect(await publicTitle('/portal/Home')).toBe('数字化采购 阳光透明 合作共赢');

    // The draft is kept locally: a reload keeps it.
    await page.reload();
    await page.getByTestId('studio-preview').locator('h1', { hasText: '玻纤阳光采购平台' }).waitFor();

    await expectMessage(page, () => page.getByRole('button', { name: /^发\s?布$/ }).click(), '发布成功！');
    await poll(() => page.getByTestId('studio-publication').count()).toBe(2);
    await page.getByTestId('studio-publication').first().getByText('修改：首屏标题、统计数据').waitFor();
    expect(await publicTitle('/portal/Home')).toBe('玻纤阳光采购平台');
    const home = await suite.fresh();
    await home.goto(suite.api.url + '/portal/Home');
    await poll(() => home.getByTestId('portal-stat').first().innerText()).toBe('52,000+家\n认证供应商');
    await home.context().close();

    // Revert to the first version: published again, the history grows.
    await page.getByTestId('studio-publication').last().getByRole('button', { name: '恢复此版本' }).click();
    await expectMessage(
      page,
      () => page.locator('.ant-popover:visible').last().locator('.ant-btn-primary').click(),
      '发布成功！',
    );
    await poll(() => page.getByTestId('studio-publication').count()).toBe(3);
    await preview.locator('h1', { hasText: '数字化采购 阳光透明 合作共赢' }).waitFor();
    expect(await publicTitle('/portal/Home')).toBe('数字化采购 阳光透明 合作共赢');
    expect(suite.errors).toEqual([]);
  });

  it('启用 publishes a template; 预览 opens its public home in a new tab', async () => {
    const page = await suite.signIn('admin', 'Admin@2026', { viewport: { width: 1600, height: 1000 } });
    await openStudio(page);
    const pro = page.getByTestId('studio-template-pro');
    await expectMessage(page, () => pro.getByRole('button', { name: /^启\s?用$/ }).click(), '发布成功！');
    await pro.getByText('使用中').waitFor();
    // 预览 opens the advanced home in a new tab of the same browser, and the back office stays signed in.
    const preview = pro.getByRole('link', { name: '预览' });
    expect(await preview.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
    expect(new URL(tab.url()).pathname).toBe('/proHome');
    await tab.getByTestId('portal-home-pro').waitFor();
    await page.reload();
    await page.getByTestId('studio-preview').waitFor();
    expect(new URL(page.url()).pathname).toBe('/iportal/studio');
    const visitor = await suite.fresh();
    await visitor.goto(suite.api.url + '/portal/Home');
    await visitor.getByTestId('portal-home-pro').waitFor();
    await visitor.context().close();
  });

  it('a user without the permission gets no studio', async () => {
    const page = await suite.signIn('buyer1', 'Buyer@2026');
    expect(await page.getByRole('menuitem', { name: '门户设置' }).count()).toBe(0);
    await page.goto(suite.api.url + '/iportal/studio');
    await page.waitForURL('**/403');
    await page.getByText('拒绝访问').waitFor();
    expect(await page.getByTestId('studio-preview').count()).toBe(0);
    expect(await page.getByText('发布历史').count()).toBe(0);
  });
});
