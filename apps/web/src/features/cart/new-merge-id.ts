// The id a sign-in merge carries, so the server adds a visitor's cart once however often it is sent.

/** A random (version 4) UUID, as the contract's `mergeId` requires. */
export const newMergeId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // NOTE: randomUUID exists only in secure contexts (https, localhost); a shop tried from a phone
  // over plain http on the local network still signs in, so build one from random bytes.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
