// Downloads a picture a CSV row gives by address: http(s) only, a few redirects, a time limit, at most
// the upload's 5 MB, and only what the server says is an image. The address must lead to the public
// internet: the shop's server would otherwise fetch for the file's author from its own network
// (cloud metadata, an admin port), so private, loopback and link-local addresses are refused as the
// connection is made (checked on the address DNS gave, so a name cannot be re-pointed after a check).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AppError } from '../../lib/app-error.js';
import { MAX_UPLOAD_BYTES } from '../../modules/media/index.js';

export const DOWNLOAD_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

/** Whether the shop may connect to this address. */
export type AddressPolicy = (address: string, family: 'ipv4' | 'ipv6') => boolean;

const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// NOTE: BlockList checks an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 rules.
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export const isPublicAddress: AddressPolicy = (address, family) => !NOT_PUBLIC.check(address, family);

const familyOf = (family: number | string): 'ipv4' | 'ipv6' =>
  family === 6 || family === 'IPv6' ? 'ipv6' : 'ipv4';
const refused = () =>
  new AppError('VALIDATION_ERROR', 'The picture’s address is not on the public internet.');

/** dns.lookup, keeping only the addresses the policy allows (http calls it for every connection). */
function lookupAllowed(policy: AddressPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const allowed = addresses.filter(({ address, family }) => policy(address, familyOf(family)));
      const first = allowed[0];
      if (!first) return callback(refused(), '', 4);
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, allowed);
      return callback(null, first.address, first.family);
    });
  };
}

type Answer = { status: number; location?: string; type: string; body?: Buffer };

function get(url: URL, policy: AddressPolicy, signal: AbortSignal): Promise<Answer> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !policy(literal, familyOf(net.isIP(literal)))) return Promise.reject(refused());
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: lookupAllowed(policy),
        signal,
        headers: { accept: 'image/*', 'user-agent': 'eShop product import' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const type = String(response.headers['content-type'] ?? '').toLowerCase();
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ status, location: response.headers.location, type });
        }
        if (status !== 200 || Number(response.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
          response.resume();
          return resolve({ status, type });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_UPLOAD_BYTES) {
            request.destroy(new AppError('PAYLOAD_TOO_LARGE', 'The picture is larger than 5 MB.'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, type, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The picture's name for storeProductImage: the address's last part, without anything unsafe. */
function nameOf(url: URL): string {
  let last = url.pathname.split('/').at(-1) ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // Left as it was sent.
  }
  return last.replace(/[^\w.-]+/g, '-').replace(/\.{2,}/g, '.') || 'picture';
}

/** The picture at `address`, or an AppError whose message says, for the row, why not. */
export async function downloadPicture(
  address: string,
  policy: AddressPolicy = isPublicAddress,
): Promise<{ name: string; bytes: Buffer }> {
  const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  let url = new URL(address);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const answer = await get(url, policy, signal);
      if (answer.location !== undefined) {
        url = new URL(answer.location, url);
        if (redirects >= MAX_REDIRECTS || !/^https?:$/.test(url.protocol)) {
          throw new AppError(
            'VALIDATION_ERROR',
            'The picture’s address redirects too often, or elsewhere than http(s).',
          );
        }
        continue;
      }
      if (answer.status !== 200) {
        throw new AppError('VALIDATION_ERROR', `The picture’s address answered ${answer.status}.`);
      }
      if (!answer.body) throw new AppError('PAYLOAD_TOO_LARGE', 'The picture is larger than 5 MB.');
      // The bytes are judged again by storeProductImage; a web page in place of a picture is named here.
      if (
        answer.type &&
        !answer.type.startsWith('image/') &&
        !answer.type.startsWith('application/octet-stream')
      ) {
        throw new AppError(
          'VALIDATION_ERROR',
          `The address gave no picture but ${answer.type.split(';')[0]}.`,
        );
      }
      return { name: nameOf(url), bytes: answer.body };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (signal.aborted) throw new AppError('VALIDATION_ERROR', 'The picture took too long to download.');
    throw new AppError('VALIDATION_ERROR', 'The picture could not be downloaded from its address.');
  }
}
