import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyPages } from '../../db/schema.ts';
import { seedPolicyPages } from '../../seed/restaurant-data.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** The migration that brings a database seeded before issue 32 the new privacy policy. */
const MIGRATION = new URL('../../../drizzle/0024_privacy_policy_data_rights.sql', import.meta.url);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const seededPrivacy = seedPolicyPages.find((page) => page.slug === 'privacy-policy')?.body ?? '';
const privacyBody = async () => {
  const [page] = await ctx.db
    .select({ body: policyPages.body })
    .from(policyPages)
    .where(eq(policyPages.slug, 'privacy-policy'));
  return page?.body;
};

/** The migration's statement, and the two texts in it: the new body, and the old one it replaces. */
async function migration() {
  const statement = await readFile(MIGRATION, 'utf8');
  // The comments first out of the way: their words are not the statement's texts.
  const code = statement.replace(/^--.*$/gm, '');
  const literals = [...code.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]?.replaceAll("''", "'"));
  const [newBody, slug, oldBody] = literals;
  return { statement, newBody, slug, oldBody };
}

describe('the privacy policy (issue 32)', () => {
  it('says how to download your data, and that orders are kept six years without your details', async () => {
    const page = (await ctx.app.inject({ url: '/api/v1/pages/privacy-policy' })).json();
    expect(page.body).toContain("'Download my data' on the Personal Info page");
    expect(page.body).toContain(
      'We keep the records of your orders for six years, as Irish tax law requires',
    );
    expect(page.body).toContain(
      'with your name, e-mail address, phone number, delivery address and notes removed, so that they no longer identify you',
    );
  });

  it('is brought to a database seeded before, unless the restaurant had rewritten it', async () => {
    const { statement, newBody, slug, oldBody } = await migration();
    expect(slug).toBe('privacy-policy');
    expect(newBody).toBe(seededPrivacy);
    expect(oldBody).toContain('You can ask for a copy of your data');

    const setBody = (body: string) =>
      ctx.db
        .update(policyPages)
        .set({ body })
        .where(and(eq(policyPages.slug, 'privacy-policy')));
    await setBody(oldBody ?? '');
    await ctx.db.execute(sql.raw(statement));
    expect(await privacyBody()).toBe(seededPrivacy);

    const ownWords = `${oldBody}\n\nWe also keep a paper copy of each order in the till.`;
    await setBody(ownWords);
    await ctx.db.execute(sql.raw(statement));
    expect(await privacyBody()).toBe(ownWords);
    await setBody(seededPrivacy);
  });
});
