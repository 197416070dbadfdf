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
