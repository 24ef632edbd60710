import { processDishPhoto, writeDishPhoto } from '../modules/menu/index.ts';
import { DEMO_PHOTO_DIR, demoPhotoKey, demoPhotoMade, demoSource } from './demo-photos.ts';
import type { DemoPhotoMessage } from './demo-photos-in-background.ts';
import { seedMenu } from './menu-data.ts';

/**
 * `npm run photos:demo` (run by `npm run build`): makes the demo menu's photos (demo-photos.ts) into
 * apps/api/storage/product/demo/, each through the upload's pipeline. Those already there are kept,
 * so it is quick after the first time. Run by the server in development (demo-photos-in-background.ts),
 * it tells the server of each photo as it is made.
 */
const started = performance.now();
let made = 0;
const dishes = seedMenu.flatMap((category) => category.dishes);
for (const dish of dishes) {
  if (demoPhotoMade(dish)) continue;
  await writeDishPhoto(
    DEMO_PHOTO_DIR,
    '',
    demoPhotoKey(dish),
    await processDishPhoto(await demoSource(dish)),
  );
  made += 1;
  process.send?.({ made: dish.name } satisfies DemoPhotoMessage);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (!process.send)
  console.warn(`Demo photos: ${made} made, ${dishes.length - made} already there (${seconds} s).`);
