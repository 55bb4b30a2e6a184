import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A bench's server in a child process (so the load generator does not share its event loop and its
 * memory is its own): it prints lines on stdout (`READY <port>`, answers to stdin commands) and
 * exits on the stdin line `exit`.
 */
export class ServerProcess {
  private output = '';
  private lines: string[] = [];
  private wake: (() => void) | undefined;

  private constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => this.take(chunk));
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => (this.output += chunk));
  }

  /** `node [nodeArgs] --import tsx <entry> ...args` from the repository's root. */
  static start(name: string, entry: URL, args: string[], nodeArgs: string[] = []): ServerProcess {
    return new ServerProcess(
      name,
      spawn(process.execPath, [...nodeArgs, '--import', 'tsx', fileURLToPath(entry), ...args], {
        cwd: repoRoot,
        stdio: ['pipe', 'pipe', 'pipe'],
      }),
    );
  }

  private take(chunk: string) {
    this.output += chunk;
    const parts = (this.lines.pop() ?? '') + chunk;
    this.lines.push(...parts.split('\n'));
    this.wake?.();
  }

  /** The rest of the next complete stdout line starting with `prefix`. */
  async line(prefix: string, timeoutMs = 60_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Only complete lines (all but the last, unfinished one).
      const i = this.lines.slice(0, -1).findIndex((l) => l.startsWith(prefix));
      if (i >= 0) return this.lines.splice(i, 1)[0]!.slice(prefix.length).trim();
      if (this.child.exitCode !== null)
        throw new Error(`${this.name} server exited (${this.child.exitCode}):\n${this.output}`);
      if (Date.now() > deadline)
        throw new Error(`${this.name} server printed no ${prefix} in ${timeoutMs} ms:\n${this.output}`);
      await new Promise<void>((r) => {
        this.wake = r;
        setTimeout(r, 100);
      });
    }
  }

  /** Sends a command line and waits for its answer line. */
  async ask(command: string, answerPrefix: string, timeoutMs?: number): Promise<string> {
    this.child.stdin!.write(`${command}\n`);
    return this.line(answerPrefix, timeoutMs);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((r) => this.child.once('exit', () => r()));
    this.child.stdin!.write('exit\n');
    const t = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(t);
  }
}
