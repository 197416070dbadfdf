import { describe, expect, it } from 'vitest';
import { isWellFormed } from '../../server/receiptAnalysis/imageSize';

const bytes = (...parts: Array<number[] | Buffer>) =>
  Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part))));

/** A 1×1 greyscale baseline JPEG: its quantisation and Huffman tables, frame, scan and end. */
const DQT = [0xff, 0xdb, 0x00, 0x43, 0x00, ...Array(64).fill(1)];
const DHT_DC = [0xff, 0xc4, 0x00, 0x14, 0x00, 1, ...Array(15).fill(0), 0];
const DHT_AC = [0xff, 0xc4, 0x00, 0x14, 0x10, 1, ...Array(15).fill(0), 0];
const SOF = (table: number) => [
  0xff,
  0xc0,
  0x00,
  0x0b,
  0x08,
  0x00,
  0x01,
  0x00,
  0x01,
  0x01,
  0x01,
  0x11,
  table,
];
const SOS = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x00, 0x00];
const EOI = [0xff, 0xd9];

/** A GIF whose logical screen is 10×10 and whose one frame is `width`×`height`. */
const gif = (width: number, height: number) =>
  bytes(
    Buffer.from('GIF89a', 'latin1'),
    [10, 0, 10, 0, 0x00, 0, 0],
    [0x2c, 0, 0, 0, 0, width & 0xff, width >> 8, height & 0xff, height >> 8, 0x00],
    [0x02, 0x02, 0x4c, 0x01, 0x00],
    [0x3b],
  );

describe('images are decoded only when their structure holds', () => {
  it('takes a JPEG with its tables, frame and scan', () => {
    expect(isWellFormed(bytes([0xff, 0xd8], DQT, DHT_DC, DHT_AC, SOF(0), SOS, EOI), 'jpg')).toBe(true);
  });

  it('refuses a JPEG frame without the quantisation table it names, or without a scan', () => {
    // The attack's file: a frame and nothing else crashed the image decoder, and the server with it.
    expect(isWellFormed(bytes([0xff, 0xd8], SOF(0), Buffer.alloc(1000), EOI), 'jpg')).toBe(false);
    expect(isWellFormed(bytes([0xff, 0xd8], DQT, DHT_DC, DHT_AC, SOF(1), SOS, EOI), 'jpg')).toBe(false);
    expect(isWellFormed(bytes([0xff, 0xd8], DQT, DHT_DC, DHT_AC, SOF(0), EOI), 'jpg')).toBe(false);
    expect(isWellFormed(bytes([0xff, 0xd8], DQT, SOF(0), SOS, EOI), 'jpg')).toBe(false);
  });

  it('takes a GIF whose frames lie inside its screen and refuses one whose frame is larger', () => {
    expect(isWellFormed(gif(10, 10), 'gif')).toBe(true);
    expect(isWellFormed(gif(65535, 65535), 'gif')).toBe(false);
    expect(isWellFormed(gif(0, 10), 'gif')).toBe(false);
  });

  it('leaves PNG to its own checks', () => {
    expect(isWellFormed(Buffer.from('not checked here'), 'png')).toBe(true);
  });
});
