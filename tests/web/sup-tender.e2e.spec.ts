import { sourcing } from '@srm/events';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

const everyone: sourcing.SupplierEligibility = { check: async () => ({ ok: true }) };
const minute = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);

/**
 * 我的投标 in chromium (real API, demo seed): a tender set up through the domain (S001 invited,
 * published, its registration closed by the domain as the clock would); sup_kaolin seals its technical
 * and commercial envelopes with a file read in the browser, is refused above the ceiling with the
 * server's words, seals, and sees its bid recorded (version and time, no price before opening).
 */
describe('a supplier seals a tender bid in 我的投标, in chromium', () => {
  const suite = webSuite({ runWorker: false });

  it('seals both envelopes and sees its bid recorded', async () => {
    const pages: Page[] = [];
    try {
      const services = suite.api.services;
      const store = services.store();
      const buyer = await services
        .db()
        .selectFrom('sys_user')
        .select(['id', 'tenant_id'])
        .where('username', '=', 'buyer1')
        .executeTakeFirstOrThrow();
      const tenantId = buyer.tenant_id;
      const material = await sql<{ id: string; name: string }>`
        select id, name from md_material where category_id = 'cat-raw-kaolin' order by code limit 1`.execute(
        suite.db.db,
      );
      const m = material.rows[0]!;
      const now = new Date();
      const by = { by: buyer.id, now };
      const registrationDeadline = minute(3_600_000);
      const { id } = await sourcing.draftSourcingProject(store, {
        tenantId,
        title: '高岭土年度招标（浏览器）',
        kind: 'tender',
        participation: 'invited',
        currency: 'CNY',
        quoteDeadline: minute(3 * 86_400_000),
        registrationDeadline,
        lines: [
          {
            materialId: m.id,
            quantity: '100',
            deliveryDate: '2027-03-01',
            deliveryPlace: '桐乡生产基地',
            ceilingPrice: '2000',
          },
        ],
        ...by,
      });
      await sourcing.inviteSupplier(store, everyone, { tenantId, id, supplierId: 'S001', ...by });
      await sourcing.submitSourcingProject(store, {
        tenantId,
        id,
        ...by,
        startApproval: async () => ({ instanceId: 'e2e-tender' }),
      });
      await sourcing.applyPublicationApproval(store, {
        id,
        instanceId: 'e2e-tender',
        outcome: 'approved',
        now,
      });
      // The registration's timer, fired early: bidding opens (no real deadline waited for).
      await sourcing.closeSourcingPhase(store, {
        id,
        phase: 'registration',
        round: 0,
        deadline: registrationDeadline.toISOString(),
        now,
      });

      const sup = await suite.signIn('sup_kaolin', 'Supplier@2026');
      pages.push(sup);
      await sup.goto(suite.api.url + '/sup/tender');
      const row = sup.locator('.ant-table-row', { hasText: '高岭土年度招标（浏览器）' });
      await row.getByText('报价中').waitFor();
      await row.getByRole('button', { name: '查看' }).click();
      const envelopes = sup.getByTestId('sup-tender-envelopes');
      await envelopes.getByText('未递交').waitFor();

      const form = sup.getByTestId('tender-bid-form');
      await form.getByLabel('技术方案摘要').fill('回转窑煅烧，白度90以上');
      await form
        .locator('input[type=file]')
        .first()
        .setInputFiles({
          name: '技术标.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('技术标正文 浏览器'),
        });
      await form.getByText('技术标.pdf').waitFor();
      const line = form.locator('.ant-table-tbody tr').first();
      await line.getByPlaceholder('单价').fill('2500');
      await line.getByPlaceholder('税率').fill('13');
      await line.getByPlaceholder('天').fill('20');
      const date = line.locator('.ant-picker input');
      await date.click();
      await date.fill('2027-06-30');
      await date.press('Enter');
      await form.getByRole('button', { name: '密封递交' }).click();
      // Above the ceiling: the server's words, nothing sealed.
      await sup
        .getByTestId('tender-refusal')
        .getByText(`「${m.name}」的单价不能高于最高限价 2000.0000`)
        .waitFor();
      await line.getByPlaceholder('单价').fill('1888.5');
      await form.getByRole('button', { name: '密封递交' }).click();
      await sup.getByText('投标文件已密封递交（第1版）').waitFor();

      const status = sup.getByTestId('sup-tender-status');
      await status.getByText('已密封递交（第1版）').waitFor();
      await status.getByText('未开标（开标前任何人无法查看报价）').waitFor();
      expect(await envelopes.textContent()).not.toContain('1888.5');
      // Replacing is offered until the deadline.
      await form.getByRole('button', { name: '替换投标' }).waitFor();

      const view = await sourcing.tenderView(store, tenantId, id, new Date());
      expect(view.bids.map((b) => [b.supplierId, b.version])).toEqual([['S001', 1]]);
      expect(suite.errors).toEqual([]);
    } catch (e) {
      await Promise.all(
        pages.map((p, i) => p.screenshot({ path: `/tmp/sup-tender-e2e-${i}.png` }).catch(() => undefined)),
      );
      throw e;
    }
  }, 240_000);
});
