import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(__dirname, '../../server');
const LOG_WRITER = 'logs/logAction.ts';

const serverModules = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverModules(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

describe('system log rows', () => {
  it('are written by logAction alone, so every row names its actor the same way', () => {
    const writers = serverModules(SERVER_DIR)
      .filter((file) => /insertInto\(\s*'system_logs'\s*\)/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SERVER_DIR, file));
    expect(writers).toEqual([LOG_WRITER]);
  });
});
