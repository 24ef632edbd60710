import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DISH_IMAGE_TYPES } from '@tiffin/core';
import type { DishImageType, StaffMenuResponse } from '@tiffin/core/contracts';
import { imageSize } from 'image-size';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import * as repository from './menu.repository.ts';
import { changeMenu, type StaffMenuDeps } from './menu.service.ts';

/** Uploaded photos are named `uploads/<file>` in `products.image`, served from UPLOAD_DIR. */
export const UPLOADED_IMAGE_PREFIX = 'uploads/';

/**
 * The widest and tallest photo taken: more than any phone's camera, far less than an image bomb's
 * (a 300 KB PNG may claim 50,000 × 50,000 pixels, 10 GB once decoded).
 */
export const DISH_IMAGE_MAX_SIDE_PX = 8000;

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

/**
 * A dish's new photo: checked (above), written to the upload directory under a new name, then the
 * dish pointed at it in one logged and announced change. The photo it replaces, when it was an
 * upload too, is removed afterwards.
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
  const file = `${productId}-${randomUUID()}.${DISH_IMAGE_TYPES[type]}`;
  const filePath = path.join(deps.config.uploadDir, file);
  await fs.mkdir(deps.config.uploadDir, { recursive: true });
  await fs.writeFile(filePath, bytes);
  const replaced: { image: string | null } = { image: null };
  try {
    const menu = await changeMenu(
      deps,
      'Dish',
      { staffId, action: 'changed a dish’s photo', subject: `dish ${productId}`, details: { file } },
      async (tx, restaurantId) => {
        const set = await repository.setDishImage(
          tx,
          restaurantId,
          productId,
          `${UPLOADED_IMAGE_PREFIX}${file}`,
        );
        replaced.image = set?.previous ?? null;
        return set;
      },
    );
    if (replaced.image?.startsWith(UPLOADED_IMAGE_PREFIX)) {
      await fs.rm(path.join(deps.config.uploadDir, path.basename(replaced.image)), { force: true });
    }
    return menu;
  } catch (error) {
    await fs.rm(filePath, { force: true });
    throw error;
  }
}
