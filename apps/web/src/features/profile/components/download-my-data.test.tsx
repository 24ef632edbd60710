import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formMessages, messages } from '@tiffin/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountText } from '@/lib/account-text';
import { bearerOf, signInForTest, TEST_TOKEN } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, networkError } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const EXPORT = 'GET /api/v1/customer/export';
const text = accountText.profile.myData;
const FILE = 'tiffin-my-data-2026-11-27.json';
const COPY = { exported_at: '2026-11-27T12:00:00.000Z', profile: { email: 'aoife@example.ie' }, orders: [] };

/** The copy as the server sends it: JSON, as an attachment with its name. */
const exportAnswer = () =>
  new Response(JSON.stringify(COPY), {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${FILE}"`,
    },
  });

function profileApi(answer: () => Response | Promise<Response>) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    'GET /api/v1/customer/info': jsonResponse(200, buildCustomer()),
    [EXPORT]: answer,
  });
}

/** What the browser was asked to save: the link clicked, and the file behind its object URL. */
let saved: { fileName: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  const files = new Map<string, Blob>();
  // jsdom has no object URLs or downloads: the page's link is caught as the browser would follow it.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${files.size}`;
    files.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = files.get(this.href);
    if (blob) saved.push({ fileName: this.download, blob });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const downloadButton = () => screen.findByRole('button', { name: text.download });

describe('Download my data (issue 32)', () => {
  it('saves the server’s copy under the name it gives, saying so while it is prepared', async () => {
    signInForTest();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = profileApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 2, name: text.heading })).toBeTruthy();
    expect(screen.getByText(text.intro)).toBeTruthy();
    fireEvent.click(await downloadButton());

    const preparing = await screen.findByRole('button', { name: text.preparing });
    expect((preparing as HTMLButtonElement).disabled).toBe(true);
    answer(exportAnswer());

    expect(await screen.findByText(text.downloaded)).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe(FILE);
    expect(JSON.parse((await saved[0]?.blob.text()) ?? '')).toEqual(COPY);
    expect(bearerOf(callsTo(fetchMock, EXPORT)[0]?.[1])).toBe(`Bearer ${TEST_TOKEN}`);
    expect(((await downloadButton()) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the copy could not be made, and tries again from the same button', async () => {
    signInForTest();
    let calls = 0;
    profileApi(() => {
      calls += 1;
      return calls === 1 ? errorResponse(500, 'Internal Server Error') : exportAnswer();
    });
    renderApp('/profile');

    fireEvent.click(await downloadButton());
    expect((await screen.findByRole('alert')).textContent).toBe(text.failed);
    expect(saved).toEqual([]);

    fireEvent.click(await downloadButton());
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual([FILE]));
    expect(screen.queryByText(text.failed)).toBeNull();
  });

  it('gives the server’s reason for a refusal, and ours when there is no answer', async () => {
    signInForTest();
    const wait = formMessages.account.tooManyRequests(10 * 60_000);
    let calls = 0;
    profileApi(() => {
      calls += 1;
      return calls === 1 ? errorResponse(429, wait, 'too_many_requests') : networkError();
    });
    renderApp('/profile');

    fireEvent.click(await downloadButton());
    expect((await screen.findByRole('alert')).textContent).toBe(wait);
    fireEvent.click(await downloadButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text.failed));
    expect(saved).toEqual([]);
  });

  it('ends an expired session as every customer call does', async () => {
    signInForTest();
    profileApi(() => errorResponse(401, formMessages.account.unauthenticated, 'unauthenticated'));
    renderApp('/profile');

    fireEvent.click(await downloadButton());
    expect(await screen.findByText(messages.common.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(saved).toEqual([]);
  });
});
