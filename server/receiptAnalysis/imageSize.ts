/** Width and height from an image's header (PNG, GIF, JPEG), without decoding it; null when unreadable. */
export function imageSize(
  data: Buffer,
  kind: 'png' | 'gif' | 'jpg',
): { width: number; height: number } | null {
  if (kind === 'png') {
    if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (kind === 'gif') {
    if (data.length < 10) return null;
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  }
  // JPEG: walk the marker segments to the first start-of-frame (SOF0…SOF15 except DHT, JPG and DAC).
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1];
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: data.readUInt16BE(offset + 7), height: data.readUInt16BE(offset + 5) };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * Whether an image's bytes run to its format's end marker (PNG IEND chunk, JPEG EOI, GIF trailer): a
 * truncated upload is refused before any decoder fills its missing part with black.
 */
export function isComplete(data: Buffer, kind: 'png' | 'gif' | 'jpg'): boolean {
  const tail = data.subarray(Math.max(0, data.length - 1024));
  if (kind === 'png') return tail.includes(Buffer.from('IEND', 'latin1'));
  if (kind === 'jpg') return tail.includes(Buffer.from([0xff, 0xd9]));
  return tail.includes(0x3b);
}

/** Markers of a JPEG frame (SOF0…SOF15 but DHT, JPG and DAC) and of its Huffman-coded kinds. */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isHuffmanFrame = (marker: number) => marker <= 0xc7;

/**
 * A JPEG whose frame names only quantisation tables it defines, with Huffman tables when its coding
 * needs them, and a scan after the frame. Malformed files crash the native image decoder (and the
 * server with it), so they never reach it.
 */
function isWellFormedJpeg(data: Buffer): boolean {
  const quantTables = new Set<number>();
  let huffmanTables = 0;
  let frame: { marker: number; quantTables: number[] } | null = null;
  let offset = 2;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return false;
    const marker = data[offset + 1];
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > data.length) return false;
    if (marker === 0xdb) {
      for (let at = offset + 4; at < end;) {
        const precision = data[at] >> 4;
        quantTables.add(data[at] & 0x0f);
        at += 1 + 64 * (precision === 0 ? 1 : 2);
      }
    } else if (marker === 0xc4) {
      huffmanTables++;
    } else if (isFrameMarker(marker)) {
      if (frame || length < 8) return false;
      const components = data[offset + 9];
      if (data.readUInt16BE(offset + 5) === 0 || data.readUInt16BE(offset + 7) === 0) return false;
      if (components < 1 || components > 4 || length !== 8 + 3 * components) return false;
      const tables = Array.from({ length: components }, (_, i) => data[offset + 12 + 3 * i]);
      frame = { marker, quantTables: tables };
    } else if (marker === 0xda) {
      if (!frame || !frame.quantTables.every((table) => quantTables.has(table))) return false;
      if (isHuffmanFrame(frame.marker) && huffmanTables === 0) return false;
      return end < data.length;
    }
    offset = end;
  }
  return false;
}

/** Skips a GIF's data sub-blocks from `at`; the offset after the terminator, or -1 past the end. */
function skipSubBlocks(data: Buffer, at: number): number {
  let offset = at;
  while (offset < data.length) {
    const size = data[offset];
    if (size === 0) return offset + 1;
    offset += 1 + size;
  }
  return -1;
}

/** A GIF whose every frame lies inside its logical screen (a larger frame aborts the native decoder). */
function isWellFormedGif(data: Buffer): boolean {
  if (data.length < 13 || !/^GIF8[79]a$/.test(data.toString('latin1', 0, 6))) return false;
  const screenWidth = data.readUInt16LE(6);
  const screenHeight = data.readUInt16LE(8);
  const globalTable = data[10] & 0x80 ? 3 * 2 ** ((data[10] & 0x07) + 1) : 0;
  let offset = 13 + globalTable;
  let frames = 0;
  while (offset >= 0 && offset < data.length) {
    const block = data[offset];
    if (block === 0x3b) return frames > 0;
    if (block === 0x21) {
      offset = skipSubBlocks(data, offset + 2);
    } else if (block === 0x2c) {
      if (offset + 10 > data.length) return false;
      const left = data.readUInt16LE(offset + 1);
      const top = data.readUInt16LE(offset + 3);
      const width = data.readUInt16LE(offset + 5);
      const height = data.readUInt16LE(offset + 7);
      if (width === 0 || height === 0 || left + width > screenWidth || top + height > screenHeight)
        return false;
      const flags = data[offset + 9];
      const localTable = flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0;
      offset = skipSubBlocks(data, offset + 10 + localTable + 1);
      frames++;
    } else {
      return false;
    }
  }
  return false;
}

/** Whether an image's structure holds before any native decoder sees it (PNG: its own checks). */
export function isWellFormed(data: Buffer, kind: 'png' | 'gif' | 'jpg'): boolean {
  if (kind === 'jpg') return isWellFormedJpeg(data);
  if (kind === 'gif') return isWellFormedGif(data);
  return true;
}
