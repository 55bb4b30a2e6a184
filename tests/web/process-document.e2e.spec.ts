import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/** A 合同 approval: approver1 approves, then a service task sets the contract 已审批. */
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:srm="https://srm.dev/schema/bpmn/srm" id="defs" targetNamespace="https://srm.dev/e2e">
  <bpmn:process id="contractDocApproval" name="合同审批" isExecutable="true">
    <bpmn:startEvent id="start" name="提交"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="approve" name="合同审批" srm:assignee="approver1">
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:serviceTask id="mark" name="合同置为已审批" srm:activity="setDocumentStatus">
      <bpmn:extensionElements><srm:param name="status" value="approved" /></bpmn:extensionElements>
      <bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing>
    </bpmn:serviceTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f3</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="mark" />
    <bpmn:sequenceFlow id="f3" sourceRef="mark" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

/**
 * The document side of an approval in chromium (real API, Temporal worker, seeded users): the
 * approver's task drawer shows the business document (the default view: title, business key and the
 * variables), and the process's setDocumentStatus task shows on the requester's live timeline.
 */
describe('a business document in its approval, in chromium', () => {
  const suite = webSuite({ runWorker: true });
  const view = (page: Page) => page.getByTestId('active-view');

  /** The administrator's API call (the designer's own journey is tests/web/process.e2e.spec.ts). */
  const asAdmin = async (path: string, body: unknown, token?: string) => {
    const r = await fetch(`${suite.api.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await r.json()) as { success: boolean; message: string; result: Record<string, string> };
    if (!answer.success) throw new Error(`${path}: ${answer.message}`);
    return answer.result;
  };

  it('业务单据 in the task drawer; 单据状态 set by the process on the timeline', async () => {
    const pages: Page[] = [];
    try {
      const { token } = await asAdmin('/sys/login', { username: 'admin', password: 'Admin@2026' });
      const { id } = await asAdmin(
        '/process/definition/add',
        { key: 'contractDocApproval', name: '合同审批', xml: XML },
        token,
      );
      await asAdmin('/process/definition/deploy', { id }, token);
      await asAdmin('/process/definition/bind', { id, documentType: 'contract' }, token);

      const approver = await suite.signIn('approver1', 'Approver@2026');
      pages.push(approver);
      await approver.goto(suite.api.url + '/process/myTask');
      const todo = approver.getByTestId('task-list-todo');
      await todo.locator('.ant-empty').waitFor();

      const buyer = await suite.signIn('buyer1', 'Buyer@2026');
      pages.push(buyer);
      await buyer.goto(suite.api.url + '/process/instance');
      await view(buyer).getByRole('button', { name: '发起审批' }).click();
      const start = buyer.getByRole('dialog').filter({ hasText: '业务编号' });
      await start.locator('.ant-select').click();
      await buyer.locator('.ant-select-dropdown:visible .ant-select-item-option[title="合同"]').click();
      await start.locator('.ant-select-selection-item[title="合同"]').waitFor();
      await expect.poll(() => buyer.locator('.ant-select-dropdown:visible').count()).toBe(0);
      await start.getByPlaceholder('请输入业务编号').fill('HT-E2E-001');
      await start.getByPlaceholder('请输入标题').fill('办公用品年度合同');
      await start.getByPlaceholder('请输入金额').fill('5000');
      await start.locator('.ant-modal-footer .ant-btn-primary').click();
      await buyer.getByText('提交成功').waitFor();
      await buyer.getByTestId('instance-status').getByText('审批中').waitFor();

      // The approver's drawer shows the document the task is about.
      const row = todo.locator('tr', { hasText: '办公用品年度合同' });
      await row.getByRole('button', { name: '办理' }).click();
      const doc = approver.getByTestId('business-document');
      await doc.getByText('业务单据').waitFor();
      const cell = (label: string) =>
        doc
          .locator('.ant-descriptions-item-label', { hasText: label })
          .locator('xpath=following-sibling::*[1]');
      await expect.poll(() => cell('业务编号').textContent()).toBe('HT-E2E-001');
      await expect.poll(() => cell('单据标题').textContent()).toBe('办公用品年度合同');
      await expect.poll(() => cell('amount').textContent()).toBe('5,000');
      await approver.getByRole('button', { name: /同\s*意/ }).click();
      await approver.getByText('办理成功').waitFor();

      // The process sets the contract 已审批 and ends; the requester's open page follows live.
      await buyer.getByTestId('instance-status').getByText('已结束（审批通过）').waitFor();
      await buyer.getByTestId('instance-timeline').getByText('单据状态置为「已审批」').waitFor();
      expect(suite.errors).toEqual([]);
    } catch (e) {
      await Promise.all(
        pages.map((p, i) => p.screenshot({ path: `/tmp/doc-e2e-${i}.png` }).catch(() => undefined)),
      );
      throw e;
    }
  }, 240_000);
});
