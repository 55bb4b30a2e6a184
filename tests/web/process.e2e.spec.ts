import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/**
 * The approval engine in chromium against the real API, Temporal worker and seeded tenant: an
 * administrator imports a diagram into the designer, fixes what 校验 finds in the properties panel,
 * deploys and binds it; a buyer starts an approval; the approver's own browser sees the task arrive
 * live and approves; the buyer's open instance page follows and highlights the path.
 */
describe('approval processes in chromium', () => {
  const suite = webSuite({ runWorker: true });
  const view = (page: Page) => page.getByTestId('active-view');
  const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });
  /** Picks an option of the dialog's select and waits until it shows. */
  const choose = async (page: Page, scope: ReturnType<Page['locator']>, option: string) => {
    await scope.locator('.ant-select').click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
    await scope.locator('.ant-select-selection-item', { hasText: option }).waitFor();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
  };
  const classOf = (page: Page, id: string) =>
    page.locator(`[data-testid="run-viewer"] g.djs-element[data-element-id="${id}"]`).getAttribute('class');

  it('design, deploy, start, approve live, and the path on the diagram', async () => {
    const pages: Page[] = [];
    try {
      await journey(pages);
    } catch (e) {
      await Promise.all(
        pages.map((p, i) => p.screenshot({ path: `/tmp/ui-e2e-${i}.png` }).catch(() => undefined)),
      );
      throw e;
    }
  }, 240_000);

  const journey = async (pages: Page[]) => {
    // The seeded definition is listed, deployed and bound.
    const admin = await suite.signIn('admin', 'Admin@2026');
    pages.push(admin);
    await admin.goto(suite.api.url + '/process/designer');
    const seeded = view(admin).locator('tr', { hasText: 'purchaseRequisition' });
    await seeded.getByText('采购申请', { exact: true }).waitFor();
    await seeded.getByText('V1').waitFor();

    // 新增 a definition: its designer opens on its own page; import a diagram whose task has no assignment rule.
    await view(admin)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const form = dialog(admin, '新增流程定义');
    await form.getByPlaceholder('请输入流程标识').fill('contractApproval');
    await form.getByPlaceholder('请输入流程名称').fill('合同审批');
    await form.locator('.ant-modal-footer .ant-btn-primary').click();
    await admin.getByText('保存成功').first().waitFor();
    await admin.waitForURL(/\/process\/designer\/edit\?id=/);
    const designer = view(admin);
    await designer.getByText('流程设计：合同审批').waitFor();
    await designer.getByTestId('designer-version').getByText('未部署').waitFor();
    await designer.getByTestId('designer-canvas').locator('.djs-container').waitFor();
    await designer.locator('input[type=file]').setInputFiles({
      name: 'contract-approval.bpmn',
      mimeType: 'application/xml',
      buffer: await readFile(new URL('./__fixtures__/contract-approval.bpmn', import.meta.url)),
    });
    const task = designer.locator('g.djs-element[data-element-id="approve"]');
    await task.waitFor();

    // The imported diagram is not saved: leaving asks first, and 取消 stays on the page.
    await designer.getByTestId('designer-dirty').waitFor();
    await designer.getByTestId('designer-back').click();
    const leave = dialog(admin, '确定离开流程设计吗？');
    await leave.getByText('流程图有未保存的修改，离开后修改将丢失。').waitFor();
    await leave.getByRole('button', { name: /取\s*消/ }).click();
    await expect.poll(() => leave.count()).toBe(0);
    expect(new URL(admin.url()).pathname).toBe('/process/designer/edit');
    await task.waitFor();

    // 校验: the task is marked and the problem listed in the parser's words.
    await designer.getByRole('button', { name: /校\s*验/ }).click();
    await designer.getByTestId('problem-approve').waitFor();
    await designer.getByTestId('problem-list').getByText('没有处理人规则').waitFor();

    // A name typed on the canvas shows in the properties panel at once.
    const panel = designer.getByTestId('properties-panel');
    await task.click();
    await panel.getByText('编号：approve').waitFor();
    await task.dblclick();
    const label = admin.locator('.djs-direct-editing-parent');
    await label.waitFor();
    await admin.keyboard.press('ControlOrMeta+A');
    await admin.keyboard.type('合同审批（法务）');
    await admin.keyboard.press('Enter');
    await expect.poll(() => panel.getByLabel('名称').inputValue()).toBe('合同审批（法务）');

    // The properties panel writes srm:assignee; 校验 passes, 部署 makes V1 and nothing is left unsaved.
    await panel.getByPlaceholder('用户编号').first().fill('approver1');
    // 抄送发起人: once approved, the initiator is copied.
    await panel.getByText('抄送发起人').click();
    await designer.getByRole('button', { name: /校\s*验/ }).click();
    await designer.getByText('校验通过').first().waitFor();
    await expect.poll(() => designer.getByTestId('problem-approve').count()).toBe(0);
    await designer.getByRole('button', { name: /部\s*署/ }).click();
    await admin.getByText('部署成功，版本 V1').waitFor();
    await designer.getByTestId('designer-version').getByText('已部署 V1').waitFor();
    await expect.poll(() => designer.getByTestId('designer-dirty').count()).toBe(0);

    // A deep link: after a reload the page shows the same definition and its saved diagram.
    await admin.reload();
    await view(admin).getByText('流程设计：合同审批').waitFor();
    await view(admin)
      .locator('g.djs-element[data-element-id="approve"]')
      .getByText('合同审批（法务）')
      .waitFor();

    // Nothing unsaved: the back link goes straight to the list, whose 设计 opens the page again.
    await view(admin).getByTestId('designer-back').click();
    await admin.waitForURL(/\/process\/designer$/);
    const row = view(admin).locator('tr', { hasText: 'contractApproval' });
    await row.getByText('V1').waitFor();
    await row.getByRole('button', { name: '设计' }).click();
    await admin.waitForURL(/\/process\/designer\/edit\?id=/);
    await view(admin).getByTestId('designer-version').getByText('已部署 V1').waitFor();
    // Each definition's designer is its own tab: choosing a tab shows that tab's definition.
    await view(admin).getByTestId('designer-back').click();
    await seeded.getByRole('button', { name: '设计' }).click();
    await view(admin)
      .getByText(/流程设计：采购申请/)
      .waitFor();
    const designerTabs = admin.locator('[data-testid="tab"][data-path^="/process/designer/edit"]');
    await expect.poll(() => designerTabs.count()).toBe(2);
    await designerTabs.first().click();
    await view(admin).getByText('流程设计：合同审批').waitFor();
    await view(admin).getByTestId('designer-version').getByText('已部署 V1').waitFor();
    await view(admin).getByTestId('designer-back').click();
    await row.getByText('V1').waitFor();

    // 绑定单据: 合同.
    await row.getByRole('button', { name: '绑定单据' }).click();
    const bind = dialog(admin, '单据类型');
    await choose(admin, bind, '合同');
    await bind.locator('.ant-modal-footer .ant-btn-primary').click();
    await admin.getByText('绑定成功').waitFor();
    await row.getByText('合同', { exact: true }).waitFor();

    // The approver watches 我的任务: nothing yet.
    const approver = await suite.signIn('approver1', 'Approver@2026');
    pages.push(approver);
    await approver.goto(suite.api.url + '/process/myTask');
    const todo = approver.getByTestId('task-list-todo');
    await todo.locator('.ant-empty').waitFor();

    // The buyer starts an approval of a contract.
    const buyer = await suite.signIn('buyer1', 'Buyer@2026');
    pages.push(buyer);
    await buyer.goto(suite.api.url + '/process/instance');
    await view(buyer).getByRole('button', { name: '发起审批' }).click();
    const start = dialog(buyer, '业务编号');
    await choose(buyer, start, '合同');
    await start.getByPlaceholder('请输入业务编号').fill('HT-2026-001');
    await start.getByPlaceholder('请输入标题').fill('玻纤原料年度合同');
    await start.getByPlaceholder('请输入金额').fill('5000');
    await start.locator('.ant-modal-footer .ant-btn-primary').click();
    await buyer.getByText('提交成功').waitFor();
    // The new approval opens at once.
    await buyer.getByTestId('instance-status').getByText('审批中').waitFor();
    await expect.poll(() => classOf(buyer, 'approve')).toContain('srm-active');

    // The task arrives in the approver's open list without a reload, with a notice.
    await approver.getByText('您有新的待办任务').waitFor();
    const taskRow = todo.locator('tr', { hasText: '玻纤原料年度合同' });
    await taskRow.getByRole('cell', { name: '合同审批（法务）' }).first().waitFor();
    await taskRow.getByRole('button', { name: '办理' }).click();
    await approver.getByTestId('instance-view').getByText('HT-2026-001').waitFor();
    await approver.getByPlaceholder('请输入审批意见').fill('同意签订');
    await approver.getByRole('button', { name: /同\s*意/ }).click();
    await approver.getByText('办理成功').waitFor();
    await expect.poll(() => todo.locator('tr', { hasText: '玻纤原料年度合同' }).count()).toBe(0);

    // The buyer's open instance follows live: ended, approved, the whole path green.
    await buyer.getByTestId('instance-status').getByText('已结束（审批通过）').waitFor();
    await expect.poll(() => classOf(buyer, 'approve')).toContain('srm-done');
    await expect.poll(() => classOf(buyer, 'end')).toContain('srm-done');
    await expect.poll(() => classOf(buyer, 'f1')).toContain('srm-flow-taken');
    await expect.poll(() => classOf(buyer, 'f2')).toContain('srm-flow-taken');
    const timeline = buyer.getByTestId('instance-timeline');
    await timeline.getByText('王强 同意').waitFor();
    await timeline.getByText('意见：同意签订').waitFor();
    // Closed, the list has it with its outcome.
    await buyer.getByRole('dialog').locator('.ant-drawer-close').click();
    await view(buyer).locator('tr', { hasText: '玻纤原料年度合同' }).getByText('审批通过').waitFor();
    // The search form matches part of the title; the list sorts on the server by the column chosen.
    const search = view(buyer).locator('.ant-pro-query-filter');
    const query = search.getByRole('button', { name: /查\s*询/ });
    await search.getByLabel('标题').fill('不存在的合同');
    await query.click();
    await view(buyer).locator('.ant-empty').waitFor();
    await search.getByLabel('标题').fill('年度');
    await query.click();
    await view(buyer).locator('tr', { hasText: '玻纤原料年度合同' }).waitFor();
    const sorted = buyer.waitForResponse(
      (r) => r.url().includes('/process/instance/list') && r.url().includes('column=businessKey'),
    );
    await view(buyer).getByRole('columnheader', { name: '业务编号' }).click();
    expect((await (await sorted).json()) as { success: boolean }).toMatchObject({ success: true });
    await view(buyer).locator('tr', { hasText: '玻纤原料年度合同' }).waitFor();
    // 高级查询: 业务编号 equal to another number empties the list; 重置 brings the approval back.
    await view(buyer)
      .getByRole('button', { name: /高级查询/ })
      .click();
    const builder = buyer.getByTestId('super-query');
    await builder.locator('.ant-select').nth(1).click();
    await buyer.locator('.ant-select-dropdown:visible .ant-select-item-option[title="业务编号"]').click();
    await builder.getByPlaceholder('请输入值').fill('HT-2026-999');
    await buyer
      .getByRole('dialog')
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await view(buyer).locator('.ant-empty').waitFor();
    await view(buyer)
      .getByRole('button', { name: /高级查询/ })
      .click();
    await buyer
      .getByRole('dialog')
      .getByRole('button', { name: /重\s*置/ })
      .click();
    await view(buyer).locator('tr', { hasText: '玻纤原料年度合同' }).waitFor();

    // 抄送: the buyer was copied once the task was approved: the bell has it, and 处理 opens 抄送我的 on
    // the instance, which marks the copy read.
    await buyer.getByTestId('notice-bell').click();
    const notices = buyer.getByTestId('notice-panel');
    await notices.getByText(/^系统消息/).click();
    await notices.getByText('抄送：玻纤原料年度合同').click();
    const notice = buyer.getByRole('dialog').filter({ has: buyer.getByTestId('announcement-dialog') });
    await notice.getByText(/在「合同审批（法务）」抄送给您/).waitFor();
    await notice.getByRole('button', { name: /处\s*理/ }).click();
    await buyer.waitForURL(/\/process\/ccTask/);
    await buyer.getByTestId('instance-view').getByText('HT-2026-001').waitFor();
    await buyer
      .getByTestId('instance-timeline')
      .getByText(/「合同审批（法务）」抄送/)
      .waitFor();
    await buyer.getByRole('dialog').locator('.ant-drawer-close').click();
    const copied = view(buyer).getByTestId('cc-list').locator('tr', { hasText: '玻纤原料年度合同' });
    await copied.getByText('已读').waitFor();
    await copied.getByRole('cell', { name: '合同审批' }).first().waitFor();

    // 历史任务 of the approver keeps it.
    await approver.goto(suite.api.url + '/process/historyTask');
    await approver
      .getByTestId('task-list-done')
      .locator('tr', { hasText: '玻纤原料年度合同' })
      .getByText('同意')
      .waitFor();
    expect(suite.errors).toEqual([]);
  };
});
