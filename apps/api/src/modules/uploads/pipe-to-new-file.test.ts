import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { pipeToNewFile } from './store';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pipe-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Refuses the stream at its end, as the inspector does with an empty file. */
const refuseAtEnd = () =>
  new Transform({
    transform: (chunk, _encoding, callback) => callback(null, chunk),
    flush: (callback) => callback(new Error('refused')),
  });

describe('pipeToNewFile', () => {
  it('writes the bytes to a new file and never overwrites one', async () => {
    const file = path.join(dir, 'kept');
    await pipeToNewFile(
      Readable.from([Buffer.from('abc')]),
      new Transform({ transform: (c, _e, cb) => cb(null, c) }),
      file,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('abc');
    await expect(
      pipeToNewFile(
        Readable.from([Buffer.from('x')]),
        new Transform({ transform: (c, _e, cb) => cb(null, c) }),
        file,
      ),
    ).rejects.toMatchObject({ code: 'EEXIST' });
    expect(fs.readFileSync(file, 'utf8')).toBe('abc');
  });

  it('fails only once the file is closed, so deleting it right after leaves nothing behind', async () => {
    // Without the wait, about 1 in 100 refusals left a file created after it was deleted.
    for (let i = 0; i < 600; i++) {
      const file = path.join(dir, `refused-${i}`);
      await expect(pipeToNewFile(Readable.from([]), refuseAtEnd(), file)).rejects.toThrow('refused');
      await fs.promises.rm(file, { force: true });
      // An idle moment, as between requests: the late open then lands after the delete.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('refused-'))).toEqual([]);
  });
});
