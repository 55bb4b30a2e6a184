import { spawn, type ChildProcess } from 'node:child_process';
import { access, constants, mkdir } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { Connection } from '@temporalio/client';

/** Newest CLI release whose go.mod has no replace directive (go install pkg@version refuses those). */
export const TEMPORAL_CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';

type Log = (line: string) => void;

const isExecutable = (p: string) =>
  access(p, constants.X_OK).then(
    () => true,
    () => false,
  );

async function onPath(name: string, pathVar: string): Promise<string | undefined> {
  for (const dir of pathVar.split(delimiter).filter(Boolean)) {
    const p = join(dir, name);
    if (await isExecutable(p)) return p;
  }
  return undefined;
}

/** A `temporal` CLI on PATH or in `<repo>/.tools/bin`, installed there with Go when missing. */
export async function ensureTemporalCli(
  repoRoot: string,
  pathVar: string,
  log: Log,
  onSpawn: (child: ChildProcess) => void = () => {},
): Promise<string> {
  const local = join(repoRoot, '.tools', 'bin', 'temporal');
  if (await isExecutable(local)) return local;
  const found = await onPath('temporal', pathVar);
  if (found) return found;
  const go = await onPath('go', pathVar);
  if (!go) {
    throw new Error(
      'The Temporal CLI is not installed and Go is not available to build it. Install the temporal CLI ' +
        '(https://docs.temporal.io/cli) or Go 1.23+, or set TEMPORAL_ADDRESS to a running Temporal server.',
    );
  }
  log(
    `installing the Temporal CLI (${TEMPORAL_CLI_MODULE}) into .tools/bin; the first build takes a few minutes`,
  );
  await mkdir(join(repoRoot, '.tools', 'bin'), { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const p = spawn(go, ['install', TEMPORAL_CLI_MODULE], {
      env: { ...process.env, GOBIN: join(repoRoot, '.tools', 'bin') },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    onSpawn(p);
    p.on('error', reject);
    p.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`go install ${TEMPORAL_CLI_MODULE} exited with ${code}`)),
    );
  });
  return local;
}

export type DevServer = {
  address: string;
  uiUrl: string | undefined;
  process: ChildProcess;
  stop(): Promise<void>;
};

export type DevServerOptions = {
  cli: string;
  /** SQLite file for a persistent server; omit for in-memory. */
  dbFile?: string;
  port?: number;
  uiPort?: number;
  headless?: boolean;
  namespace?: string;
  log?: Log;
  readyTimeoutMs?: number;
  /** Own process group: a terminal's Ctrl-C then reaches only its parent, which stops it last. */
  detached?: boolean;
  /** Hears of the process as soon as it exists (so a caller stopping early can stop it too). */
  onSpawn?: (child: ChildProcess) => void;
};

/**
 * `temporal server start-dev` with WAL and synchronous=NORMAL (the default pragmas manage only a
 * few workflows per second on a file-backed store); resolves once the frontend answers.
 */
export async function startDevServer(o: DevServerOptions): Promise<DevServer> {
  const port = o.port ?? 7233;
  const address = `127.0.0.1:${port}`;
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--log-level', 'warn'];
  args.push('--namespace', o.namespace ?? 'default');
  if (o.dbFile) {
    args.push('--db-filename', o.dbFile);
    args.push('--sqlite-pragma', 'journal_mode=WAL', '--sqlite-pragma', 'synchronous=NORMAL');
  }
  if (o.headless) args.push('--headless');
  else args.push('--ui-port', String(o.uiPort ?? port + 1000));
  const child = spawn(o.cli, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: o.detached ?? false });
  o.onSpawn?.(child);
  let output = '';
  const collect = (b: Buffer) => {
    output = (output + b.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));

  const deadline = Date.now() + (o.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exited !== undefined) throw new Error(`temporal dev server exited with ${exited}:\n${output}`);
    try {
      const c = await Connection.connect({ address, connectTimeout: 1000 });
      await c.workflowService.getSystemInfo({});
      await c.close();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`temporal dev server did not answer on ${address} in time:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const uiUrl = o.headless ? undefined : `http://127.0.0.1:${o.uiPort ?? port + 1000}`;
  return {
    address,
    uiUrl,
    process: child,
    stop: () => stopChild(child),
  };
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
