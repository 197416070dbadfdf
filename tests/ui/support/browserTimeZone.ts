import { afterAll, beforeAll } from 'vitest';

/** Runs the file's tests as if the browser sat in `zone` (Node reads TZ anew when it changes). */
export function runInBrowserTimeZone(zone: string): void {
  let zoneBefore: string | undefined;
  beforeAll(() => {
    zoneBefore = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });
}
