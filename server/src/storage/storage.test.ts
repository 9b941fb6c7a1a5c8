import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage, newStorageKey } from './storage.js';

let root: string;
let storage: LocalDiskStorage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-storage-'));
  storage = new LocalDiskStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('makes keys of the form yyyy/mm/<uuid> from the given month', () => {
    expect(newStorageKey(new Date('2026-03-05T10:00:00Z'))).toMatch(/^2026\/03\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newStorageKey()).not.toBe(newStorageKey());
  });

  it('puts a buffer or a stream, reads it back, reports and deletes it', async () => {
    const fromBuffer = newStorageKey();
    const fromStream = newStorageKey();
    await storage.put(fromBuffer, Buffer.from('payslip bytes'));
    await storage.put(fromStream, Readable.from(['statement ', 'bytes']));
    expect(await text(storage.get(fromBuffer))).toBe('payslip bytes');
    expect(await text(storage.get(fromStream))).toBe('statement bytes');
    expect(await storage.exists(fromBuffer)).toBe(true);
    await storage.delete(fromBuffer);
    expect(await storage.exists(fromBuffer)).toBe(false);
    await expect(storage.delete(fromBuffer)).resolves.toBeUndefined();
    // No partial files are left behind.
    const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.map((entry) => entry.name)).toEqual([fromStream.split('/')[2]]);
  });

  it('reports a missing key as a stream error', async () => {
    await expect(text(storage.get(newStorageKey()))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses any key it did not generate, so no path can escape the root', async () => {
    for (const key of ['../../etc/passwd', '2026/01/../../x', '/etc/passwd', '2026/01/not-a-uuid', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
      expect(() => storage.get(key)).toThrow('invalid storage key');
      await expect(storage.exists(key)).resolves.toBe(false);
    }
  });
});
