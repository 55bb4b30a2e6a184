import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/**
 * The system-admin data views against the real API and the seeded demo tenant (issue 4 "System-admin
 * pages"): 数据字典 with items and 刷新缓存 (spec §8), 分类字典 tree, 系统公告 release, 编码规则 bill code,
 * 日志管理 login log.
 */
describe('system admin data views in chromium', () => {
  const suite = webSuite();
  let page: Page;

  const view = () => page.getByTestId('active-view');
  const rows = () => view().locator('tbody tr.ant-table-row');
  const row = (text: string) => rows().filter({ hasText: text });
  /** The OK button of the open modal, whatever the locale and component call it. */
  const modalOk = (dialog: ReturnType<Page['getByRole']>) =>
    dialog.locator('.ant-modal-footer .ant-btn-primary');
  /** The OK button of the open popconfirm. */
  const popOk = () => page.locator('.ant-popconfirm:visible .ant-btn-primary');
  const open = async (path: string, title: string) => {
    await page.goto(suite.api.url + path);
    await view().getByText(title, { exact: true }).first().waitFor();
  };

  beforeAll(async () => {
    page = await (await suite.browser.newContext()).newPage();
    page.on('pageerror', (e) => suite.errors.push(e.message));
    await page.goto(suite.api.url + '/user/login');
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill('Admin@2026');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL('**/dashboard/analysis');
  });

  it('adds a dictionary with two items, and 刷新缓存 stores it in the session (刷新缓存完成！)', async () => {
    await open('/isystem/dict', '数据字典');
    // The seeded dictionaries are listed (newest first: the first page need not hold a given one).
    await rows().first().waitFor();

    await view()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const form = page.getByRole('dialog').filter({ hasText: '新增字典' });
    await form.getByPlaceholder('请输入字典名称').fill('浏览器测试颜色');
    await form.getByPlaceholder('请输入字典编码').fill('e2e_color');
    await modalOk(form).click();
    await page.getByText('添加成功！').first().waitFor();
    await row('e2e_color').waitFor();

    await row('e2e_color').getByText('字典配置').click();
    const drawer = page.getByTestId('dict-items');
    await drawer.locator('.ant-empty-description', { hasText: '暂无数据' }).waitFor();
    // Items are ordered by their sort value (then by value): 红色 1 before 蓝色 2.
    for (const [text, value, sort] of [
      ['红色', 'red', '1'],
      ['蓝色', 'blue', '2'],
    ] as const) {
      await drawer.getByRole('button', { name: /新\s*增/ }).click();
      const item = page.getByRole('dialog').filter({ hasText: '新增字典项' });
      await item.getByPlaceholder('请输入名称').fill(text);
      await item.getByPlaceholder('请输入数据值').fill(value);
      await item.getByRole('spinbutton').fill(sort);
      await modalOk(item).click();
      await item.waitFor({ state: 'hidden' });
      await drawer.getByRole('cell', { name: text, exact: true }).waitFor();
    }
    await expect.poll(() => drawer.locator('.ant-pagination-total-text').textContent()).toBe('1-2 共2条');
    // A value twice in one dictionary is refused by the server, in its words.
    await drawer.getByRole('button', { name: /新\s*增/ }).click();
    const twice = page.getByRole('dialog').filter({ hasText: '新增字典项' });
    await twice.getByPlaceholder('请输入名称').fill('又一个红色');
    await twice.getByPlaceholder('请输入数据值').fill('red');
    await modalOk(twice).click();
    await page.getByText('该字典下已存在此数据值').waitFor();
    await twice.getByRole('button', { name: /取\s*消/ }).click();
    await twice.waitFor({ state: 'hidden' });
    await page.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    /** The session's stored dictionaries (`pro__UI_CACHE_DB_DICT_DATA`): the texts of e2e_color. */
    const stored = async () => {
      const raw = await page.evaluate<string | null>("localStorage.getItem('pro__UI_CACHE_DB_DICT_DATA')");
      const items = raw ? (JSON.parse(raw) as { value: Record<string, { text: string }[]> }).value : {};
      return (items['e2e_color'] ?? []).map((i) => i.text);
    };
    expect(await stored()).toEqual([]);
    await view()
      .getByRole('button', { name: /刷新缓存/ })
      .click();
    await page.getByText('刷新缓存完成！').waitFor();
    expect(await stored()).toEqual(['红色', '蓝色']);
  });

  it('adds a category under 原材料, shown when the tree row is expanded', async () => {
    await open('/isystem/category', '分类字典');
    const raw = row('原材料');
    await raw.waitFor();
    await raw.getByText('添加下级').click();
    const form = page.getByRole('dialog').filter({ hasText: '添加下级' });
    await form.getByText('原材料（A01）').or(form.locator('input[value="原材料（A01）"]')).first().waitFor();
    await form.getByPlaceholder('请输入类型名称').fill('石英砂');
    await form.getByPlaceholder('请输入类型编码').fill('A01A09');
    await modalOk(form).click();
    await page.getByText('添加成功！').first().waitFor();
    // The parent's level is reloaded and expanded: the seeded children and the new one.
    await row('石英砂').waitFor();
    for (const name of ['叶蜡石', '高岭土', '石灰石']) await row(name).waitFor();
    // A category with children is not deleted: the server's refusal is shown.
    await raw.getByText('删除').click();
    await popOk().click();
    await page.getByText('该分类下存在子分类，不能删除！').waitFor();
    await row('原材料').waitFor();
  });

  it('creates and releases an announcement from the admin page: 已发布', async () => {
    await open('/isystem/annountCement', '系统公告');
    await row('春节期间送货安排').waitFor();
    await view()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const form = page.getByRole('dialog').filter({ hasText: '新增公告' });
    await form.getByPlaceholder('请输入标题').fill('浏览器测试公告');
    await form.getByText('系统公告', { exact: true }).click();
    await form.getByText('紧急', { exact: true }).click();
    await form.getByRole('textbox', { name: '内容' }).fill('<p>请各供应商<b>按时</b>确认订单。</p>');
    await modalOk(form).click();
    await page.getByText('添加成功！').first().waitFor();
    const mine = row('浏览器测试公告');
    await mine.getByText('未发布').waitFor();
    await mine.getByText('紧急').waitFor();

    await mine.getByText('发布', { exact: true }).click();
    await popOk().click();
    await page.getByText('发布成功').waitFor();
    await mine.getByText('已发布').waitFor();
    // Released: no 编辑 or 发布 any more, 撤销 instead; the sender is the admin.
    await expect.poll(() => mine.getByText('编辑', { exact: true }).count()).toBe(0);
    await mine.getByText('撤销', { exact: true }).waitFor();
    await mine.getByText('系统管理员').or(mine.getByText('admin')).first().waitFor();
    // 查看 shows the sanitised HTML in the announcement dialog (系统公告).
    await mine.getByText('查看', { exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '按时' });
    await dialog.locator('b', { hasText: '按时' }).waitFor();
  });

  it('generates the first purchase-order code of the year from 编码规则', async () => {
    await page.keyboard.press('Escape');
    await open('/isystem/fillRule', '编码规则');
    const po = row('purchase_order');
    await po.waitFor();
    await po.getByText('生成编码').click();
    // Periods are China Standard Time years.
    const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
    await expect.poll(() => page.getByTestId('bill-code').textContent()).toBe(`PO-${year}-000001`);
  });

  it("lists the admin's login in 日志管理, and filters by username", async () => {
    await page.keyboard.press('Escape');
    await open('/isystem/log', '登录日志');
    const admin = rows().filter({ hasText: 'admin' }).filter({ hasText: '成功' });
    await admin.first().waitFor();
    await view().getByRole('textbox', { name: '用户账号' }).fill('admin');
    await view()
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect
      .poll(async () => (await rows().allTextContents()).every((t) => t.includes('admin')))
      .toBe(true);
    expect(await rows().count()).toBeGreaterThan(0);
    expect(suite.errors).toEqual([]);
  });
});
