import { describe, expect, it } from 'vitest';
import { DESIGNER_PATH, designerPath } from './routes';

describe('designerPath', () => {
  it('carries the definition id as a search parameter, escaped', () => {
    expect(designerPath('42')).toBe(`${DESIGNER_PATH}?id=42`);
    expect(new URLSearchParams(designerPath('a&b=c').split('?')[1]).get('id')).toBe('a&b=c');
  });
});
