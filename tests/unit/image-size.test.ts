import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../core/images/imageSize';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));
const u16be = (value: number) => [value >> 8, value & 0xff];
const u16le = (value: number) => [value & 0xff, value >> 8];
const u32be = (value: number) => [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const svg = (tag: string) => new TextEncoder().encode(`<?xml version="1.0"?>\n${tag}<rect/></svg>`);

describe('imageSize', () => {
  it('reads a PNG: the committed social card is 1200×630', () => {
    expect(imageSize(readFileSync(path.resolve(import.meta.dirname, '../../public/img/social-card.png')))).toEqual({ width: 1200, height: 630 });
  });
  it('reads a GIF', () => {
    expect(imageSize(bytes('GIF89a', u16le(320), u16le(200)))).toEqual({ width: 320, height: 200 });
  });
  it('reads a JPEG from its start-of-frame segment, past the segments before it', () => {
    const app0 = [0xff, 0xe0, ...u16be(16), ...new Array(14).fill(0)];
    const huffman = [0xff, 0xc4, ...u16be(4), 0, 0];
    const frame = [0xff, 0xc2, ...u16be(17), 8, ...u16be(480), ...u16be(640), 3, ...new Array(9).fill(0)];
    expect(imageSize(bytes([0xff, 0xd8], app0, huffman, frame))).toEqual({ width: 640, height: 480 });
  });
  it('reads the three kinds of WebP', () => {
    const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], body, new Array(8).fill(0));
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(800), ...u16le(600)]))).toEqual({ width: 800, height: 600 });
    const lossless = ((800 - 1) | ((600 - 1) << 14)) >>> 0;
    expect(imageSize(riff('VP8L', [0x2f, lossless & 0xff, (lossless >> 8) & 0xff, (lossless >> 16) & 0xff, lossless >>> 24]))).toEqual({
      width: 800,
      height: 600,
    });
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, 0x1f, 0x03, 0x00, 0x57, 0x02, 0x00]))).toEqual({ width: 800, height: 600 });
  });
  it('reads an SVG from width and height, or from its viewBox', () => {
    expect(imageSize(svg('<svg xmlns="http://www.w3.org/2000/svg" width="782px" height="131">'))).toEqual({ width: 782, height: 131 });
    expect(imageSize(svg('<svg viewBox="0 0 400 100" width="200">'))).toEqual({ width: 200, height: 50 });
    expect(imageSize(svg("<svg viewBox='0 0 400 100' height='50'>"))).toEqual({ width: 200, height: 50 });
    expect(imageSize(svg('<svg viewBox="0,0,24,24">'))).toEqual({ width: 24, height: 24 });
    // A relative size says nothing about pixels: the viewBox does.
    expect(imageSize(svg('<svg width="100%" viewBox="0 0 300 150">'))).toEqual({ width: 300, height: 150 });
    expect(imageSize(svg('<svg width="100%">'))).toBeUndefined();
  });
  it('gives no size for other files, a header cut short or a zero size', () => {
    expect(imageSize(bytes('hello world, not an image at all'))).toBeUndefined();
    expect(imageSize(bytes([0x89], 'PNG', [0x0d, 0x0a]))).toBeUndefined();
    expect(imageSize(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeUndefined();
    expect(imageSize(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], u32be(13), 'IHDR', u32be(0), u32be(10)))).toBeUndefined();
  });
});
