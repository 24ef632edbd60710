import { describe, expect, it } from 'vitest';
import { checkedAddress, isPublicAddress } from './push-endpoint.ts';

/** Which addresses a push may go to (decision 060); the API tests prove the wiring. */
describe('a public address', () => {
  it('is one on the internet, IPv4 or IPv6', () => {
    for (const address of ['142.250.180.10', '93.184.215.14', '2a00:1450:400b:c01::5f', '2600:1f18::1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('is none of this machine’s, a private network’s, a link’s, a carrier’s or the reserved ones', () => {
    const notPublic = {
      loopback: ['127.0.0.1', '127.255.0.9', '::1'],
      unspecified: ['0.0.0.0', '0.1.2.3', '::'],
      private: ['10.0.0.7', '172.16.4.2', '192.168.1.1'],
      linkLocal: ['169.254.169.254', 'fe80::1'],
      uniqueLocal: ['fd12:3456::1', 'fc00::2'],
      carrierGradeNat: ['100.64.0.1', '100.127.255.254'],
      multicast: ['224.0.0.1', '239.1.2.3', 'ff02::1'],
      broadcastAndReserved: ['255.255.255.255', '240.0.0.1', '192.0.2.1', '198.18.0.1', '2001:db8::1'],
      ipv4Mapped: ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254'],
      ipv4Translated: ['64:ff9b::7f00:1', '::7f00:1', '2002:7f00:1::1'],
      notAnAddress: ['localhost', '', '1.2.3'],
    };
    for (const [kind, addresses] of Object.entries(notPublic)) {
      for (const address of addresses) expect(isPublicAddress(address), `${kind} ${address}`).toBe(false);
    }
  });
});

describe('the address a push is sent to', () => {
  const answering =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('is refused when any address of the name is not public', async () => {
    const url = new URL('https://push.example.com/x');
    await expect(
      checkedAddress(url, { allowLocal: false, lookup: answering('93.184.215.14', '10.0.0.7') }),
    ).rejects.toThrow('push.example.com resolves to 10.0.0.7, not a public address');
    await expect(
      checkedAddress(url, { allowLocal: false, lookup: answering('93.184.215.14', '2a00:1450::1') }),
    ).resolves.toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('may be this machine’s only for the tests’ local push service', async () => {
    const url = new URL('http://127.0.0.1:4125/push/x');
    const lookup = answering();
    await expect(checkedAddress(url, { allowLocal: false, lookup })).rejects.toThrow('not a public address');
    await expect(checkedAddress(url, { allowLocal: true, lookup })).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    await expect(
      checkedAddress(new URL('http://[::ffff:10.0.0.1]/x'), { allowLocal: true, lookup }),
    ).rejects.toThrow('not a public address');
  });
});
