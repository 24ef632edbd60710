import { messages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi, networkError } from '@/testing/mock-api';
import { ApiError, apiFetch } from './api-client';

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('the API client', () => {
  it('resolves with the parsed answer', async () => {
    mockApi({ 'GET /api/v1/categories': jsonResponse(200, [{ id: 1, name: 'Starters' }]) });
    await expect(apiFetch('/api/v1/categories')).resolves.toEqual([{ id: 1, name: 'Starters' }]);
  });

  it('resolves with undefined for an empty answer', async () => {
    mockApi({ 'POST /api/v1/analytics/page-view': jsonResponse(204) });
    await expect(
      apiFetch('/api/v1/analytics/page-view', { method: 'POST', json: { path: '/' } }),
    ).resolves.toBe(undefined);
  });

  it('sends a JSON body with its content type, asking for JSON in English', async () => {
    const fetchMock = mockApi({ 'POST /api/v1/auth/login': jsonResponse(200, { message: 'ok' }) });
    const login = { email_or_phone: 'aoife@example.ie', password: 'correct horse', field_type: 'email' };
    await apiFetch('/api/v1/auth/login', { method: 'POST', json: login });

    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(init?.body).toBe(JSON.stringify(login));
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-localization')).toBe('en');
  });

  it('sends the access token as a bearer token when given one', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/customer/info': jsonResponse(200, {}),
      'GET /api/v1/restaurant': jsonResponse(200, {}),
    });
    await apiFetch('/api/v1/customer/info', { token: 'abc' });
    await apiFetch('/api/v1/restaurant');

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer abc');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it("turns the server's error shape into an ApiError with status, message and errors", async () => {
    mockApi({
      'POST /api/v1/auth/forgot-password': errorResponse(429, 'Please wait 42 Seconds', 'otp'),
    });

    const error = await caught(
      apiFetch('/api/v1/auth/forgot-password', { method: 'POST', json: { email: 'aoife@example.ie' } }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      message: 'Please wait 42 Seconds',
      errors: [{ code: 'otp', message: 'Please wait 42 Seconds' }],
      code: 'otp',
    });
  });

  it('keeps the whole error answer, for fields beside the error shape', async () => {
    const answer = {
      message: 'Prices changed',
      errors: [{ code: 'price_changed', message: 'Prices changed' }],
      quote: { total: '21.00' },
    };
    mockApi({ 'GET /api/v1/categories': jsonResponse(409, answer) });
    const error = await caught(apiFetch('/api/v1/categories'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(answer);
  });

  it('gives an ApiError for an error answer that is not JSON', async () => {
    mockApi({ 'GET /api/v1/restaurant': () => new Response('<html>Bad gateway</html>', { status: 502 }) });

    const error = await caught(apiFetch('/api/v1/restaurant'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, errors: [] });
  });

  it('gives an ApiError with status 0 when there is no answer at all', async () => {
    mockApi({ 'GET /api/v1/restaurant': networkError });

    const error = await caught(apiFetch('/api/v1/restaurant'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: messages.common.network });
  });

  it('lets a cancelled call fail as an abort, not as an API error', async () => {
    mockApi({ 'GET /api/v1/restaurant': () => new Promise<Response>(() => {}) });
    const call = new AbortController();

    const answer = caught(apiFetch('/api/v1/restaurant', { signal: call.signal }));
    call.abort();
    const error = await answer;

    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
