import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A child process started in its own process group, so that
 * - Ctrl-C in the terminal reaches only our Node process (which then saves data and stops the emulators in order), and
 * - stopping it stops everything it spawned (firebase-tools starts further Node and Java processes).
 */
export interface ManagedProcess {
  readonly pid: number;
  readonly name: string;
  /** The last lines the process printed (stdout and stderr), for error messages. */
  recentOutput(): string;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  readonly exited: Promise<number | string>;
  hasExited(): boolean;
  /** Sends `signal` to the whole group, waits up to `graceMs`, then kills the group. Resolves once it is gone. */
  stop(opts?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<void>;
}

const MAX_OUTPUT_LINES = 40;
const live = new Set<ManagedProcess & { killNow(): void }>();
let exitHookInstalled = false;

export function spawnManaged(
  name: string,
  command: string,
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; onLine?: (line: string) => void } = {},
): ManagedProcess {
  const child: ChildProcess = spawn(command, args, {
    cwd: opts.cwd,
    env: opts.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (!line.trim()) continue;
      lines.push(stripAnsi(line));
      if (lines.length > MAX_OUTPUT_LINES) lines.shift();
      opts.onLine?.(line);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let exitedFlag = false;
  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (error) => {
      lines.push(String(error.message));
      exitedFlag = true;
      resolve(String((error as NodeJS.ErrnoException).code ?? 'error'));
    });
    child.once('exit', (code, signal) => {
      exitedFlag = true;
      resolve(code ?? signal ?? 'unknown');
    });
  });

  const pid = child.pid ?? -1;
  const signalGroup = (signal: NodeJS.Signals) => {
    if (pid <= 0) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  const reaper = pid > 0 ? startReaper(pid) : null;
  const managed = {
    pid,
    name,
    exited,
    recentOutput: () => lines.join('\n'),
    hasExited: () => exitedFlag,
    killNow: () => signalGroup('SIGKILL'),
    async stop({ signal = 'SIGTERM', graceMs = 10_000 }: { signal?: NodeJS.Signals; graceMs?: number } = {}) {
      if (!exitedFlag) {
        signalGroup(signal);
        const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      // The leader has exited; make sure nothing it started lingers in its group.
      signalGroup('SIGKILL');
      reaper?.kill();
      live.delete(managed);
    },
  };
  live.add(managed);
  void exited.then(() => {
    if (!groupAlive(pid)) live.delete(managed);
  });
  installExitHook();
  return managed;
}

/** Whether any process of the group still exists. */
export function groupAlive(pgid: number): boolean {
  if (pgid <= 0) return false;
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

// If our process ends without stopping its children (a crash, a test runner killing a worker), kill them so no
// emulator is left behind holding memory and ports.
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const proc of live) proc.killNow();
  });
}

/**
 * A tiny watchdog process: when our process disappears without stopping its children (kill -9, or a parent tool
 * such as tsx force-killing it), it kills the child's process group, so no emulator outlives us. It exits by
 * itself once the group is gone.
 */
const REAPER_SOURCE = `
const [parent, group] = process.argv.slice(1).map(Number);
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch (e) { return e.code === 'EPERM'; } };
setInterval(() => {
  if (!alive(-group)) process.exit(0);
  if (!alive(parent)) { try { process.kill(-group, 'SIGKILL'); } catch {} process.exit(0); }
}, 1000);
`;

function startReaper(group: number): ChildProcess | null {
  try {
    const reaper = spawn(process.execPath, ['-e', REAPER_SOURCE, String(process.pid), String(group)], {
      detached: true,
      stdio: 'ignore',
    });
    reaper.unref();
    return reaper;
  } catch {
    return null;
  }
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}
