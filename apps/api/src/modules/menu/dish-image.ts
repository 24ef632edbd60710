import fs from 'node:fs/promises';
import path from 'node:path';
import type { DishImageType, DishPhoto, StaffMenuResponse } from '@tiffin/core';
import { imageSize } from 'image-size';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import {
  DISH_IMAGE_MAX_SIDE_PX,
  dishPhotoImage,
  dishPhotoKey,
  type ProcessedDishPhoto,
  processDishPhoto,
  removeDishPhoto,
  writeDishPhoto,
} from './dish-photo.ts';
import type { StaffMenuDeps } from './menu.service.ts';
import * as repository from './menu-content.repository.ts';
import { changeMenu } from './menu-content.service.ts';

/** Uploaded photos are named `uploads/<file>` in `products.image`, served from UPLOAD_DIR. */
export const UPLOADED_IMAGE_PREFIX = 'uploads/';

export { DISH_IMAGE_MAX_SIDE_PX };

/** What image-size reads each type as, from the file's own header. */
const HEADER_TYPES: Record<DishImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * A photo's type and size read from its header with image-size, nothing decoded: one that is not
 * the type it was sent as (a renamed file), or larger than a camera makes, is refused.
 */
function checkDishImage(type: DishImageType, bytes: Buffer): void {
  let header: ReturnType<typeof imageSize> | null = null;
  try {
    header = imageSize(bytes);
  } catch {
    header = null;
  }
  if (header?.type !== HEADER_TYPES[type]) {
    throw new AppError('image', 'This file is not a JPEG, PNG or WebP photo'); // not in the spec
  }
  if (header.width > DISH_IMAGE_MAX_SIDE_PX || header.height > DISH_IMAGE_MAX_SIDE_PX) {
    throw new AppError(
      'image_too_large',
      `This photo is too large: at most ${DISH_IMAGE_MAX_SIDE_PX.toLocaleString('en-IE')} × ${DISH_IMAGE_MAX_SIDE_PX.toLocaleString('en-IE')} pixels`, // not in the spec
    );
  }
}

/** The photo through the pipeline; one sharp cannot decode (a truncated file) is refused. */
async function processed(bytes: Buffer): Promise<ProcessedDishPhoto> {
  try {
    return await processDishPhoto(bytes);
  } catch {
    throw new AppError('image', 'This photo could not be read: it may be damaged'); // not in the spec
  }
}

/** Removes what a dish showed before, when it was an upload: all its sizes, or the one file of old. */
export async function removeUpload(
  uploadDir: string,
  previous: { image: string | null; photo: DishPhoto | null },
): Promise<void> {
  if (previous.photo?.base.startsWith(UPLOADED_IMAGE_PREFIX)) {
    await removeDishPhoto(uploadDir, previous.photo);
  } else if (previous.image?.startsWith(UPLOADED_IMAGE_PREFIX)) {
    await fs.rm(path.join(uploadDir, path.basename(previous.image)), { force: true });
  }
}

/**
 * A dish's new photo: checked from its header (above), made into its sizes and formats by the
 * pipeline (dish-photo.ts) and written to the upload directory under names made from its content,
 * then the dish pointed at it in one logged and announced change. The photo it replaces, when it
 * was an upload too (and not this same one again), is removed afterwards.
 */
export async function setDishImage(
  deps: StaffMenuDeps & Pick<AppDeps, 'config'>,
  {
    productId,
    type,
    bytes,
    staffId,
  }: { productId: number; type: DishImageType; bytes: Buffer; staffId: number },
): Promise<StaffMenuResponse> {
  checkDishImage(type, bytes);
  // The dish is part of the name: two dishes showing the same photo never share (and delete) files.
  const key = dishPhotoKey(`${productId}:`, bytes);
  const photo = await writeDishPhoto(
    deps.config.uploadDir,
    UPLOADED_IMAGE_PREFIX,
    key,
    await processed(bytes),
  );
  const replaced: { image: string | null; photo: DishPhoto | null } = { image: null, photo: null };
  try {
    const menu = await changeMenu(
      deps,
      'Dish',
      { staffId, action: 'changed a dish’s photo', subject: `dish ${productId}`, details: { file: key } },
      async (tx, restaurantId) => {
        const set = await repository.setDishImage(tx, restaurantId, productId, {
          image: dishPhotoImage(photo),
          photo,
        });
        Object.assign(replaced, set?.previous);
        return set;
      },
    );
    if (replaced.photo?.base !== photo.base) await removeUpload(deps.config.uploadDir, replaced);
    return menu;
  } catch (error) {
    if (replaced.photo?.base !== photo.base) await removeDishPhoto(deps.config.uploadDir, photo);
    throw error;
  }
}
