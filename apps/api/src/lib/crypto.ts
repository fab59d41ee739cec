// Secrets the API hands out: bearer tokens, registration and reset tokens, emailed codes.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@wefe/contract';

/** 256 random bits, URL-safe: what bearer, registration and reset tokens are made of. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a secret, hex: the only form in which tokens and codes are stored. */
export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A code of VERIFICATION_CODE_LENGTH digits from a secure random source. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** Hash of a code bound to its user, so equal codes of two users never share a hash. */
export function codeHash(userId: number, code: string): string {
  return sha256(`${userId}:${code}`);
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
