import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ADMIN_PASSWORD = 'E2e-Yonetici-Parola-1';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');
const WEB_ROOT = path.join(ROOT, 'dist/web');

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the production build (`npm run build`) on a fresh SQLite folder and a free port. */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  for (const required of [SERVER_ENTRY, path.join(WEB_ROOT, 'index.html')]) {
    if (!fs.existsSync(required)) throw new Error(`${required} is missing: run \`npm run build\` first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iade-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, headless, with the flags this closed, root-run machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A JSON call to the running app, as an API client (not through the browser). */
export async function apiCall<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  server: AppServer,
  method: string,
  urlPath: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${urlPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A session token of the seeded admin, for setting data up through the API. */
export async function adminApiToken(server: AppServer): Promise<string> {
  const login = await apiCall<{ token: string }>(server, 'POST', '/api/auth/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  return login.body.token;
}

/** The first refund the list search finds for this member name (through the API). */
export async function refundByMember(server: AppServer, token: string, memberName: string) {
  const filter = encodeURIComponent(JSON.stringify({ q: memberName }));
  const list = await apiCall<Array<Record<string, unknown>>>(server, 'GET', `/api/refunds?filter=${filter}`, {
    token,
  });
  return list.body[0];
}

/** Collects page errors and CSP violations so that a test can assert the page ran cleanly. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`csp: ${message.text()}`);
    }
  });
  return problems;
}

export const SCREENSHOT_DIR = path.join(ROOT, 'test-results/screenshots');
