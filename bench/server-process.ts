import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The Node flags `npm start` runs the server with (package.json's start script), so a bench measures the server as it
 * is deployed: today the young generation's size (docs/decisions/059).
 */
export function startScriptNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const command = /\bnode((?: --[\w-]+=\S+)*) --import tsx server\/main\.ts/.exec(scripts.start);
  if (!command) throw new Error(`package.json's start script no longer runs server/main.ts: ${scripts.start}`);
  return command[1]!.split(' ').filter(Boolean);
}

/** Node's arguments for the Gamefront server as `npm start` runs it (after the build). */
export const gamefrontServerArgs = (): string[] => [...startScriptNodeFlags(), '--import', 'tsx', 'server/main.ts'];

export interface RunningServer {
  url: string;
  pid: number;
  /** CPU seconds (user + system) the server process has used so far, from /proc/PID/stat. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc's utime and stime: 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS = 100;

/** User + system CPU seconds of a process. The command name may hold spaces or parentheses: fields follow the last ')'. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat (utime, stime) are the 12th and 13th after the command name.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 240_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

/**
 * Starts a node process pinned to one core (taskset execs node, so the child's pid is the server's) and waits until
 * `readyPath` answers 200.
 */
export async function startPinned(
  core: number,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<RunningServer> {
  const command = ['taskset', '-c', String(core), process.execPath, ...args];
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${url}${readyPath}`, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    cpuSeconds: () => processCpuSeconds(pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
