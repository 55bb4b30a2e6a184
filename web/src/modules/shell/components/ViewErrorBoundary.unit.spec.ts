import { describe, expect, it } from 'vitest';
import { chunkFailed } from './ViewErrorBoundary';

describe('view failures', () => {
  it('tells a failed chunk load from a view error', () => {
    expect(chunkFailed(new Error('Failed to fetch dynamically imported module: /assets/UserList-x.js'))).toBe(
      true,
    );
    expect(chunkFailed(new Error('Loading chunk 12 failed.'))).toBe(true);
    expect(chunkFailed(new Error('Loading CSS chunk 3 failed.'))).toBe(true);
    expect(chunkFailed(new Error("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});
