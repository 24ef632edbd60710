import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import type { DishPhoto } from '@tiffin/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInStaff } from '../../test/auth-helpers.ts';
import { clientAddress, createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const upload = (productId: number, type: string, body: Buffer) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/staff/menu/dishes/${productId}/image`,
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': type },
    payload: body,
    remoteAddress: clientAddress(),
  });
const dishOf = async (productId: number) =>
  (await call(ctx, 'GET', `/api/v1/products/details/${productId}`)).body as {
    image: string | null;
    photo?: DishPhoto;
  };
const served = (file: string) => ctx.app.inject({ url: `/storage/app/public/product/${file}` });

/** Where the phone was: Cashel, Co. Tipperary, as a camera writes it into the EXIF's GPS block. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '52/1 31/1 0/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '7/1 53/1 0/1',
};

/**
 * A phone's photo: 4,000 × 3,000, a gradient under grain a JPEG cannot squeeze (about 4 MB at
 * quality 90, as a phone's), with the GPS position in its EXIF.
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const grain = Math.floor(Math.random() * 48);
      pixels[at] = 150 + Math.floor((x / width) * 60) + grain;
      pixels[at + 1] = 60 + Math.floor((y / height) * 80) + grain;
      pixels[at + 2] = 20 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera' }, IFD3: GPS })
    .toBuffer();
}

/**
 * A real image bomb: a 1-bit PNG of 50,000 × 50,000 pixels (2.5 gigapixels, 7.5 GB as RGB once
 * decoded) whose rows of zeros deflate to a few hundred KB. Made row by row, never whole in memory.
 */
async function pngBomb(side: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // the filter byte, then the row's bits
  const rows = Readable.from(
    (function* () {
      for (let y = 0; y < side; y += 1) yield row;
    })(),
  );
  const pixels = await buffer(rows.pipe(zlib.createDeflate({ level: 9 })));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('a dish photo as a phone takes it', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await phonePhoto();
  });

  it('is made into every size in AVIF, WebP and JPEG, none with its location, the 640 WebP under 80 KB', async () => {
    expect(photo.length).toBeGreaterThan(3_000_000);
    expect(photo.length).toBeLessThan(6_000_000);
    // The photo carries its GPS block: the EXIF's pointer to it, tag 0x8825 (in either byte order).
    const exif = (await sharp(photo).metadata()).exif ?? Buffer.alloc(0);
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    expect((await upload(1, 'image/jpeg', photo)).statusCode).toBe(200);
    const dish = await dishOf(1);
    expect(dish.photo).toMatchObject({ widths: [320, 640, 960, 1280], width: 1280, height: 960 });
    expect(dish.photo?.base).toMatch(/^uploads\/[0-9a-f]{20}$/);
    expect(dish.image).toBe(`${dish.photo?.base}-1280.jpg`);
    expect(dish.photo?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(dish.photo?.placeholder.length).toBeLessThan(400);

    const types = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
    for (const width of [320, 640, 960, 1280]) {
      for (const [format, type] of Object.entries(types)) {
        const file = await served(`${dish.photo?.base}-${width}.${format}`);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(type);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const written = await sharp(file.rawPayload).metadata();
        expect({ width: written.width, height: written.height }).toEqual({ width, height: (width * 3) / 4 });
        // No EXIF (where the GPS block lives), no XMP or IPTC that could carry a place either.
        expect([written.exif, written.xmp, written.iptc]).toEqual([undefined, undefined, undefined]);
        if (width === 640 && format === 'webp') expect(file.rawPayload.length).toBeLessThan(80 * 1024);
      }
    }
  });

  it('is turned upright by its EXIF orientation, and never enlarged', async () => {
    // 900 × 600 as the sensor saw it, turned 90° by the camera's orientation tag: 600 × 900 upright.
    const sideways = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c05020' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await upload(3, 'image/jpeg', sideways)).statusCode).toBe(200);
    expect((await dishOf(3)).photo).toMatchObject({ widths: [320], width: 320, height: 480 });

    const small = await sharp({ create: { width: 200, height: 150, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    expect((await upload(3, 'image/png', small)).statusCode).toBe(200);
    expect((await dishOf(3)).photo).toMatchObject({ widths: [200], width: 200, height: 150 });
  });

  it('replaces the one before: its files go, the new ones stay', async () => {
    const first = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#208040' } })
      .webp()
      .toBuffer();
    expect((await upload(4, 'image/webp', first)).statusCode).toBe(200);
    const before = (await dishOf(4)).photo;
    expect((await served(`${before?.base}-640.avif`)).statusCode).toBe(200);

    expect((await upload(4, 'image/webp', first)).statusCode).toBe(200); // the same photo again
    expect((await dishOf(4)).photo).toEqual(before);
    expect((await served(`${before?.base}-640.avif`)).statusCode).toBe(200);

    const second = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#802040' } })
      .webp()
      .toBuffer();
    expect((await upload(4, 'image/webp', second)).statusCode).toBe(200);
    const after = (await dishOf(4)).photo;
    expect(after?.base).not.toBe(before?.base);
    expect((await served(`${before?.base}-640.avif`)).statusCode).toBe(404);
    expect((await served(`${after?.base}-640.avif`)).statusCode).toBe(200);
  });
});

describe('a photo refused', () => {
  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();

  it('when it is not the image its type says, another type, too large, damaged, or for no dish', async () => {
    const before = await dishOf(2);
    const renamed = await upload(2, 'image/jpeg', await png());
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().errors[0].message).toBe('This file is not a JPEG, PNG or WebP photo');
    expect((await upload(2, 'image/gif', Buffer.from('GIF89a'))).statusCode).toBe(415);
    const large = Buffer.concat([await png(), Buffer.alloc(15 * 1024 * 1024)]);
    expect((await upload(2, 'image/png', large)).statusCode).toBe(413);
    // A JPEG's header and then not its pixels: image-size reads it, sharp cannot.
    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    const damaged = await upload(
      2,
      'image/jpeg',
      Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(500, 7)]),
    );
    expect(damaged.statusCode).toBe(415);
    expect(damaged.json().errors[0].message).toBe('This photo could not be read: it may be damaged');
    expect((await upload(99999, 'image/png', await png())).statusCode).toBe(404);
    expect(await dishOf(2)).toEqual(before);
  });

  it('when it is an image bomb: from its header, before decoding, the server’s memory unmoved', async () => {
    const before = await dishOf(2);
    const bomb = await pngBomb(50_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The server's resident memory, sampled while the upload is handled, against before it.
    globalThis.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 1);
    const refused = await upload(2, 'image/png', bomb);
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toEqual({
      code: 'image_too_large',
      message: 'This photo is too large: at most 8,000 × 8,000 pixels',
    });
    expect(rssPeak - rssBefore).toBeLessThan(100 * 1024 * 1024);
    expect(await dishOf(2)).toEqual(before);
  });
});
