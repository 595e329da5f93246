// Writers for the two archive formats the bridge packages ship in: zip (Windows opens it without
// extra tools) and tar.gz (macOS and Linux; keeps the start script executable). Both from Node's zlib
// alone, so building the packages needs no zip or tar program on the machine.
import { Buffer } from 'node:buffer';
import zlib from 'node:zlib';

/** @typedef {{ name: string; data: Buffer; mode?: number }} ArchiveEntry  name: path with "/" separators */

/** A gzip-compressed POSIX ustar archive. */
export function tarGz(/** @type {ArchiveEntry[]} */ entries, mtime = new Date()) {
  const blocks = [];
  for (const entry of entries) {
    blocks.push(tarHeader(entry, mtime), entry.data);
    const pad = (512 - (entry.data.length % 512)) % 512;
    if (pad) blocks.push(Buffer.alloc(pad));
  }
  blocks.push(Buffer.alloc(1024)); // two zero blocks end the archive
  return zlib.gzipSync(Buffer.concat(blocks), { level: 9 });
}

function tarHeader(/** @type {ArchiveEntry} */ entry, /** @type {Date} */ mtime) {
  const { prefix, name } = splitTarName(entry.name);
  const h = Buffer.alloc(512);
  const put = (value, offset, length) => h.write(value, offset, length, 'utf8');
  const octal = (value, offset, length) =>
    put(value.toString(8).padStart(length - 1, '0') + '\0', offset, length);
  put(name, 0, 100);
  octal(entry.mode ?? 0o644, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(entry.data.length, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  put('        ', 148, 8); // checksum counts as spaces while it is computed
  put('0', 156, 1); // regular file
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  put(prefix, 345, 155);
  let sum = 0;
  for (const byte of h) sum += byte;
  put(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8);
  return h;
}

/** ustar keeps names over 100 bytes as prefix (≤155) + "/" + name (≤100). */
function splitTarName(/** @type {string} */ full) {
  if (Buffer.byteLength(full) <= 100) return { prefix: '', name: full };
  for (let cut = full.indexOf('/'); cut > 0; cut = full.indexOf('/', cut + 1)) {
    const prefix = full.slice(0, cut);
    const name = full.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new Error(`path too long for a tar archive: ${full}`);
}

/** A zip archive, every file deflated, names in UTF-8. */
export function zip(/** @type {ArchiveEntry[]} */ entries, mtime = new Date()) {
  const time =
    ((mtime.getHours() << 11) | (mtime.getMinutes() << 5) | Math.floor(mtime.getSeconds() / 2)) & 0xffff;
  const date =
    (((mtime.getFullYear() - 1980) << 9) | ((mtime.getMonth() + 1) << 5) | mtime.getDate()) & 0xffff;
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = zlib.deflateRawSync(entry.data, { level: 9 });
    const crc = zlib.crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: deflate
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix (keeps the file mode), spec 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((((entry.mode ?? 0o644) | 0o100000) << 16) >>> 0, 38); // regular file + mode
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
