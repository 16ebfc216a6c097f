import { describe, expect, it } from 'vitest';
import { crc32, readZip, writeZip } from '../../../scripts/package/zip';

const files = [
  { path: 'manifest.json', data: Buffer.from('{"manifest_version":3}\n') },
  { path: 'assets/app.js', data: Buffer.from('console.log("cartwatch");\n'.repeat(50)) },
  { path: 'icons/icon-16.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) },
  { path: '_locales/de/messages.json', data: Buffer.from('{"name":{"message":"Preisbeobachter für Ihre Wunschliste"}}') },
];

describe('the deterministic zip writer', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('reads back every file as written, sorted by path', () => {
    const records = readZip(writeZip(files));
    expect(records.map((record) => record.path)).toEqual(['_locales/de/messages.json', 'assets/app.js', 'icons/icon-16.png', 'manifest.json']);
    for (const file of files) expect(records.find((record) => record.path === file.path)?.data.equals(file.data)).toBe(true);
  });

  it('gives the same bytes for the same files in any order, with one time stamp and mode', () => {
    const zip = writeZip(files);
    expect(writeZip([...files].reverse()).equals(zip)).toBe(true);
    for (const record of readZip(zip)) {
      expect({ dosDate: record.dosDate, dosTime: record.dosTime, mode: record.externalAttributes >>> 16 }).toEqual({ dosDate: 0x21, dosTime: 0, mode: 0o100644 });
    }
  });

  it('deflates what shrinks and stores what does not', () => {
    const records = readZip(writeZip(files));
    expect(records.find((record) => record.path === 'assets/app.js')?.method).toBe(8);
    expect(records.find((record) => record.path === 'icons/icon-16.png')?.method).toBe(0);
  });

  it('refuses paths that would leave the archive or appear twice', () => {
    for (const path of ['/etc/passwd', '../up.js', 'a//b.js', 'a\\b.js', '']) {
      expect(() => writeZip([{ path, data: Buffer.from('x') }]), path).toThrow(/Not a relative file path/);
    }
    expect(() => writeZip([files[0]!, files[0]!])).toThrow(/twice/);
  });

  it('notices a damaged file', () => {
    const zip = writeZip([{ path: 'a.txt', data: Buffer.from('xq') }]); // too short to deflate: stored
    const damaged = Buffer.from(zip);
    const at = 30 + 'a.txt'.length;
    damaged[at] = (damaged[at] ?? 0) ^ 0xff;
    expect(() => readZip(damaged)).toThrow(/CRC mismatch/);
  });
});
