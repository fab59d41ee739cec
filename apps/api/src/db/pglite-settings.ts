// How the embedded database is started: PGlite's own parameters, with the hub's settings added.
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's start parameters with its shared buffers set to `sharedBuffersMb` (PGLITE_SHARED_BUFFERS_MB),
 * or nothing when unset, leaving PGlite's own (128 MB). On the bench data (1.4 GB) a site search's kinds
 * read more than 128 MB: at 256 MB W14's searches took 23-25 ms in process against 34-36 ms, and the
 * server answered 12% more of W14's searches a second (median of runs) with 100-150 MB more memory (issue 29).
 */
export function pgliteStartOptions(sharedBuffersMb: number | undefined): { startParams?: string[] } {
  if (sharedBuffersMb === undefined) return {};
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] };
}
