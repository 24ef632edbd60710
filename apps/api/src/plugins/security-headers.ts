import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from '../api-path.ts';
import { type Config, tileSourceForCsp } from '../config.ts';

/**
 * Security headers on every answer (pages, API, errors, refusals, static files), set before the
 * access hook can refuse one. Two sets, each worked out once by helmet (no directive depends on
 * the request; @fastify/helmet would build helmet again for each request):
 *
 * - pages and static files: helmet's full set, with the site's Content-Security-Policy;
 * - the API's answers (JSON, event streams): what protects an answer that is never a document, as
 *   OWASP's REST Security Cheat Sheet lists it — a policy that lets nothing load or frame it,
 *   nosniff, DENY to framing, HSTS, no referrer, same-origin resources. The headers that only act
 *   on documents (opener policy, origin-keyed agent clusters, DNS prefetching, IE's download and
 *   XSS filters, Flash's policy files) are left off: a bare server sending the menu with helmet's
 *   full set ran at 0.75 of one sending it with two headers (decision 033). They are also kept
 *   out of every cache (`no-store`).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const pageHeaders = headersSetBy(helmet({ contentSecurityPolicy: { directives: pageDirectives(config) } }));
  const apiHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      xFrameOptions: { action: 'deny' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  // An API answer may carry personal data (an order, an address, a profile): no cache, shared or the
  // browser's own, keeps it unless its route says otherwise (the public menu revalidates instead).
  apiHeaders['cache-control'] = 'no-store';
  // One synchronous hook with the request id: the cached menu's answer costs little else.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : pageHeaders).header('x-request-id', request.id);
    done();
  });
}

/** The pages' policy: scripts, styles, fonts and connections from the site itself; Stripe's when it takes the cards. */
function pageDirectives(config: Config) {
  // Stripe.js is loaded from js.stripe.com, as its terms ask, with its frames and API; the Express
  // Checkout Element's wallet buttons are frames of its subdomains (Stripe's CSP guide).
  const stripe = config.paymentGateway === 'stripe';
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [])],
    frameSrc: stripe
      ? ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://*.js.stripe.com']
      : ["'none'"],
    // React renders `style` attributes into the server's HTML, and sonner adds its stylesheet
    // as a <style> element: both are inline styles. Scripts stay strictly same-origin.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The map's tiles come from the tile server configured (MAP_TILE_URL).
    imgSrc: [
      "'self'",
      'data:',
      tileSourceForCsp(config.map.tileUrl),
      ...(stripe ? ['https://*.stripe.com'] : []),
    ],
    connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
  };
}

/** The headers a helmet middleware sets, read once from a stand-in response. */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
