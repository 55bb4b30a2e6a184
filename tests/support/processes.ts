import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '@srm/workflow/testing';

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
