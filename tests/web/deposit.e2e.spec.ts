import { finance, portal, sourcing } from '@srm/events';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const TITLE = '煅烧高岭土公开询价（含保证金）';

/**
 * 保证金 in chromium against the real API: a public inquiry asks 5000.00 CNY; the seeded supplier
 * (sup_kaolin), signed up, records its payment with the bank slip on its 保证金 screen; the buyer
 * confirms it on 财务管理 / 保证金 (the supplier is in the kaolin's source pool, so the eligibility port lets
 * it join) and sees it on the margin account; the supplier then takes part.
 * The project is published through the domain's commands (no approval engine in this journey).
 */
describe('deposits in chromium', () => {
  const suite = webSuite({ runWorker: false });

  it('a supplier records its deposit with proof, the buyer confirms it, and the supplier takes part', async () => {
    const store = suite.api.services.store();
    const now = new Date();
    const material = await suite.api.services
      .db()
      .selectFrom('md_material' as never)
      .select('id' as never)
      .where('code' as never, '=', 'MN01.0011' as never)
      .executeTakeFirstOrThrow();
    const deadline = new Date(Math.ceil((now.getTime() + 86_400_000) / 60_000) * 60_000);
    const { id } = await sourcing.draftSourcingProject(store, {
      tenantId: '1',
      title: TITLE,
      kind: 'inquiry',
      participation: 'public',
      currency: 'CNY',
      quoteDeadline: deadline,
      registrationDeadline: null,
      lines: [
        {
          materialId: (material as { id: string }).id,
          quantity: '100',
          deliveryDate: '2027-01-20',
          deliveryPlace: '桐乡基地二号仓',
          ceilingPrice: null,
        },
      ],
      by: 'buyer1',
      now,
    });
    await sourcing.setDepositRule(store, {
      tenantId: '1',
      id,
      amount: '5000',
      currency: 'CNY',
      by: 'buyer1',
      now,
    });
    await sourcing.submitSourcingProject(store, {
      tenantId: '1',
      id,
      by: 'buyer1',
      now,
      startApproval: async () => ({ instanceId: 'e2e-approval' }),
    });
    await sourcing.applyPublicationApproval(store, {
      id,
      instanceId: 'e2e-approval',
      outcome: 'approved',
      now,
    });
    await sourcing.announceProject(store, { id, now });
    await portal.signUpForSourcingProject(store, {
      projectId: id,
      supplier: { id: 'S001', name: '山东高岭土矿业有限公司', tenantId: '1', admitted: true },
      userId: 'sup_kaolin',
      contact: { name: '陈刚', phone: '13900000001' },
      now: now.toISOString(),
    });

    // The supplier records its payment.
    const sup = await suite.signIn('sup_kaolin', 'Supplier@2026');
    await sup.getByRole('menuitem', { name: '业务协同' }).click();
    await sup.getByRole('menuitem', { name: '保证金' }).click();
    await sup.waitForURL('**/sup/deposit');
    const mine = sup.getByTestId('active-view');
    const row = mine.locator('.ant-table-row').filter({ hasText: TITLE });
    await row.getByText('未缴纳').waitFor();
    await row.getByText('缴纳', { exact: true }).click();
    const pay = sup.getByRole('dialog', { name: /缴纳保证金/ });
    await expect.poll(() => pay.getByLabel(/缴纳金额/).inputValue()).toBe('5000.00');
    await pay.getByLabel('缴纳日期').click();
    await pay.getByLabel('缴纳日期').fill('2026-11-26');
    await pay.getByLabel('缴纳日期').press('Enter');
    await pay.getByLabel('银行流水号').fill('BK20261126001');
    await pay.getByRole('button', { name: /确\s?定/ }).click();
    await pay.getByText('请上传缴款凭证').waitFor();
    await pay
      .getByTestId('upload-field')
      .locator('input[type=file]')
      .setInputFiles({ name: '保证金回单.pdf', mimeType: 'application/pdf', buffer: PDF });
    await pay.getByText('保证金回单.pdf').waitFor();
    await pay.getByRole('button', { name: /确\s?定/ }).click();
    await sup
      .locator('.ant-message-notice')
      .filter({ hasText: '已登记缴纳，等待采购方确认' })
      .first()
      .waitFor();
    await row.getByText('待确认').waitFor();

    // The buyer confirms it.
    const buyer = await suite.signIn('buyer1', 'Buyer@2026');
    await buyer.getByRole('menuitem', { name: '财务管理' }).click();
    await buyer.getByRole('menuitem', { name: '保证金', exact: true }).click();
    await buyer.waitForURL('**/finance/deposit');
    const view = buyer.getByTestId('active-view');
    // By project: the demo seed's public tender has S001's deposit waiting too.
    const deposit = view.locator('.ant-table-row').filter({ hasText: TITLE });
    await deposit.getByText('BK20261126001').waitFor();
    await deposit.getByText('保证金回单.pdf').waitFor();
    await deposit.getByText('确认', { exact: true }).click();
    await buyer.locator('.ant-message-notice').filter({ hasText: '保证金已确认' }).first().waitFor();
    await deposit.getByText('已确认').waitFor();
    await view.getByRole('tab', { name: '保证金账户' }).click();
    const account = view
      .locator('.ant-tabs-tabpane-active .ant-table-row')
      .filter({ hasText: '山东高岭土矿业有限公司' });
    await account.getByRole('cell', { name: '5000.00', exact: true }).first().waitFor();

    // The 报名 is effective: the supplier takes part, its deposit cleared.
    const project = await sourcing.loadProject(store, '1', id);
    expect(project.participants.S001).toBeDefined();
    expect(project.depositCleared).toEqual(['S001']);
    expect(
      (await finance.depositList(suite.api.services.db(), { tenantId: '1', supplierId: 'S001' }))[0],
    ).toMatchObject({
      status: 'confirmed',
      amount: '5000.00',
    });
    expect(suite.errors).toEqual([]);
  });
});
