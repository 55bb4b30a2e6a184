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

  it('an admin edits the company profile, a timeline entry and a footer group; the preview and then the public /about show them', async () => {
    const page = await suite.signIn('admin', 'Admin@2026', { viewport: { width: 1600, height: 1000 } });
    await openStudio(page);
    const preview = page.getByTestId('studio-preview');
    const profile = '华东玻纤集团创建于2003年，专注玻璃纤维及复合材料，坚持阳光采购。';
    const milestone = '公司在浙江桐乡成立，首条池窑拉丝线投产';

    await page.getByRole('tab', { name: '关于我们' }).click();
    await page.getByLabel('公司简介', { exact: true }).fill(profile);
    await page.getByLabel('发展历程1第1条内容').fill(milestone);
    await page.getByRole('tab', { name: '页脚' }).click();
    await page.getByLabel('页脚分组1标题').fill('招采公告');
    await page.getByLabel('页脚分组1第1项名称').fill('公开招标');

    // A link the server would refuse is named under its input and holds 发布 back.
    await page.getByRole('button', { name: '添加链接' }).click();
    await page.getByLabel('链接1地址').fill('javascript:alert(1)');
    await page.getByText('链接地址应以 http://、https:// 或 / 开头').first().waitFor();
    const publishButton = page.getByRole('button', { name: /^发\s?布$/ });
    await poll(() => publishButton.isDisabled()).toBe(true);
    await page.getByRole('button', { name: '删除链接1' }).click();
    await poll(() => publishButton.isDisabled()).toBe(false);

    // The preview: the footer under the home at once; the company page one switch away.
    await preview.getByTestId('portal-footer').getByText('招采公告').waitFor();
    await preview.getByTestId('portal-footer').getByText('公开招标').waitFor();
    await page.getByLabel('预览页面').getByText('关于我们').click();
    await preview.getByTestId('studio-preview-about').getByText(profile).waitFor();
    await poll(() => preview.getByTestId('studio-preview-about').textContent()).toContain(milestone);

    await expectMessage(page, () => publishButton.click(), '发布成功！');
    await page
      .getByTestId('studio-publication')
      .first()
      .getByText('修改：页脚导航、公司简介、发展历程')
      .waitFor();

    const visitor = await suite.fresh({ viewport: { width: 1400, height: 900 } });
    await visitor.goto(suite.api.url + '/about');
    await visitor.getByText(profile).waitFor();
    await poll(() => visitor.getByTestId('portal-timeline').textContent()).toContain(milestone);
    await visitor.getByTestId('portal-footer').getByText('招采公告').waitFor();
    await visitor.getByTestId('portal-footer').getByText('公开招标').waitFor();
    await visitor.context().close();
    expect(suite.errors).toEqual([]);
  });

  it('two staff browsers: the second publish is refused with the message and overwrites nothing; kept over the latest it publishes', async () => {
    const wide = { viewport: { width: 1600, height: 1000 } };
    const first = await suite.signIn('admin', 'Admin@2026', wide);
    const second = await suite.signIn('admin', 'Admin@2026', wide);
    await openStudio(first);
    await openStudio(second);
    const count = await first.getByTestId('studio-publication').count();

    for (const [page, title] of [
      [first, '甲编辑的首屏标题'],
      [second, '乙编辑的首屏标题'],
    ] as const) {
      await page.getByRole('tab', { name: '首屏' }).click();
      await page.getByLabel('标题文字', { exact: true }).fill(title);
      await page.getByTestId('studio-preview').locator('h1', { hasText: title }).waitFor();
    }
    const publishOn = (page: Page) => page.getByRole('button', { name: /^发\s?布$/ }).click();
    await expectMessage(first, () => publishOn(first), '发布成功！');
    expect(await publicTitle('/portal/Home')).toBe('甲编辑的首屏标题');

    // The second draft started before that publication: refused, nothing written.
    await publishOn(second);
    const dialog = second.getByRole('dialog', { name: '发布未完成' });
    await dialog.getByText('门户设置已被他人更新，请刷新后再发布').waitFor();
    expect(await publicTitle('/portal/Home')).toBe('甲编辑的首屏标题');
    await poll(() => second.getByTestId('studio-publication').count()).toBe(count + 1);

    // 查看变更: the history marks the publication made meanwhile; the draft is still there.
    await dialog.getByRole('button', { name: '查看变更' }).click();
    await second.getByTestId('studio-publication').first().getByText('草稿之后').waitFor();
    await second.getByText(/草稿基于版本 \d+，之后已有他人发布/).waitFor();
    await second.getByTestId('studio-preview').locator('h1', { hasText: '乙编辑的首屏标题' }).waitFor();

    // Publishing again without deciding is refused again; 保留草稿 puts the draft over the latest version.
    await publishOn(second);
    await dialog.getByRole('button', { name: '保留草稿' }).click();
    await poll(() => second.getByTestId('studio-publication').getByText('草稿之后').count()).toBe(0);
    await expectMessage(second, () => publishOn(second), '发布成功！');
    expect(await publicTitle('/portal/Home')).toBe('乙编辑的首屏标题');
    await poll(() => second.getByTestId('studio-publication').count()).toBe(count + 2);
    expect(suite.errors).toEqual([]);
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
