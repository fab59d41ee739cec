// One account per address, however it is typed.

/** Trimmed, Unicode-normalised (NFKC) and lower-cased: the key accounts and throttles use. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}
