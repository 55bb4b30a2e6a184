import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureTemporalCli } from './dev-server';

describe('ensureTemporalCli', () => {
  const dirs: string[] = [];
  const tmp = async () => {
    const d = await mkdtemp(join(tmpdir(), 'srm-cli-'));
    dirs.push(d);
    return d;
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });
  const executable = async (path: string) => {
    await writeFile(path, '#!/bin/sh\n');
    await chmod(path, 0o755);
  };

  it('tells a user without the CLI and without Go what to install or to set', async () => {
    const repo = await tmp();
    await expect(ensureTemporalCli(repo, await tmp(), () => {})).rejects.toThrow(
      /Install the temporal CLI .* or Go .*, or set TEMPORAL_ADDRESS/,
    );
  });

  it("prefers the repo's own .tools/bin, then PATH", async () => {
    const repo = await tmp();
    const bin = await tmp();
    await executable(join(bin, 'temporal'));
    expect(await ensureTemporalCli(repo, bin, () => {})).toBe(join(bin, 'temporal'));
    await mkdir(join(repo, '.tools', 'bin'), { recursive: true });
    await executable(join(repo, '.tools', 'bin', 'temporal'));
    expect(await ensureTemporalCli(repo, bin, () => {})).toBe(join(repo, '.tools', 'bin', 'temporal'));
  });
});
