import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DishPhoto } from '@tiffin/core';
import sharp, { type Sharp } from 'sharp';

/**
 * The dish photo pipeline (issue 34, decision 052): a photo as a phone takes it (4,000 × 3,000,
 * turned by its EXIF orientation, carrying the phone's GPS position) becomes the sizes the menu
 * shows, in AVIF and WebP with a JPEG fallback, without any of its metadata, plus a tiny blurred
 * placeholder for while they load.
 */

/** The widths written: the card's thumbnail (128 px at 2x-3x) up to the modal on a wide screen. */
export const DISH_PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export const DISH_PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type DishPhotoFormat = (typeof DISH_PHOTO_FORMATS)[number];

/**
 * The widest and tallest photo taken: more than any phone's camera, far less than an image bomb's
 * (a 300 KB PNG may claim 50,000 × 50,000 pixels, 10 GB once decoded). Checked from the header
 * before anything is decoded, and again by sharp while decoding (limitInputPixels).
 */
export const DISH_IMAGE_MAX_SIDE_PX = 8000;

/** Changing how variants are made changes every name, so no browser keeps an old one. */
const PIPELINE_VERSION = 'dish-photo-1';

// One photo at a time is decoded, and libvips keeps no decoded images between uploads.
sharp.cache(false);

export type DishPhotoVariant = { width: number; format: DishPhotoFormat; bytes: Buffer };
export type ProcessedDishPhoto = {
  variants: DishPhotoVariant[];
  widths: number[];
  /** The widest variant's size */
  width: number;
  height: number;
  placeholder: string;
};

/** Quality settings chosen for photos of food seen on a phone: no visible banding at 2x. */
function encode(image: Sharp, format: DishPhotoFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 72, effort: 4 });
  return image.jpeg({ quality: 75, progressive: true, mozjpeg: true });
}

/**
 * Decodes the photo once, turned upright and at most as wide as the widest variant (a JPEG is
 * shrunk while decoding), then writes each variant from that. sharp copies no metadata to what it
 * writes unless asked to (withMetadata/keepExif), so no variant keeps the EXIF's location.
 */
export async function processDishPhoto(bytes: Buffer): Promise<ProcessedDishPhoto> {
  const widest = DISH_PHOTO_WIDTHS[DISH_PHOTO_WIDTHS.length - 1] ?? 1280;
  const { data, info } = await sharp(bytes, {
    limitInputPixels: DISH_IMAGE_MAX_SIDE_PX * DISH_IMAGE_MAX_SIDE_PX,
    failOn: 'error',
  })
    .autoOrient()
    .resize({ width: widest, withoutEnlargement: true })
    // Photos have no transparency to keep: a PNG's is laid on white, as the card's background.
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const fitting = DISH_PHOTO_WIDTHS.filter((width) => width <= info.width);
  // A photo narrower than the smallest width is kept at its own width, never enlarged.
  const widths = fitting.length > 0 ? [...fitting] : [info.width];
  const variants: DishPhotoVariant[] = [];
  for (const width of widths) {
    for (const format of DISH_PHOTO_FORMATS) {
      const resized = sharp(data, raw).resize({ width });
      variants.push({ width, format, bytes: await encode(resized, format).toBuffer() });
    }
  }
  const last = widths[widths.length - 1] ?? info.width;
  return {
    variants,
    widths,
    width: last,
    height: Math.round((last * info.height) / info.width),
    placeholder: await placeholderOf(sharp(data, raw)),
  };
}

/** A 16 px wide blurred WebP as a data URI (about 150 bytes), drawn under the photo while it loads. */
export async function placeholderOf(image: Sharp): Promise<string> {
  const tiny = await image.resize({ width: 16 }).blur(0.8).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

/** A name made from the photo's own bytes: the same photo is the same files, another one new ones. */
export function dishPhotoKey(...sources: (Buffer | string)[]): string {
  const hash = createHash('sha256').update(PIPELINE_VERSION);
  for (const source of sources) hash.update(source);
  return hash.digest('hex').slice(0, 20);
}

/** `<base>-<width>.<format>`: the name every variant is served under (see web-app.ts). */
export function dishPhotoFile(base: string, width: number, format: DishPhotoFormat): string {
  return `${base}-${width}.${format}`;
}

/** The pipeline's file names, which never change content: cached by browsers as immutable. */
export const DISH_PHOTO_FILE = /^[0-9a-f]{20}-\d+\.(avif|webp|jpg)$/;

/**
 * Writes the variants into `dir` as `<key>-<width>.<format>` and answers the photo as the menu
 * carries it, its base `prefix + key` (e.g. 'uploads/3f2a…'). Each file is written beside and
 * renamed into place, so a file under its final name is always whole.
 */
export async function writeDishPhoto(
  dir: string,
  prefix: string,
  key: string,
  processed: ProcessedDishPhoto,
): Promise<DishPhoto> {
  await fs.mkdir(dir, { recursive: true });
  for (const variant of processed.variants) {
    const file = path.join(dir, dishPhotoFile(key, variant.width, variant.format));
    const partial = `${file}.partial`;
    await fs.writeFile(partial, variant.bytes);
    await fs.rename(partial, file);
  }
  const { widths, width, height, placeholder } = processed;
  return { base: `${prefix}${key}`, widths, width, height, placeholder };
}

/** The widest JPEG: what `products.image` names, for everything that shows one picture. */
export function dishPhotoImage(photo: DishPhoto): string {
  return dishPhotoFile(photo.base, photo.width, 'jpg');
}

/** Removes a photo's variants from `dir` (the one a new photo replaced). */
export async function removeDishPhoto(dir: string, photo: DishPhoto): Promise<void> {
  const key = path.basename(photo.base);
  for (const width of photo.widths) {
    for (const format of DISH_PHOTO_FORMATS) {
      await fs.rm(path.join(dir, dishPhotoFile(key, width, format)), { force: true });
    }
  }
}
