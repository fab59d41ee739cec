// Imports and index changes answer only when the file is read and the index recomputed: 8-13 s on the embedded database
// when the machine is idle, close to a minute under load. The client's usual 10 s would abandon a
// change that is still being committed, so these calls wait up to five minutes.

/** How long a call that recomputes the index may take before the browser gives up. */
export const RECOMPUTE_TIMEOUT_MS = 5 * 60 * 1000;
