import { pipeline, Readable, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/**
 * An uploaded .xlsx is a zip archive. Its central directory (at the end of the file) declares every
 * entry's compressed and uncompressed size, so what reading it would unpack is known before any
 * byte is inflated (decision 0223). Read here by the zip specification (PKWARE APPNOTE 4.3): the
 * parts an upload needs, nothing else. An archive this does not read is refused, never guessed at:
 * Zip64 (no upload near 2-10 MB needs 4 GB entries), encryption, several disks, a method other than
 * stored or deflated.
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** As the central directory declares it; inflating more than this is refused (openZipEntry). */
  uncompressedSize: number;
  localHeaderOffset: number;
}

export class ZipArchiveError extends Error {}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The archive's entries as its central directory declares them; a ZipArchiveError when it is not an archive this reads. */
export function readZipDirectory(file: Buffer): ZipEntry[] {
  const end = findEndOfCentralDirectory(file);
  const disk = file.readUInt16LE(end + 4);
  const directoryDisk = file.readUInt16LE(end + 6);
  const count = file.readUInt16LE(end + 10);
  const directorySize = file.readUInt32LE(end + 12);
  const directoryOffset = file.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0) throw new ZipArchiveError('an archive over several disks');
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipArchiveError('a Zip64 archive');
  if (directoryOffset + directorySize > end) throw new ZipArchiveError('a central directory outside the file');

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || file.readUInt32LE(at) !== CENTRAL_DIRECTORY_HEADER) throw new ZipArchiveError('a broken central directory');
    const flags = file.readUInt16LE(at + 8);
    const method = file.readUInt16LE(at + 10);
    const compressedSize = file.readUInt32LE(at + 20);
    const uncompressedSize = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const localHeaderOffset = file.readUInt32LE(at + 42);
    if (flags & 1) throw new ZipArchiveError('an encrypted entry');
    if (method !== STORED && method !== DEFLATED) throw new ZipArchiveError(`compression method ${method}`);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff)
      throw new ZipArchiveError('a Zip64 entry');
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The end-of-central-directory record: the last one in the file's final 64 KiB + 22 bytes (its comment may fill the rest). */
function findEndOfCentralDirectory(file: Buffer): number {
  const last = file.length - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at -= 1) {
    if (file.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new ZipArchiveError('not a zip archive');
}

/**
 * An entry's content as UTF-8 text, a chunk at a time: inflated as it is read, and failed with a
 * ZipArchiveError as soon as it unpacks to more than the central directory declared (an archive
 * that lies about its sizes is refused while it is read, not after).
 */
export function openZipEntry(file: Buffer, entry: ZipEntry): Readable {
  const header = entry.localHeaderOffset;
  if (header + 30 > file.length || file.readUInt32LE(header) !== LOCAL_FILE_HEADER) throw new ZipArchiveError('a broken local header');
  const start = header + 30 + file.readUInt16LE(header + 26) + file.readUInt16LE(header + 28);
  if (start + entry.compressedSize > file.length) throw new ZipArchiveError('an entry outside the file');
  const data = file.subarray(start, start + entry.compressedSize);
  const source = entry.method === STORED ? Readable.from([data]) : createInflateRaw().end(data);
  let unpacked = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      if (unpacked > entry.uncompressedSize) done(new ZipArchiveError(`${entry.name} unpacks to more than it declares`));
      else done(null, chunk);
    },
  });
  // A multi-byte character split between two chunks stays whole (exceljs decodes each chunk alone).
  counted.setEncoding('utf8');
  return pipeline(source, counted, () => {});
}
