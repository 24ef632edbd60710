import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { convertUploads } from './convert-uploads.ts';

let ctx: TestContext;
let uploadDir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-convert-uploads-'));
});
afterAll(async () => {
  fs.rmSync(uploadDir, { recursive: true, force: true });
  await ctx.close();
});

const dish = async (id: number) => (await ctx.db.select().from(products).where(eq(products.id, id)))[0];

describe('converting the photos uploaded before the pipeline', () => {
  it('makes their sizes, removes the original with its EXIF, and does nothing the second time', async () => {
    const original = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#b0602a' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
      .toBuffer();
    fs.writeFileSync(path.join(uploadDir, '5-old.jpg'), original);
    await ctx.db.update(products).set({ image: 'uploads/5-old.jpg', photo: null }).where(eq(products.id, 5));
    await ctx.db.update(products).set({ image: 'uploads/6-gone.png', photo: null }).where(eq(products.id, 6));

    expect(await convertUploads(ctx.db, uploadDir)).toEqual({
      converted: 1,
      missing: ['uploads/6-gone.png'],
      unreadable: [],
    });
    const converted = await dish(5);
    expect(converted?.photo).toMatchObject({ widths: [320, 640, 960], width: 960, height: 720 });
    expect(converted?.image).toBe(`${converted?.photo?.base}-960.jpg`);
    expect(fs.existsSync(path.join(uploadDir, '5-old.jpg'))).toBe(false);
    const jpeg = fs.readFileSync(path.join(uploadDir, path.basename(converted?.image ?? '')));
    expect((await sharp(jpeg).metadata()).exif).toBeUndefined();
    expect(fs.readdirSync(uploadDir)).toHaveLength(9);

    expect(await convertUploads(ctx.db, uploadDir)).toEqual({
      converted: 0,
      missing: ['uploads/6-gone.png'],
      unreadable: [],
    });
    expect(await dish(5)).toEqual(converted);
  });
});
