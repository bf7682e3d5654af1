/**
 * The secrets sent in links (a password reset, an email confirmation, a calendar feed's address):
 * 32 random bytes, base64url (43 characters), and the one form they are stored in, their SHA-256 in
 * hex, so a copy of the database opens nothing. SQL can hash too (sha256_hex, db/database.ts).
 */
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
