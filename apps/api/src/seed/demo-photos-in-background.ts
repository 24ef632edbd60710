import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../adapters/events.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { dishPhotoImage } from '../modules/menu/index.ts';
import { demoPhoto, demoPhotoMade } from './demo-photos.ts';
import { seedMenu } from './menu-data.ts';
import type { SeedDish } from './seed-types.ts';

/** make-demo-photos.ts, run as a child process. */
const MAKER = new URL('./make-demo-photos.ts', import.meta.url);

/** The lowest priority a process can have on Linux: the server's requests come first. */
const LOWEST_PRIORITY = 19;

/** What the maker tells its parent after each photo. */
export type DemoPhotoMessage = { made: string };

const seedDishes = seedMenu.flatMap((category) => category.dishes);

/**
 * The demo photos on a first `npm start` (issue 45): making the 86 of them takes a minute and a half,
 * so the server answers first, with each dish's drawing, and a child process of the lowest priority
 * makes them (make-demo-photos.ts). As each is made the dish is given it and the menu announced as
 * changed, so the next page shows it without a restart. A dish someone has edited since the seed
 * (another picture, another name) is left as it is.
 */
export function demoPhotosInBackground({
  db,
  events,
  log,
}: {
  db: Db;
  events: EventBus;
  log: FastifyBaseLogger;
}) {
  let maker: ChildProcess | null = null;
  const showPhotos = (dishes: readonly SeedDish[]) => showDemoPhotos({ db, events }, dishes);

  return {
    /** Shows the photos already made, and starts making the others. */
    async start(): Promise<void> {
      const waiting: SeedDish[] = [];
      for (const dish of seedDishes) {
        const [row] = await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.name, dish.name), showsItsDrawing(dish)))
          .limit(1);
        if (row) waiting.push(dish);
      }
      await showPhotos(waiting.filter(demoPhotoMade));
      const missing = waiting.filter((dish) => !demoPhotoMade(dish));
      if (missing.length === 0) return;

      log.info(
        `Demo photos: making ${missing.length} in the background; each dish shows its drawing until then`,
      );
      const started = performance.now();
      // Neither the parent's flags (`--watch` would keep it running) nor its stdin.
      maker = fork(MAKER, { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      if (maker.pid !== undefined) os.setPriority(maker.pid, LOWEST_PRIORITY);
      maker.on('message', (message: DemoPhotoMessage) => {
        const dish = seedDishes.find((seeded) => seeded.name === message.made);
        if (dish)
          showPhotos([dish]).catch((error: unknown) =>
            log.warn({ err: error }, 'a demo photo was not shown'),
          );
      });
      maker.on('exit', (code, signal) => {
        maker = null;
        if (signal !== null) return;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        if (code === 0) log.info(`Demo photos: ${missing.length} made in ${seconds} s`);
        else log.warn(`Demo photos: stopped (exit ${code}); the dishes left keep their drawings`);
      });
    },
    /** Stops making them: the ones made are kept, the next start makes the rest. */
    close(): void {
      maker?.kill();
    },
  };
}

/**
 * Gives each of these dishes its demo photo (whose files are made) where its row still shows the
 * seed's drawing, and announces the menu changed when one did: the cached menu and pages are made
 * again with it.
 */
export async function showDemoPhotos(
  { db, events }: { db: Db; events: EventBus },
  dishes: readonly SeedDish[],
): Promise<number> {
  let shown = 0;
  for (const dish of dishes) {
    const photo = await demoPhoto(dish);
    const given = await db
      .update(products)
      .set({ image: dishPhotoImage(photo), photo })
      .where(and(eq(products.name, dish.name), showsItsDrawing(dish)))
      .returning({ id: products.id });
    shown += given.length;
  }
  if (shown > 0) await events.publish(db, { type: 'menu.changed' });
  return shown;
}

/** The dish's row as the seed wrote it: its drawing (or none), and no photo. */
const showsItsDrawing = (dish: SeedDish) =>
  and(isNull(products.photo), dish.image === null ? isNull(products.image) : eq(products.image, dish.image));
