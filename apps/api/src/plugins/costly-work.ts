// The costly-work gate (lib/costly-work) as an app decorator: a route hands it the work a request
// costs when no kept answer can spare it (a search, a deep page), and the gate runs it in its turn or
// refuses it at once with a translated 429 (this client has its share of pieces or of the time) or 503
// (the hub is full).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { CostlyWorkRefused, createCostlyWorkGate, DEFAULT_COSTLY_WORK_LIMITS, type CostlyWorkGate, type CostlyWorkLimits } from '../lib/costly-work/costly-work.ts';
import { AppError, tooManyRequests } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    costlyWorkGate: CostlyWorkGate;
    /** Runs `work` through the gate for the request's client address when `costly`, else at once. */
    costlyWork<T>(request: FastifyRequest, costly: boolean, work: () => Promise<T>): Promise<T>;
  }
}

/** How long a refused client is asked to wait: a costly piece takes well under a second. */
const RETRY_AFTER_SECONDS = 1;

export default fp<{ limits?: Partial<CostlyWorkLimits> }>(
  async (app, { limits }) => {
    const gate = createCostlyWorkGate({ ...DEFAULT_COSTLY_WORK_LIMITS[app.database.kind], ...limits });
    app.decorate('costlyWorkGate', gate);
    app.decorate('costlyWork', async <T>(request: FastifyRequest, costly: boolean, work: () => Promise<T>): Promise<T> => {
      if (!costly) return work();
      // A client that leaves while its piece waits gives up its place; one already running finishes.
      const left = new AbortController();
      const onClose = () => left.abort(new Error('the client went away'));
      const socket = request.raw.socket as typeof request.raw.socket | undefined;
      socket?.once('close', onClose);
      try {
        return await gate.run(request.ip, work, left.signal);
      } catch (error) {
        if (error instanceof CostlyWorkRefused) {
          if (error.reason === 'client_busy') throw tooManyRequests(RETRY_AFTER_SECONDS, 'errors.searches_at_once');
          if (error.reason === 'client_over_share') throw tooManyRequests(error.retryAfterSeconds, 'errors.searches_too_many');
          throw new AppError(503, 'errors.hub_busy', { retryAfterSeconds: RETRY_AFTER_SECONDS });
        }
        throw error;
      } finally {
        socket?.off('close', onClose);
      }
    });
  },
  { name: 'costly-work', dependencies: ['db'] },
);
