import crypto from 'node:crypto';

/** 256 random bits, URL-safe; handed to the client once and stored only as its SHA-256. */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
