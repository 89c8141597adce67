import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// The few primitives every sign-in path shares. High-entropy secrets are stored as SHA-256; low-entropy codes as
// an HMAC keyed by AUTH_SECRET, so a copy of the database alone cannot brute-force them.

/** A random URL-safe token: 32 bytes = 256 bits unless asked otherwise (sessions need >= 128). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** `length` digits, uniformly random (leading zeros kept). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}

/** `length` characters from `alphabet`, uniformly random. */
export function randomFromAlphabet(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}
