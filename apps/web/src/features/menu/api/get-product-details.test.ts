import { messages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildProduct, buildProductDetails, curries } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, networkError } from '@/testing/mock-api';
import { productDetailsQueryOptions } from './get-product-details';

const DETAILS_CALL = 'GET /api/v1/products/details/20';

/** Fetches the details with the app's own retry rules (not the tests' no-retry client), timing it. */
async function fetchDetails() {
  const queryClient = createQueryClient();
  const started = performance.now();
  const outcome = await queryClient.fetchQuery(productDetailsQueryOptions(20)).then(
    (data) => ({ data, error: undefined }),
    (error: unknown) => ({ data: undefined, error }),
  );
  return { ...outcome, elapsedMs: performance.now() - started };
}

describe('the dish details query', () => {
  it.each([
    ['a server error', () => errorResponse(500, 'Internal server error')],
    ['no answer', networkError],
  ])('after %s tries once more, quickly, then gives the menu’s error', async (_case, answer) => {
    const log = mockApi({ [DETAILS_CALL]: answer });
    const { error, elapsedMs } = await fetchDetails();
    expect(error).toMatchObject({ message: expect.any(String) });
    expect(callsTo(log, DETAILS_CALL)).toHaveLength(2);
    // The app's default (two retries, backing off 1 s then 2 s) took over 3 s here.
    expect(elapsedMs).toBeLessThan(1000);
  });

  it('a 404 is not asked again', async () => {
    const log = mockApi({ [DETAILS_CALL]: errorResponse(404, 'Product not found', 'product') });
    const { error } = await fetchDetails();
    expect(error).toMatchObject({ message: messages.menu.fetchProductDetailsFailed, status: 404 });
    expect(callsTo(log, DETAILS_CALL)).toHaveLength(1);
  });

  it('a retry that succeeds brings the details', async () => {
    const answers = [errorResponse(503, 'Service unavailable')];
    const rogan = buildProduct(curries, { id: 20, name: 'Lamb Rogan Josh' });
    mockApi({ [DETAILS_CALL]: () => answers.shift() ?? jsonResponse(200, buildProductDetails(rogan, [])) });
    const { data } = await fetchDetails();
    expect(data?.name).toBe('Lamb Rogan Josh');
  });
});
