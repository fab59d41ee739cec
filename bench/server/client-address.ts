// The hub runs behind a trusted proxy in the benchmark (TRUST_PROXY=1), so each request names its
// client in X-Forwarded-For. One load generator stands for many people; without this, per-address
// throttles (registration, failed sign-ins) would stop it as they would stop one abusive client.

let sequence = Math.floor(Math.random() * 0xffffff);

/** The next of 16 million client addresses in 10.0.0.0/8. */
export function nextClientAddress(): string {
  sequence = (sequence + 1) & 0xffffff;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}
