/** An image's size in CSS pixels, read from its first bytes, so pages can reserve its box before it loads. */
export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

function png(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 24 || bytes[0] !== 0x89 || ascii(bytes, 1, 3) !== 'PNG' || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function gif(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 10 || ascii(bytes, 0, 4) !== 'GIF8') return undefined;
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

function webp(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const int24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    return { width: int24(24) + 1, height: int24(27) + 1 };
  }
  return undefined;
}

/** A JPEG's size is in its first start-of-frame segment (SOF0–SOF15, not DHT, JPG or DAC). */
function jpeg(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/** An SVG's width and height attributes in pixels (or unitless), the missing one from its viewBox's proportions. */
function svg(bytes: Uint8Array): ImageSize | undefined {
  const text = new TextDecoder().decode(bytes.subarray(0, 4096));
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const pixels = (value: string | undefined) => (value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : undefined);
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  const [, , boxWidth = 0, boxHeight = 0] = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const box = boxWidth > 0 && boxHeight > 0;
  const size =
    width && height
      ? { width, height }
      : box && width
        ? { width, height: (width * boxHeight) / boxWidth }
        : box && height
          ? { width: (height * boxWidth) / boxHeight, height }
          : box
            ? { width: boxWidth, height: boxHeight }
            : undefined;
  return size && { width: Math.round(size.width), height: Math.round(size.height) };
}

/** The size of a PNG, JPEG, GIF, WebP or SVG image, or undefined for anything else or a damaged header. */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const size = png(bytes, view) ?? jpeg(bytes, view) ?? gif(bytes, view) ?? webp(bytes, view) ?? svg(bytes);
    return size && size.width > 0 && size.height > 0 ? size : undefined;
  } catch {
    // A header cut short reads past the end: no size rather than a failed build.
    return undefined;
  }
}
