// Registration calls of spec part 1 section 7, plus the entity steps the original never built.
import {
  entityStep3Schema,
  envelope,
  registerStep1Schema,
  registerStep3Schema,
  registerStep4Schema,
  registrationStartedSchema,
  registrationStatusQuerySchema,
  registrationStatusSchema,
  resendCodeSchema,
  verifyAccountSchema,
} from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { createRegistrationRefs } from './registration.repo.ts';
import { createRegistrationService } from './registration.service.ts';

const REGISTRATION_TOKEN_HEADER = 'x-registration-token';
const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[REGISTRATION_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};
const headers = z.object({ [REGISTRATION_TOKEN_HEADER]: z.string().optional().describe('the registration_token answered by the first step') });

const registrationRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = createRegistrationService({
    users: createUsersRepo(app.db),
    refs: createRegistrationRefs(app.db),
    limiter: app.rateLimiter,
    mailer: app.mailer,
    publicUrl,
  });
  const tags = ['registration'];
  const statusAnswer = { 200: envelope(registrationStatusSchema) };

  app.post(
    '/register/step1-personal-info',
    {
      schema: {
        tags,
        summary: 'Individual step 1: creates the unfinished account and mails a 6-digit code',
        body: registerStep1Schema,
        response: { 201: envelope(registrationStartedSchema) },
      },
    },
    async (request, reply) => {
      const started = await service.startIndividual(request.body, {}, request.ip, request.lang);
      return reply.status(201).send(ok(request, 'registration.started', started));
    },
  );

  app.post(
    '/register/step2-verify-account',
    { schema: { tags, summary: 'Step 2 (individuals and entities): the emailed code', headers, body: verifyAccountSchema, response: statusAnswer } },
    async (request) => ok(request, 'registration.verified', await service.verify(request.body.user_id, tokenOf(request), request.body.otp)),
  );

  app.post(
    '/register/resend-verification-code',
    { schema: { tags, summary: 'Mails a new code (once a minute, 5 an hour)', headers, body: resendCodeSchema, response: statusAnswer } },
    async (request) => ok(request, 'registration.code_resent', await service.resend(request.body.user_id, tokenOf(request))),
  );

  app.get(
    '/register/status',
    { schema: { tags, summary: 'Which step an unfinished registration is at', headers, querystring: registrationStatusQuerySchema, response: statusAnswer } },
    async (request) => ok(request, 'registration.status', await service.status(request.query.user_id, tokenOf(request))),
  );

  app.post(
    '/register/step3-career',
    { schema: { tags, summary: 'Individual step 3: career', headers, body: registerStep3Schema, response: statusAnswer } },
    async (request) => ok(request, 'registration.step_saved', await service.saveCareer(request.body, tokenOf(request))),
  );

  app.post(
    '/register/step4-additional-info',
    { schema: { tags, summary: 'Individual step 4: education and experience; completes the registration', headers, body: registerStep4Schema, response: statusAnswer } },
    async (request) => ok(request, 'registration.completed', await service.finishIndividual(request.body, tokenOf(request))),
  );

  app.post(
    '/register/entity/step3',
    { schema: { tags, summary: 'Entity step 3: size; the account then waits for staff approval', headers, body: entityStep3Schema, response: statusAnswer } },
    async (request) => ok(request, 'registration.entity_completed', await service.finishEntity(request.body, tokenOf(request))),
  );
};

export default registrationRoutes;
