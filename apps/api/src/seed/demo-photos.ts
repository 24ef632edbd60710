import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DishPhoto } from '@tiffin/core';
import sharp from 'sharp';
import {
  DISH_PHOTO_FORMATS,
  DISH_PHOTO_WIDTHS,
  dishPhotoFile,
  dishPhotoKey,
  placeholderOf,
} from '../modules/menu/index.ts';
import type { SeedDish } from './seed-types.ts';

/**
 * The demo menu's photographs (issue 34, decision 052): a photo on every dish, of a phone's size,
 * so that the benchmarks measure a real menu. Each is the dish's drawing (or a plate, for a dish
 * without one) made into a 2,400 × 1,800 "photo" with its own tint and a camera's grain, then put
 * through the upload's pipeline. Making them takes a minute, so it is done once, by
 * `npm run photos:demo` (part of `npm run build`), into storage/product/demo/ (not in git); the seed
 * itself only names them, with their sizes and placeholder, which take milliseconds: the tests seed
 * often and never need the files.
 */

/** Where the seeded drawings are, served under /storage/app/public/product/. */
const STORAGE_PRODUCT_DIR = fileURLToPath(new URL('../../storage/product/', import.meta.url));
export const DEMO_PHOTO_DIR = `${STORAGE_PRODUCT_DIR}demo/`;
const DEMO_PHOTO_PREFIX = 'demo/';

const SOURCE_WIDTH = 2400;
const SOURCE_HEIGHT = 1800;

/** A plain plate for the dishes without a drawing of their own. */
const PLATE_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<rect width="400" height="300" fill="#f3e3c6"/><ellipse cx="200" cy="160" rx="150" ry="100" fill="#fff"/>
<ellipse cx="200" cy="162" rx="100" ry="62" fill="#c8782e"/><ellipse cx="180" cy="150" rx="40" ry="20" fill="#e9a24a"/>
</svg>`,
);

/** The drawing a dish's photo is made from. */
function drawingOf(dish: Pick<SeedDish, 'image'>): Buffer {
  return dish.image === null ? PLATE_SVG : fs.readFileSync(`${STORAGE_PRODUCT_DIR}${dish.image}`);
}

/** A number from the dish's name, the same on every run: its tint and its grain. */
function seedOf(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0);
}

/** Its tint: dishes drawn alike still look apart, their colours still food's (±20°). */
const hueOf = (name: string) => (seedOf(name) % 41) - 20;

/** The photo's name, from the dish's name and drawing: the same files on every machine and run. */
const keyOf = (dish: Pick<SeedDish, 'name' | 'image'>) => dishPhotoKey('demo:', dish.name, drawingOf(dish));

/** The dish's photo as the seed stores it: what the pipeline makes of a 2,400 × 1,800 source. */
export async function demoPhoto(dish: Pick<SeedDish, 'name' | 'image'>): Promise<DishPhoto> {
  const widest = DISH_PHOTO_WIDTHS[DISH_PHOTO_WIDTHS.length - 1] ?? 1280;
  // The placeholder from the drawing itself: the grain is gone at 16 px anyway.
  const drawing = sharp(drawingOf(dish))
    .modulate({ hue: hueOf(dish.name) })
    .flatten({ background: '#fff' });
  return {
    base: `${DEMO_PHOTO_PREFIX}${keyOf(dish)}`,
    widths: [...DISH_PHOTO_WIDTHS],
    width: widest,
    height: (widest * SOURCE_HEIGHT) / SOURCE_WIDTH,
    placeholder: await placeholderOf(drawing),
  };
}

/** The 2,400 × 1,800 JPEG a phone would have taken: the drawing, tinted, with grain. */
export async function demoSource(dish: Pick<SeedDish, 'name' | 'image'>): Promise<Buffer> {
  const { data, info } = await sharp(drawingOf(dish), { density: 72 * (SOURCE_WIDTH / 400) })
    .resize(SOURCE_WIDTH, SOURCE_HEIGHT, { fit: 'cover' })
    .modulate({ hue: hueOf(dish.name) })
    .flatten({ background: '#fff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A camera's grain (xorshift, seeded by the name): what makes a photo weigh what a photo weighs.
  let state = seedOf(dish.name) || 1;
  for (let at = 0; at < data.length; at += info.channels) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const grain = (state & 31) - 16;
    for (let channel = 0; channel < 3; channel += 1) {
      data[at + channel] = Math.max(0, Math.min(255, (data[at + channel] ?? 0) + grain));
    }
  }
  return sharp(data, { raw: info }).jpeg({ quality: 90 }).toBuffer();
}

/** Whether every file of the dish's photo is on disk already. */
export function demoPhotoMade(dish: Pick<SeedDish, 'name' | 'image'>): boolean {
  const key = keyOf(dish);
  return DISH_PHOTO_WIDTHS.every((width) =>
    DISH_PHOTO_FORMATS.every((format) =>
      fs.existsSync(`${DEMO_PHOTO_DIR}${dishPhotoFile(key, width, format)}`),
    ),
  );
}

export const demoPhotoKey = keyOf;
