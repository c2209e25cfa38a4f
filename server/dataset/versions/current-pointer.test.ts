import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_FILE, CurrentPointerError, readCurrentPointer, writeCurrentPointer } from './current-pointer';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zonebrief-pointer-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the CURRENT pointer', () => {
  it('when there is none, then reading it gives null', async () => {
    expect(await readCurrentPointer(dir)).toBeNull();
  });

  it('when it is written twice, then it names the last id, as one line, and leaves no temporary file', async () => {
    await writeCurrentPointer(dir, 'city-2025-07-01-aaaa');
    await writeCurrentPointer(dir, 'city-2025-08-01-bbbb');

    expect(await readCurrentPointer(dir)).toBe('city-2025-08-01-bbbb');
    expect(await readFile(path.join(dir, CURRENT_FILE), 'utf8')).toBe('city-2025-08-01-bbbb\n');
    expect(await readdir(dir)).toEqual([CURRENT_FILE]);
  });

  it('when it holds something that is not a dataset id, then reading it throws naming the file', async () => {
    await writeFile(path.join(dir, CURRENT_FILE), '../../etc\n');

    await expect(readCurrentPointer(dir)).rejects.toThrow(CurrentPointerError);
    await expect(readCurrentPointer(dir)).rejects.toThrow(path.join(dir, CURRENT_FILE));
  });

  it('when asked to name a path or a temporary folder, then it refuses and keeps the pointer it had', async () => {
    await writeCurrentPointer(dir, 'demo-v3-2025-07-14');

    await expect(writeCurrentPointer(dir, '../other')).rejects.toThrow(CurrentPointerError);
    await expect(writeCurrentPointer(dir, '.tmp-city-1-2')).rejects.toThrow(CurrentPointerError);
    expect(await readCurrentPointer(dir)).toBe('demo-v3-2025-07-14');
  });
});
