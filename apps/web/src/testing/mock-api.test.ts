import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, resetMockApi } from './mock-api';

const send = (body: unknown) =>
  fetch('/api/v1/customer/wish-list/add', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the web tests’ API', () => {
  it('answers a body the server would refuse with its 400, and fails the test that sent it', async () => {
    const log = mockApi({ 'POST /api/v1/customer/wish-list/add': jsonResponse(200, { message: 'Added' }) });

    const refused = await send({ food_id: 'twelve' });

    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0].code).toBe('food_id');
    // What setup-tests.ts turns into this test's failure (taken here, so that this test passes).
    expect(resetMockApi()).toEqual([
      expect.stringContaining('POST /api/v1/customer/wish-list/add sent {"food_id":"twelve"}'),
    ]);
    expect(callsTo(log, 'POST /api/v1/customer/wish-list/add')).toHaveLength(1);
  });

  it('answers a body the server takes as the test said', async () => {
    mockApi({ 'POST /api/v1/customer/wish-list/add': jsonResponse(200, { message: 'Added' }) });

    const taken = await send({ food_id: '12' });

    expect(await taken.json()).toEqual({ message: 'Added' });
    expect(resetMockApi()).toEqual([]);
  });

  it('checks a body sent to a path with a parameter against its route’s schema, and answers by either key', async () => {
    const put = (id: string, body: unknown) =>
      fetch(`/api/v1/customer/address/update/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    mockApi({
      'PUT /api/v1/customer/address/update/5': jsonResponse(200, { message: 'five' }),
      'PUT /api/v1/customer/address/update/:addressId': jsonResponse(200, { message: 'any' }),
    });

    const refused = await put('5', { address: '' });
    expect(refused.status).toBe(400);
    expect(resetMockApi()).toEqual([
      expect.stringContaining('PUT /api/v1/customer/address/update/5 sent {"address":""}'),
    ]);

    mockApi({
      'PUT /api/v1/customer/address/update/5': jsonResponse(200, { message: 'five' }),
      'PUT /api/v1/customer/address/update/:addressId': jsonResponse(200, { message: 'any' }),
    });
    const taken = {
      address: 'Main Street, Cashel',
      road: 'Main Street',
      latitude: '52.5',
      longitude: '-7.9',
    };
    expect(await (await put('5', taken)).json()).toEqual({ message: 'five' });
    expect(await (await put('7', taken)).json()).toEqual({ message: 'any' });
    expect((await put('', taken)).status).toBe(404);
    expect(resetMockApi()).toEqual([]);
  });

  it('answers a call no test expected with the server’s 404', async () => {
    mockApi({});
    const answer = await fetch('/api/v1/nothing-here?x=1');
    expect(answer.status).toBe(404);
    expect((await answer.json()).message).toBe('Route GET /api/v1/nothing-here not found');
  });
});
