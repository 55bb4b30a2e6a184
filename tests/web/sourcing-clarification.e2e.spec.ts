import { sourcing } from '@srm/events';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

const everyone: sourcing.SupplierEligibility = { check: async () => ({ ok: true }) };

/**
 * 澄清答疑 in chromium against the real API and the demo seed: a supplier's question (asked through the
 * domain, as the supplier's page is another screen) waits in the buyer's list with who asked; the buyer
 * answers it there, and every participant then reads it without the asker.
 */
describe('sourcing clarification in chromium', () => {
  const suite = webSuite({ runWorker: false });

  it('a buyer opens 澄清答疑, sees who asked, and answers', async () => {
    const services = suite.api.services;
    const store = services.store();
    const buyer = await services
      .db()
      .selectFrom('sys_user')
      .select(['id', 'tenant_id'])
      .where('username', '=', 'buyer1')
      .executeTakeFirstOrThrow();
    const tenantId = buyer.tenant_id;
    const material = await services
      .db()
      .selectFrom('md_material' as never)
      .select(['id' as never])
      .where('tenant_id' as never, '=', tenantId as never)
      .executeTakeFirstOrThrow();
    const now = new Date();
    const by = { by: buyer.id, now };
    const { id: projectId } = await sourcing.draftSourcingProject(store, {
      tenantId,
      title: '澄清答疑演示询价',
      kind: 'inquiry',
      participation: 'invited',
      currency: 'CNY',
      quoteDeadline: new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 60_000) * 60_000),
      registrationDeadline: null,
      lines: [
        {
          materialId: (material as { id: string }).id,
          quantity: '10',
          deliveryDate: '2027-01-20',
          deliveryPlace: '桐乡基地',
          ceilingPrice: null,
        },
      ],
      ...by,
    });
    for (const supplierId of ['S001', 'S002']) {
      await sourcing.inviteSupplier(store, everyone, { tenantId, id: projectId, supplierId, ...by });
    }
    await sourcing.submitSourcingProject(store, {
      tenantId,
      id: projectId,
      ...by,
      startApproval: async () => ({ instanceId: 'e2e-publish' }),
    });
    await sourcing.applyPublicationApproval(store, {
      id: projectId,
      instanceId: 'e2e-publish',
      outcome: 'approved',
      now,
    });
    await sourcing.askQuestion(store, {
      tenantId,
      projectId,
      supplierId: 'S001',
      question: '高岭土的白度指标能否放宽到88？',
      by: 'sup_kaolin',
      now,
    });

    const page = await suite.signIn('buyer1', 'Buyer@2026');
    await page.getByRole('menuitem', { name: '寻源管理' }).click();
    await page.getByRole('menuitem', { name: '澄清答疑' }).click();
    await page.waitForURL('**/sourcing/clarification');
    const view = page.getByTestId('active-view');
    const row = view.locator('.ant-table-row').filter({ hasText: '高岭土的白度指标能否放宽到88？' });
    await row.waitFor();
    await row.getByText('待答复').waitFor();
    const asker = await services
      .db()
      .selectFrom('srm_supplier')
      .select('company_name')
      .where('id', '=', 'S001')
      .executeTakeFirstOrThrow();
    await row.getByText(asker.company_name).waitFor();

    await row.getByText('答复', { exact: true }).click();
    const modal = page.getByRole('dialog', { name: /^答复：/ });
    await modal.getByLabel('答复内容').fill('白度指标不变，仍为90以上。');
    await modal.getByRole('button', { name: /^提\s*交$/ }).click();
    await page.locator('.ant-message-notice').filter({ hasText: '答复已发布' }).first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    await row.getByText('已答复').waitFor();

    // The other participant reads it, without who asked.
    const seen = await sourcing.supplierClarifications(services.db(), {
      tenantId,
      supplierId: 'S002',
      projectId,
    });
    expect(seen).toMatchObject([
      { question: '高岭土的白度指标能否放宽到88？', answer: '白度指标不变，仍为90以上。', mine: false },
    ]);
    expect(JSON.stringify(seen)).not.toContain('S001');
  });
});
