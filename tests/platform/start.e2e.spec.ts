import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@srm/events/testing';
import { repoRoot } from '@srm/workflow/testing';
import { describe, expect, it } from 'vitest';
import { waitForExit } from '../support/processes';
import { freePort } from '../support/temporal';

/** Every live descendant of `pid` (from /proc), to check that none outlives the stop. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited while we looked
    }
  }
  const out: number[] = [];
  const walk = (p: number) => (children.get(p) ?? []).forEach((c) => (out.push(c), walk(c)));
  walk(pid);
  return out;
}
const alive = (pid: number) => {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z';
  } catch {
    return false;
  }
};

describe('npm start', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`serves the app and API on one URL with the embedded database, and ${signal} leaves no process behind`, async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'srm-start-'));
      const [port, temporalPort, uiPort] = [await freePort(), await freePort(), await freePort()];
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          TEMPORAL_PORT: String(temporalPort),
          TEMPORAL_UI_PORT: String(uiPort),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          TEMPORAL_ADDRESS: '',
          LOG_LEVEL: 'warn',
        },
        // Like a terminal: the script leads its own process group, and Ctrl-C goes to the group.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (b: Buffer) => (output += b.toString()));
      child.stderr.on('data', (b: Buffer) => (output += b.toString()));
      try {
        await eventually(
          async () =>
            output.includes('SRM is running') ? true : child.exitCode !== null ? false : undefined,
          180_000,
          () => `start-up:\n${output}`,
        ).then((ok) => expect(ok, output).toBe(true));
        const url = `http://127.0.0.1:${port}`;
        const health = (await fetch(`${url}/api/health`).then((r) => r.json())) as {
          result: { status: string; database: { kind: string } };
        };
        expect(health.result).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });
        const html = await fetch(`${url}/platform/status`).then((r) => r.text());
        expect(html).toContain('<title>SRM 采购与供应商协同平台</title>');
        expect(output).toContain(`Temporal Web UI: http://127.0.0.1:${uiPort}`);

        const family = descendants(child.pid!);
        expect(family.length).toBeGreaterThanOrEqual(2); // start.ts and the Temporal dev server
        if (signal === 'SIGINT') process.kill(-child.pid!, 'SIGINT');
        else child.kill('SIGTERM');
        await waitForExit(child);
        expect(child.exitCode).toBe(0);
        await eventually(
          async () => (family.every((p) => !alive(p)) ? true : undefined),
          20_000,
          'every child to exit',
        );
        await expect(fetch(`${url}/api/health`)).rejects.toThrow();
      } finally {
        if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 240_000);
  }
});
