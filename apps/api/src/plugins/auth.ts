// Who is calling: a Bearer token resolves to `request.user`; routes ask for sign-in or a role.
import type { Role } from '@wefe/contract';
import fp from 'fastify-plugin';
// Route hooks run at onRequest, after this plugin has resolved the caller and before any body is
// parsed or validated: a visitor gets 401 and a member 403 whatever they send.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { sha256 } from '../lib/crypto.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { createUsersRepo, type UserRow } from '../modules/users/users.repo.ts';

/** The signed-in caller. */
export interface AuthUser {
  id: number;
  role: Role;
  status: UserRow['status'];
  accountType: UserRow['accountType'];
  language: UserRow['language'];
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Route onRequest hook: 401 unless a valid token names an account that may sign in. */
    authenticate: onRequestAsyncHookHandler;
    /** Route onRequest hook: 401 when signed out, 403 unless the caller has one of the roles. */
    requireRole(...roles: Role[]): onRequestAsyncHookHandler;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1];
}

export default fp(
  async (app) => {
    const repo = createUsersRepo(app.db);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = bearer(request);
      if (!token) return;
      const found = await repo.findByToken(sha256(token));
      if (!found || found.user.status === 'suspended' || found.user.status === 'registering') return;
      request.user = {
        id: found.user.id,
        role: found.user.role,
        status: found.user.status,
        accountType: found.user.accountType,
        language: found.user.language,
        tokenId: found.tokenId,
      };
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (!roles.includes(request.user.role) || request.user.status !== 'active') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
