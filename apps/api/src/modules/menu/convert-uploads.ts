import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { UPLOADED_IMAGE_PREFIX } from './dish-image.ts';
import { dishPhotoImage, dishPhotoKey, processDishPhoto, writeDishPhoto } from './dish-photo.ts';

export type ConvertedUploads = { converted: number; missing: string[]; unreadable: string[] };

/**
 * Puts the photos uploaded before the pipeline (issue 34) through it, once: each dish whose image
 * is an upload and has no `photo` gets its sizes, under the names a new upload of it would have,
 * and the original (with whatever EXIF it carried, its location too) is removed. A dish done is
 * never done again, so running it twice, or again after a failure, is safe. A file that is gone,
 * or that the pipeline cannot read, is left as it is and reported.
 */
export async function convertUploads(db: Db, uploadDir: string): Promise<ConvertedUploads> {
  const rows = await db
    .select({ id: products.id, image: products.image })
    .from(products)
    .where(and(like(products.image, `${UPLOADED_IMAGE_PREFIX}%`), isNull(products.photo)));
  const result: ConvertedUploads = { converted: 0, missing: [], unreadable: [] };
  for (const row of rows) {
    const image = row.image ?? '';
    const original = path.join(uploadDir, path.basename(image));
    const bytes = await fs.readFile(original).catch(() => null);
    if (bytes === null) {
      result.missing.push(image);
      continue;
    }
    const processed = await processDishPhoto(bytes).catch(() => null);
    if (processed === null) {
      result.unreadable.push(image);
      continue;
    }
    const key = dishPhotoKey(`${row.id}:`, bytes);
    const photo = await writeDishPhoto(uploadDir, UPLOADED_IMAGE_PREFIX, key, processed);
    // Only if the dish still shows that upload: a photo set meanwhile is left alone.
    const [updated] = await db
      .update(products)
      .set({ image: dishPhotoImage(photo), photo })
      .where(and(eq(products.id, row.id), eq(products.image, image), isNull(products.photo)))
      .returning({ id: products.id });
    if (updated) {
      await fs.rm(original, { force: true });
      result.converted += 1;
    }
  }
  return result;
}
