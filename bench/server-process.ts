import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
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

/** Starts a node process pinned to one core (taskset, when present) and waits until `readyPath` answers 200. */
export async function startPinned(
  core: number,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<RunningServer> {
  const command = ['taskset', '-c', String(core), process.execPath, ...args];
  const child = spawn(command[0]!, command.slice(1), { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}${readyPath}`, child);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
