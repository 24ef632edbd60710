import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type MarkKind, type MarkTarget, markValueOf } from '@tiffin/core';
import { and, eq, isNull } from 'drizzle-orm';
import { createMailer } from '../apps/api/src/adapters/mailer.ts';
import { createOfflineSender } from '../apps/api/src/adapters/sms/offline.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { configuredDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import {
  customerMarks,
  customers as customerRows,
  fakeOrderRules,
  kitchenContacts,
  openingHours,
  outbox,
  ratingAsks,
  restaurants,
} from '../apps/api/src/db/schema.ts';
import { systemClock } from '../apps/api/src/deps.ts';
import { registerCustomer } from '../apps/api/src/modules/auth/index.ts';
import { addMember } from '../apps/api/src/modules/staff/index.ts';
import { seedIfEmpty } from '../apps/api/src/seed/seed.ts';
import { STAFF_ADMIN } from './staff.ts';

/** A customer's session as the registration answer gives it. */
export type Session = { token: string; user: { name: string; email: string } };

export const CUSTOMER_PASSWORD = 'customer-password';

/** A port free on this machine now, for a worker's server to listen on and to name in its links. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The real server (the app `server.ts` starts) for one Playwright worker: its own embedded database,
 * migrated and seeded with the demo restaurant and the e2e admin, on a port of its own. Workers never
 * share data, so the journeys of two workers cannot take each other's slots, stock or settings.
 * Customers are made with the server's own registration service, not through the rate-limited
 * registration route: one fresh customer per journey.
 */
