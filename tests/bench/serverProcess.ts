import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

let built = false;

/** The server compiled as `npm start` runs it (dist/server), built once per bench run. */
function builtServerEntry(): string {
  if (!built) {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
    built = true;
  }
  return path.resolve('dist/server/main.js');
}

/** The real entry point (dist/server/main.js) in its own process(es), as `npm start` runs it. */
export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Builds and starts the server with WEB_CONCURRENCY=workers on the given database settings and waits for its
 * start-up line. The bench's load generator then runs in another process than the server under test.
 */
export function startServerProcess(
  workers: number,
  port: number,
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [builtServerEntry()], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: String(workers),
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await ended;
  };
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (/^Iade Kontrol: http/m.test(text)) resolve({ baseUrl: `http://127.0.0.1:${port}`, stop });
    });
    child.once('exit', (code) => reject(new Error(`server process ended (${code}): ${output.join('')}`)));
  });
}
