import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Picks an option of an antd Select or TreeSelect inside `scope` by its visible text, typing `typed`
 * first when given (a searched select), and waits until the dropdown has closed: a closing dropdown
 * still matches while it animates out, and the next pick would click into it.
 */
export async function chooseOption(
  page: Page,
  scope: Locator,
  option: string,
  typed?: string,
): Promise<void> {
  await scope.locator('.ant-select-selector').click();
  if (typed) await scope.locator('input').fill(typed);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .locator('.ant-select-item-option, .ant-select-tree-title')
    .filter({ hasText: option })
    .first()
    .click();
  await expect
    .poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count(), {
      timeout: 10_000,
    })
    .toBe(0);
}
