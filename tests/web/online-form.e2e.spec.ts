import { describe, expect, it } from 'vitest';
import { chooseOption } from '../support/antd';
import { webSuite } from '../support/web-suite';

/**
 * 在线表单 end to end: the administrator defines a form with three fields in 表单开发 and gives its menu
 * to the 采购员 role (生成菜单); buyer1 then opens it under 在线表单, adds records through the generic
 * form and finds one by search.
 */
describe('online forms in chromium', () => {
  const suite = webSuite({ runWorker: false });

  it('an administrator defines a form with three fields; a buyer adds records and finds one', async () => {
    const admin = await suite.signIn('admin', 'Admin@2026');
    await admin.getByRole('menuitem', { name: '在线开发' }).click();
    await admin.getByRole('menuitem', { name: '表单开发' }).click();
    await admin.waitForURL('**/online/cgform');
    const view = admin.getByTestId('active-view');
    await view.getByText('表单开发').first().waitFor();

    await view.getByRole('button', { name: /新\s*增$/ }).click();
    const drawer = admin.getByRole('dialog', { name: '新增表单' });
    await drawer.getByLabel('表名').fill('xVisitorLog');
    await drawer.getByLabel('表描述').fill('访客登记');
    const fields: [string, string, string, string][] = [
      ['xCode', '登记编号', '文本', '单条件'],
      ['xVisitor', '访客姓名', '文本', '单条件'],
      ['xPeople', '来访人数', '整数', '不查询'],
    ];
    for (const [i, [name, label, type, query]] of fields.entries()) {
      const n = i + 1;
      if (i > 0) await drawer.getByRole('button', { name: '添加字段' }).click();
      const row = drawer.getByTestId(`online-field-${n}`);
      await row.getByLabel(`第${n}行字段名称`).fill(name);
      await row.getByLabel(`第${n}行字段备注`).fill(label);
      if (type !== '文本') await chooseOption(admin, row.locator('.online-field-type'), type);
      await chooseOption(admin, row.locator('.online-field-query'), query);
    }
    await drawer.getByTestId('online-field-1').getByLabel('第1行必填').check();
    await drawer.getByRole('button', { name: /确\s*定/ }).click();
    await admin.locator('.ant-message-notice').filter({ hasText: '添加成功' }).first().waitFor();
    await drawer.waitFor({ state: 'hidden' });

    const formRow = view.locator('.ant-table-row').filter({ hasText: 'xVisitorLog' });
    await formRow.getByText('md_x_visitor_log').waitFor();
    await formRow.getByText('生成菜单').click();
    const menu = admin.getByRole('dialog', { name: '生成菜单：访客登记' });
    // A multiple select stays open after a pick.
    await menu.locator('.ant-select-selector').click();
    await admin
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: '采购员' })
      .first()
      .click();
    await admin.keyboard.press('Escape');
    await menu.locator('.ant-select-selection-item').filter({ hasText: '采购员' }).waitFor();
    await menu.getByRole('button', { name: '生成菜单' }).click();
    await admin.locator('.ant-message-notice').filter({ hasText: '菜单已生成' }).first().waitFor();

    // The buyer signs in after the grant: 在线表单 -> 访客登记.
    const buyer = await suite.signIn('buyer1', 'Buyer@2026');
    await buyer.getByRole('menuitem', { name: '在线表单' }).click();
    await buyer.getByRole('menuitem', { name: '访客登记' }).click();
    await buyer.waitForURL('**/online/cgformList/xVisitorLog');
    const list = buyer.getByTestId('active-view');
    await list.getByText('访客登记管理').first().waitFor();

    for (const [code, visitor, people] of [
      ['FK-001', '王工程师', '2'],
      ['FK-002', '李经理', '5'],
    ] as const) {
      await list.getByRole('button', { name: /新\s*增$/ }).click();
      const add = buyer.getByRole('dialog', { name: '新增访客登记' });
      const form = add.getByTestId('entity-form-xVisitorLog');
      await form.getByTestId('field-xCode').locator('input').fill(code);
      await form.getByTestId('field-xVisitor').locator('input').fill(visitor);
      await form.getByTestId('field-xPeople').locator('input').fill(people);
      await add.getByRole('button', { name: /确\s*定/ }).click();
      await buyer.locator('.ant-message-notice').filter({ hasText: '添加成功' }).first().waitFor();
      await add.waitFor({ state: 'hidden' });
    }
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(2);

    // The drawer's 确定 left the pointer over the header's user menu: move it off.
    await buyer.mouse.move(10, 500);
    await list.getByPlaceholder('请输入访客姓名').fill('李');
    await list.getByRole('button', { name: /查 询$/ }).click();
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(1);
    await list.locator('.ant-table-row').filter({ hasText: 'FK-002' }).getByText('李经理').waitFor();
    expect(suite.errors).toEqual([]);
  });
});
