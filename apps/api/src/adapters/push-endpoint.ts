import { lookup as systemDnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Where the server posts a push (the third probe's finding 1, decision 060). A customer names the
 * endpoint, so the server would post wherever they say: only a push service's address is admitted.
 * Its shape is checked when subscribed, its address when sent, and the connection goes to the
 * address checked, so a name answering one address to the check and another to the connection
 * (DNS rebinding) reaches nothing it should not.
 */

/** Every address a host name resolves to: the system's resolver, or the tests' own answers. */
export type PushLookup = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemLookup: PushLookup = (hostname) =>
  systemDnsLookup(hostname, { all: true, verbatim: true });

/**
 * The local push service of the tests (`PUSH_ALLOW_HTTP` outside production): http or https, any
 * port, a loopback address. Nothing else is admitted there either.
 */
export type EndpointRules = { allowLocal: boolean };

// A DNS label as the URL parser leaves a host (lower case, an IDN in its xn-- form).
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Why the server will not post to this endpoint, or null: it must be https on port 443 at a DNS
 * name of two labels or more, with no credentials. The URL parser has already turned every IPv4
 * notation (`2130706433`, `127.1`, `0x7f.0.0.1`, `0177.0.0.1`) into a dotted address, which is
 * refused like any address written as such, IPv6 in brackets included.
 */
export function endpointProblem(endpoint: string, { allowLocal }: EndpointRules): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (allowLocal && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:') return 'not https';
  if (url.port !== '') return 'not port 443';
  if (url.username !== '' || url.password !== '') return 'credentials in the address';
  const host = url.hostname.replace(/\.$/, '');
  if (host.startsWith('[') || isIP(host) !== 0) return 'an IP address, not a name';
  const labels = host.split('.');
  // RFC 6761: localhost and every name under it are this machine.
  if (labels.at(-1) === 'localhost') return 'localhost';
  if (labels.length < 2 || !labels.every((label) => DNS_LABEL.test(label))) return 'not a DNS name';
  return null;
}

/** Global unicast IPv6 (2000::/3), the only block the registries hand out. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * An address on the internet: not loopback, private, link-local, unique-local, CGNAT, multicast,
 * broadcast, unspecified or reserved (ipaddr.js's ranges), an IPv4-mapped IPv6 address judged as
 * its IPv4 one.
 */
export function isPublicAddress(address: string): boolean {
  // isIP: only the canonical notations (ipaddr.js also reads inet_aton's, '1.2.3').
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) return false;
  return parsed.range() === 'unicast';
}

const isLoopback = (address: string) => isIP(address) !== 0 && ipaddr.process(address).range() === 'loopback';

/** A push service refused before any connection: its name resolves where the server does not post. */
export class NotPublicAddressError extends Error {}

/** The address to connect to for this endpoint: each its host resolves to checked, the first one. */
export async function checkedAddress(
  url: URL,
  { allowLocal, lookup }: EndpointRules & { lookup: PushLookup },
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host);
  if (answers.length === 0) throw new Error(`${host} has no address`);
  // Every answer, not only the one used: a name that can point inside is no push service.
  const refused = answers.find(
    ({ address }) => !isPublicAddress(address) && !(allowLocal && isLoopback(address)),
  );
  if (refused) {
    throw new NotPublicAddressError(`${host} resolves to ${refused.address}, not a public address`);
  }
  return answers[0] as { address: string; family: number };
}

/** The connection's own look-up: the address already checked, whatever the DNS says by now. */
const pinnedTo =
  (target: { address: string; family: number }): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };

export type PushAgents = { http: http.Agent; https: https.Agent };

/**
 * Posts the push to the endpoint at the address checked (TLS still verifies the endpoint's name);
 * answers the status. Redirects are not followed: a push service answers, it does not send on.
 */
export function postPinned(
  url: URL,
  target: { address: string; family: number },
  request: { method: string; headers: Record<string, string | number>; body: Buffer | null },
  { agents, signal }: { agents: PushAgents; signal: AbortSignal },
): Promise<number> {
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const options = {
      method: request.method,
      headers: request.headers,
      lookup: pinnedTo(target),
      signal,
    };
    const onResponse = (response: http.IncomingMessage) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    };
    const outgoing = secure
      ? https.request(url, { ...options, agent: agents.https }, onResponse)
      : http.request(url, { ...options, agent: agents.http }, onResponse);
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
