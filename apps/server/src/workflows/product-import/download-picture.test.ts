// Only the public internet is fetched: private, loopback and link-local addresses are refused, given
// as a literal or reached through a redirect.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadPicture, isPublicAddress } from './download-picture.js';

describe('isPublicAddress', () => {
  it('refuses private, loopback, link-local and mapped addresses', () => {
    for (const address of [
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '172.20.0.1',
      '192.168.1.1',
      '0.0.0.0',
    ]) {
      expect(isPublicAddress(address, 'ipv4'), address).toBe(false);
    }
    for (const address of ['::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1']) {
      expect(isPublicAddress(address, 'ipv6'), address).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34', 'ipv4')).toBe(true);
    expect(isPublicAddress('2606:4700::1111', 'ipv6')).toBe(true);
  });
});

describe('downloadPicture', () => {
  let server: http.Server;
  let site = '';
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/away') response.writeHead(302, { location: 'http://10.0.0.1/secret.png' }).end();
      else response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('refuses a loopback address, and a redirect to a private one', async () => {
    await expect(downloadPicture(`${site}/a.png`)).rejects.toThrow('not on the public internet');
    await expect(downloadPicture('http://localhost:9/a.png')).rejects.toThrow('not on the public internet');
    const allowLoopback = (address: string) => address === '127.0.0.1';
    await expect(downloadPicture(`${site}/a.png`, allowLoopback)).resolves.toMatchObject({ name: 'a.png' });
    await expect(downloadPicture(`${site}/away`, allowLoopback)).rejects.toThrow(
      'not on the public internet',
    );
  });
});
