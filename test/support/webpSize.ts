import fs from 'node:fs';

/**
 * A WebP file's width and height, read from its header (RFC 9649): lossy (`VP8 `), lossless (`VP8L`) or
 * extended (`VP8X`). What the product pictures' width and height attributes must say, so nothing moves on load.
 */
export function webpSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') throw new Error(`${file} n’est pas un WebP`);
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`${file}: bloc WebP inconnu « ${chunk} »`);
}
