import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadCatalog, setCatalogDirectory } from '../../server/i18n/catalog';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iade-catalog-reload-'));
const file = path.join(dir, 'tr.json');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes the catalog file with a modification time `seconds` ahead, as a later save would. */
function save(text: string, seconds: number) {
  fs.writeFileSync(file, text);
  const at = new Date(Date.now() + seconds * 1000);
  fs.utimesSync(file, at, at);
}

describe("the server's catalog on disk", () => {
  it('reads a save that does not parse once, keeping the last good copy, until the file changes again', () => {
    fs.writeFileSync(path.join(dir, 'en.json'), JSON.stringify({ a: { b: 'one' } }));
    save(JSON.stringify({ a: { b: 'bir' } }), 1);
    setCatalogDirectory(dir);
    expect(loadCatalog('tr').texts.get('a.b')).toBe('bir');
    save('{ "a": { "b": ', 2);
    const reads = vi.spyOn(fs, 'readFileSync');
    for (let i = 0; i < 50; i++) expect(loadCatalog('tr').texts.get('a.b')).toBe('bir');
    expect(reads.mock.calls.filter(([name]) => name === file)).toHaveLength(1);
    save(JSON.stringify({ a: { b: 'iki' } }), 3);
    expect(loadCatalog('tr').texts.get('a.b')).toBe('iki');
    reads.mockRestore();
  });
});
