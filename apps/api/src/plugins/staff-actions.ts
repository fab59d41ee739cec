// Every change made through /api/admin is throttled per staff member and logged (who, which call,
// which item, the outcome). Bodies are never logged: they can hold personal data and replies.
import { STAFF_WRITES_PER_MINUTE } from '@wefe/contract';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/errors.ts';

const STAFF_PREFIX = '/api/admin/';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The rule of staff changes: per staff member, a minute's window. */
export const STAFF_WRITE_RULE = { name: 'staff-write', limit: STAFF_WRITES_PER_MINUTE, windowSeconds: 60 };

const isStaffChange = (request: FastifyRequest) => !READS.has(request.method) && (request.routeOptions.url ?? '').startsWith(STAFF_PREFIX);

export default fp(
  async (app) => {
    // preHandler runs after each route's own onRequest checks, so only calls by authorised staff count.
    app.addHook('preHandler', async (request) => {
      if (!isStaffChange(request) || !request.user) return;
      const state = await app.rateLimiter.consume(STAFF_WRITE_RULE, String(request.user.id));
      if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
    });
    app.addHook('onResponse', async (request, reply) => {
      if (!isStaffChange(request)) return;
      request.log.info(
        {
          staff: request.user ? { id: request.user.id, role: request.user.role } : null,
          call: `${request.method} ${request.routeOptions.url}`,
          params: request.params,
          status: reply.statusCode,
        },
        'staff action',
      );
    });
  },
  { name: 'staff-actions', dependencies: ['auth', 'rate-limit'] },
);
