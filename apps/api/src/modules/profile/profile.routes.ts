// GET /profile and PUT /profile: the signed-in member's own account; a new e-mail address is
// confirmed with POST /profile/email/confirm (the code mailed to it) or dropped with DELETE /profile/email.
import { emailChangeConfirmSchema, envelope, profileUpdateSchema, userSchema } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { createRegistrationRefs } from '../registration/registration.repo.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { createProfileService } from './profile.service.ts';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProfileService({ users: createUsersRepo(app.db), refs: createRegistrationRefs(app.db), mailer: app.mailer, limiter: app.rateLimiter });
  const tags = ['profile'];
  const security = [{ bearer: [] }];
  const userAnswer = { 200: envelope(userSchema) };

  app.get('/profile', { onRequest: app.authenticate, schema: { tags, security, summary: 'The signed-in account', response: userAnswer } }, async (request) =>
    ok(request, 'profile.loaded', await service.get(request.user!.id, request.lang)),
  );

  app.put(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Changes the fields sent (empty fields are not sent)',
        description:
          'A new `email` is not taken at once: a code is mailed to it (at most 3 changes a day) and `pending_email` shows it until ' +
          'POST /profile/email/confirm. The answer is the same whether or not the address belongs to another account.',
        body: profileUpdateSchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const { user, emailChangeAsked } = await service.update(request.user!.id, request.body, request.lang);
      return emailChangeAsked ? ok(request, 'profile.email_pending', user, { email: user.pending_email!, current: user.email }) : ok(request, 'profile.updated', user);
    },
  );

  app.post(
    '/profile/email/confirm',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Confirms the new e-mail address with the code mailed to it', body: emailChangeConfirmSchema, response: userAnswer },
    },
    async (request) => {
      const { user, email } = await service.confirmEmail(request.user!.id, request.body.code, request.lang);
      return ok(request, 'profile.email_changed', user, { email });
    },
  );

  app.delete(
    '/profile/email',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Drops the change of e-mail address awaiting its code', response: userAnswer } },
    async (request) => ok(request, 'profile.email_change_cancelled', await service.cancelEmailChange(request.user!.id, request.lang)),
  );
};

export default profileRoutes;