export async function startSite({
  workerIndex,
  smtpPort,
  tilePort,
}: {
  workerIndex: number;
  smtpPort: number;
  tilePort: number;
}) {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-e2e-uploads-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    // The links the server writes (payment links, e-mails) name this worker's own address.
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: 'memory://',
    UPLOAD_DIR: uploadDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // The offline geocoder (the default) finds places; tiles come from the local tile server.
    MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    // Push subscriptions may name the journeys' local fake push service (tests/pwa.mobile.spec.ts).
    PUSH_ALLOW_HTTP: 'true',
  });
  const database = await openDatabase(configuredDatabase(config));
  await database.migrate(config.migrationsDir);
  // The seed's drawings, whatever demo photos this machine has made: the same pages on every machine.
  await seedIfEmpty(database.db, { demoPhotos: false });
  await addMember(
    { db: database.db, clock: systemClock },
    { member: { ...STAFF_ADMIN, role: 'admin' }, createdBy: null },
  );
  // The texts the fake-order guard sends (decision 073), kept here for the journeys to read.
  const sms = createOfflineSender({ info: () => {} });
  const app = await buildApp(config, { database, sms });
  // Registration writes the confirmation e-mail to the outbox; the app's own dispatcher sends what is due.
  const deps = {
    db: database.db,
    clock: systemClock,
    config,
    mailer: createMailer({ db: database.db, smtpUrl: undefined, now: () => new Date(), log: app.log }),
  };
  await app.listen({ port, host: config.host });

  let customers = 0;
  let savedHours: (typeof openingHours.$inferSelect)[] | undefined;
  return {
    url,
    /**
     * A new registered customer, signed in. The e-mail is unique in the run, not just in this
     * database: the mail sink is shared by every worker, and a worker started after a failure.
     */
    async newCustomer(name = 'Niamh Ryan'): Promise<Session> {
      customers += 1;
      const stamp = `${workerIndex % 10}${String(process.pid % 1000).padStart(3, '0')}${String(customers % 1000).padStart(3, '0')}`;
      const email = `e2e.customer.${stamp}@example.ie`;
      const registered = await registerCustomer(deps, {
        name,
        phone: `087${stamp}`,
        email,
        password: CUSTOMER_PASSWORD,
      });
      // A customer who proved their address long ago (decision 042): its link is not sent now, so no
      // journey reads it in place of the e-mail it waits for.
      const now = new Date();
      await database.db
        .update(customerRows)
        .set({ emailVerifiedAt: now })
        .where(eq(customerRows.email, email));
      await database.db
        .update(outbox)
        .set({ sentAt: now })
        .where(and(eq(outbox.toAddress, email), isNull(outbox.sentAt)));
      return { token: registered.access_token, user: registered.user };
    },
    /**
     * The server's clock is the real one: the unattended pause (issue 28) is set up by writing its
     * inputs instead of waiting for them — the setting in minutes, the restaurant open all day, no
     * board or printer in touch for `minutesSinceContact` — and announced as the scheduled look does
     * (a state change clears the rendered pages). `restore` puts the seed's settings back.
     */
    kitchenWatch: {
      async unattendedFor(pauseMinutes: number, minutesSinceContact: number) {
        const seen = new Date(Date.now() - minutesSinceContact * 60_000);
        await database.db.transaction(async (tx) => {
          savedHours ??= await tx.select().from(openingHours);
          await tx.update(restaurants).set({ unattendedPauseMinutes: pauseMinutes });
          await tx.update(openingHours).set({ opensAt: '00:00', closesAt: '23:59' });
          await tx.update(kitchenContacts).set({ lastSeenAt: seen });
        });
        await app.announceOrderingPause();
      },
      async restore() {
        const hours = savedHours ?? [];
        savedHours = undefined;
        await database.db.transaction(async (tx) => {
          await tx.update(restaurants).set({ unattendedPauseMinutes: 0 });
          for (const { id, opensAt, closesAt } of hours)
            await tx.update(openingHours).set({ opensAt, closesAt }).where(eq(openingHours.id, id));
        });
        await app.announceOrderingPause();
      },
    },
    /**
     * Ends busy mode and the staff's pause (issue 33) whatever a journey left, and announces it as
     * the scheduled look would: a failed journey does not leave the next one's ordering paused.
     */
    async resetPace() {
      const hours = savedHours;
      savedHours = undefined;
      await database.db.transaction(async (tx) => {
        await tx
          .update(restaurants)
          .set({ busyExtraMinutes: 0, busyUntil: null, pausedAt: null, pausedUntil: null });
        for (const { id, opensAt, closesAt } of hours ?? [])
          await tx.update(openingHours).set({ opensAt, closesAt }).where(eq(openingHours.id, id));
      });
      await app.announceOrderingPause();
    },
    /**
     * The restaurant open all day (00:00-23:59), so today offers slots whatever the real clock says;
     * `resetPace` puts the seed's hours back.
     */
    async openAllDay() {
      await database.db.transaction(async (tx) => {
        savedHours ??= await tx.select().from(openingHours);
        await tx.update(openingHours).set({ opensAt: '00:00', closesAt: '23:59' });
      });
      await app.announceOrderingPause();
    },
    /**
     * The rating asks (issue 51) made now rather than the restaurant's hour after completion: the
     * asks the completions wrote are made due, and asked as the "rating asks" job asks them.
     */
    async askForRatingsNow() {
      await app.settleEvents();
      await database.db.update(ratingAsks).set({ dueAt: new Date() }).where(isNull(ratingAsks.askedAt));
      await app.askForRatings();
    },
    /** The codes texted so far, newest last (the offline sender's, as no Twilio is configured). */
    texts: () => [...sms.sent],
    /** The owner's fake-order rules (decision 073); null: none, every rule off, as the seed has it. */
    async setGuardRules(rules: typeof fakeOrderRules.$inferInsert.rules | null) {
      await database.db.delete(fakeOrderRules);
      if (rules === null) return;
      const [restaurant] = await database.db.select({ id: restaurants.id }).from(restaurants);
      await database.db.insert(fakeOrderRules).values({ restaurantId: Number(restaurant?.id), rules });
    },
    /** A staff mark (decision 073) written as the staff page writes it; `clearMarks` removes them all. */
    async markCustomer(mark: { target: MarkTarget; value: string; kind: MarkKind; reason: string }) {
      const value = markValueOf(mark.target, mark.value);
      await database.db
        .insert(customerMarks)
        .values({ ...mark, value, staffId: null, createdAt: new Date() });
    },
    async clearMarks() {
      await database.db.delete(customerMarks);
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export type Site = Awaited<ReturnType<typeof startSite>>;
