// Big-endian byte records as UDS carries them: a writer that appends fields and a reader that
// refuses a record shorter than its layout (DataLengthError, answered on the bus as a length NRC).

export class ByteWriter {
  private readonly bytes: number[] = [];
  u8(v: number) {
    this.bytes.push(v & 0xff);
    return this;
  }
  u16(v: number) {
    return this.u8(v >>> 8).u8(v);
  }
  i16(v: number) {
    return this.u16(v < 0 ? v + 0x10000 : v);
  }
  u32(v: number) {
    return this.u16(Math.floor(v / 0x10000)).u16(v & 0xffff);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

export class DataLengthError extends Error {}

export class ByteReader {
  private at = 0;
  constructor(
    private readonly data: Uint8Array,
    need: number,
  ) {
    if (data.length < need) throw new DataLengthError(`record needs ${need} bytes, got ${data.length}`);
  }
  u8() {
    return this.data[this.at++]!;
  }
  u16() {
    return (this.u8() << 8) | this.u8();
  }
  i16() {
    const v = this.u16();
    return v >= 0x8000 ? v - 0x10000 : v;
  }
  u32() {
    return this.u16() * 0x10000 + this.u16();
  }
}
