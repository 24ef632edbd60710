import {
  addressListQuerySchema,
  addressListResponseSchema,
  addressSavedResponseSchema,
  addressSchema,
  deleteAddressSchema,
  idParamSchema,
  messageResponseSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { customerOf } from '../../plugins/access.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './addresses.service.ts';

/** The address book (checkout-and-account §7 calls 7-10), each call about the signed-in customer's own. */
export const addressRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['addresses'];

  app.get(
    '/api/v1/customer/address/list',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.addressList },
      schema: {
        tags,
        summary:
          "The signed-in customer's addresses, newest first, each with its distance from the restaurant",
        querystring: addressListQuerySchema,
        response: { 200: addressListResponseSchema },
      },
    },
    (request) =>
      service.listAddresses(deps, { customerId: customerOf(request).customer.id, ...request.query }),
  );

  app.post(
    '/api/v1/customer/address/add',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.addressChange },
      schema: {
        tags,
        summary: 'Saves a new address (at most 20 per customer)',
        body: addressSchema,
        response: { 200: addressSavedResponseSchema },
      },
    },
    (request) =>
      service.addAddress(deps, { customerId: customerOf(request).customer.id, input: request.body }),
  );

  app.put(
    '/api/v1/customer/address/update/:addressId',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.addressChange },
      schema: {
        tags,
        summary: "Changes one of the customer's addresses (another's answers 404)",
        params: z.object({ addressId: idParamSchema }),
        body: addressSchema,
        response: { 200: addressSavedResponseSchema },
      },
    },
    (request) =>
      service.updateAddress(deps, {
        customerId: customerOf(request).customer.id,
        addressId: request.params.addressId,
        input: request.body,
      }),
  );

  app.delete(
    '/api/v1/customer/address/delete',
    {
      config: { access: 'customer', rateLimit: RATE_LIMITS.addressChange },
      schema: {
        tags,
        summary: "Deletes one of the customer's addresses (another's answers 404)",
        body: deleteAddressSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) =>
      service.deleteAddress(deps, {
        customerId: customerOf(request).customer.id,
        addressId: request.body.address_id,
      }),
  );
};
