import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * A small zip writer whose output depends only on the files given: entries sorted by path, every
 * time stamp 1980-01-01 00:00 (the earliest a zip can hold), the same attributes for every file,
 * no extra fields. Node's zlib (deflate, level 9) compresses; a file deflate would not shrink is
 * stored. The same files and the same zlib give the same bytes.
 */
export interface ZipEntry {
  /** Forward slashes, relative, no leading slash. */
  path: string;
  data: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
/** Bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
const VERSION_NEEDED = 20;
/** Made by Unix (3), zip 2.0: the external attributes below are Unix modes. */
const VERSION_MADE_BY = (3 << 8) | 20;
/** A regular file, rw-r--r--. */
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;
/** MS-DOS date of 1980-01-01 (year 0, month 1, day 1) at 00:00:00. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function checkPath(path: string): void {
  if (path === '' || path.startsWith('/') || path.includes('\\') || path.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Not a relative file path for a zip: "${path}"`);
  }
}

/** The fields a file's local header and its central directory entry share, in the same order. */
function writeSharedFields(header: Buffer, at: number, fields: { method: number; crc: number; compressedSize: number; size: number; nameLength: number }): void {
  header.writeUInt16LE(VERSION_NEEDED, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(fields.method, at + 4);
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(fields.crc, at + 10);
  header.writeUInt32LE(fields.compressedSize, at + 14);
  header.writeUInt32LE(fields.size, at + 18);
  header.writeUInt16LE(fields.nameLength, at + 22);
}

export function writeZip(entries: readonly ZipEntry[]): Buffer {
  const sorted = [...entries].sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let previous: string | undefined;
  for (const { path, data } of sorted) {
    checkPath(path);
    if (path === previous) throw new Error(`"${path}" is in the zip twice`);
    previous = path;
    const name = Buffer.from(path, 'utf8');
    const deflated = deflateRawSync(data, { level: 9 });
    const [method, body] = deflated.length < data.length ? [DEFLATED, deflated] : [STORED, data];
    const crc = crc32(data);

    const fields = { method, crc, compressedSize: body.length, size: data.length, nameLength: name.length };
    // Extra field lengths, comment, disk number and internal attributes: all 0 (Buffer.alloc).
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    writeSharedFields(local, 4, fields);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(VERSION_MADE_BY, 4);
    writeSharedFields(central, 6, fields);
    central.writeUInt32LE(FILE_ATTRIBUTES, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + body.length;
    if (offset > 0xffffffff) throw new Error('The zip would need zip64 (over 4 GiB): not supported.');
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(sorted.length, 8);
  end.writeUInt16LE(sorted.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** What a zip holds, as its central directory lists it, with the fields a deterministic zip fixes. */
export interface ZipRecord extends ZipEntry {
  method: number;
  dosDate: number;
  dosTime: number;
  externalAttributes: number;
}

/** Reads a zip without zip64, encryption or spanning (any zip writeZip makes, and most others). */
export function readZip(zip: Buffer): ZipRecord[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('Not a zip: no end of central directory.');
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const records: ZipRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error(`Broken central directory at ${at}.`);
    const method = zip.readUInt16LE(at + 10);
    const dosTime = zip.readUInt16LE(at + 12);
    const dosDate = zip.readUInt16LE(at + 14);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const externalAttributes = zip.readUInt32LE(at + 38);
    const localAt = zip.readUInt32LE(at + 42);
    const path = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const bodyAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const body = zip.subarray(bodyAt, bodyAt + compressedSize);
    const data = method === DEFLATED ? inflateRawSync(body) : method === STORED ? Buffer.from(body) : null;
    if (data === null) throw new Error(`${path}: compression method ${method} is not supported.`);
    if (crc32(data) !== crc) throw new Error(`${path}: CRC mismatch.`);
    records.push({ path, data, method, dosDate, dosTime, externalAttributes });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return records;
}
