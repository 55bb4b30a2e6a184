import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '@srm/workflow/testing';

const started = new Set<ChildProcess>();

/** Kills every process startNodeProcess started that is still running (for afterAll: a failed test leaves none). */
export async function killStartedProcesses(): Promise<void> {
  await Promise.all(
    [...started].map((c) => {
      c.kill('SIGKILL');
      return waitForExit(c);
    }),
  );
  started.clear();
}

/** Starts a TypeScript entry as its own Node process; resolves once it prints `readyLine`. */
export function startNodeProcess(
  entry: string,
  env: Record<string, string>,
  readyLine: RegExp,
  timeoutMs = 60_000,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} not ready in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (b: Buffer) => {
      output += b.toString();
      if (readyLine.test(output)) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}:\n${output}`));
    });
  });
}

export function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
