// GET /profile and PUT /profile: the signed-in member's own account.
import { envelope, profileUpdateSchema, userSchema } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { createRegistrationRefs } from '../registration/registration.repo.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { createProfileService } from './profile.service.ts';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProfileService({ users: createUsersRepo(app.db), refs: createRegistrationRefs(app.db), mailer: app.mailer });
  const tags = ['profile'];
  const security = [{ bearer: [] }];

  app.get('/profile', { onRequest: app.authenticate, schema: { tags, security, summary: 'The signed-in account', response: { 200: envelope(userSchema) } } }, async (request) =>
    ok(request, 'profile.loaded', await service.get(request.user!.id, request.lang)),
  );

  app.put(
    '/profile',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Changes the fields sent (empty fields are not sent)', body: profileUpdateSchema, response: { 200: envelope(userSchema) } } },
    async (request) => ok(request, 'profile.updated', await service.update(request.user!.id, request.body, request.lang)),
  );
};

export default profileRoutes;
