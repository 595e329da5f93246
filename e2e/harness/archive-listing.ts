// The file names inside a downloaded package: zip (central directory) or tar.gz (ustar headers).
// Read here rather than with unzip/tar, which a test machine need not have.
import zlib from 'node:zlib';

export function archiveListing(bytes: Buffer): string[] {
  if (bytes.readUInt32LE(0) === 0x04034b50) return zipListing(bytes);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return tarListing(zlib.gunzipSync(bytes));
  throw new Error('neither a zip nor a gzip archive');
}

function zipListing(bytes: Buffer): string[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('zip without end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  const names: string[] = [];
  for (let at = bytes.readUInt32LE(end + 16), i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

function tarListing(tar: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (offset: number, length: number) =>
      header.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    names.push(prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    const size = parseInt(field(124, 12).trim() || '0', 8);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}
