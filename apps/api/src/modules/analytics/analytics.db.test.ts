import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema.ts';
import { clientAddress, createTestApp, fixedClock, type TestContext } from '../../test/test-app.ts';

// 23:30 UTC on 1 July is 00:30 on 2 July in Dublin (summer time, UTC+1).
const clock = fixedClock('2026-07-01T23:30:00Z');
beforeEach(() => clock.reset());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

const view = (path: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/analytics/page-view',
    payload: { path },
    remoteAddress: clientAddress(),
  });

describe('POST /api/v1/analytics/page-view', () => {
  it('counts views per path and Dublin calendar day', async () => {
    expect((await view('/menu')).statusCode).toBe(204);
    expect((await view('/menu')).statusCode).toBe(204);
    expect((await view('/favourites')).statusCode).toBe(204);
    clock.set('2026-07-02T23:30:00Z');
    await view('/menu');

    const rows = await ctx.db.select().from(pageViews).orderBy(pageViews.day, pageViews.path);
    expect(rows).toEqual([
      { path: '/favourites', day: '2026-07-02', count: 1 },
      { path: '/menu', day: '2026-07-02', count: 2 },
      { path: '/menu', day: '2026-07-03', count: 1 },
    ]);
  });

  it('ignores a path that is not one of the site’s pages, storing nothing', async () => {
    const before = await ctx.db.select().from(pageViews);
    for (let index = 0; index < 200; index += 1) {
      expect((await view(`/made-up-${index}`)).statusCode).toBe(204);
    }
    for (const path of ['/MENU', '/menu/', '/wp-login.php', '/checkout'])
      expect((await view(path)).statusCode).toBe(204);
    expect(await ctx.db.select().from(pageViews)).toEqual(before);
  });

  it.each([
    ['menu'],
    ['/menu?ref=mail'],
    ['/a b'],
    [''],
    [`/${'x'.repeat(400)}`],
    [42],
    ['/menu\u0000'],
    ['/menu\u001b'],
  ])('refuses %j with a 400 and stores nothing', async (path) => {
    const before = await ctx.db.select().from(pageViews);
    const response = await view(path);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('path');
    expect(await ctx.db.select().from(pageViews)).toEqual(before);
  });
});
