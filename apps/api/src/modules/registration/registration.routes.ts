// Registration calls of spec part 1 section 7, plus the entity steps the original never built.
import {
  entityStep1Schema,
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
import { parseFields, readMultipart, type UploadSpec } from '../media/media.upload.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { createDecoysRepo } from './registration-decoys.repo.ts';
import { createRegistrationRefs } from './registration.repo.ts';
import { createRegistrationService, type RegistrationStarted } from './registration.service.ts';

const REGISTRATION_TOKEN_HEADER = 'x-registration-token';
const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[REGISTRATION_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};
// Whether step 1 met an address with an account stays on the server: both answers read alike.
const startedAnswer = ({ decoy: _decoy, ...answer }: RegistrationStarted) => answer;
const headers = z.object({ [REGISTRATION_TOKEN_HEADER]: z.string().optional().describe('the registration_token answered by the first step') });

const PICTURE = { kind: 'image', types: ['jpeg', 'png', 'webp'] } as const;
const INDIVIDUAL_FILES = { profile_picture: PICTURE } as const satisfies UploadSpec;
const ENTITY_FILES = {
  profile_picture: PICTURE,
  verification_document: { kind: 'document', types: ['pdf'], required: true },
} as const satisfies UploadSpec;

// Counted before a file is read: decoding an image costs memory whether the registration succeeds or not.
const FIRST_STEP_RULE = { name: 'register-step1-ip', limit: 30, windowSeconds: 3600 };

const registrationRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const service = createRegistrationService({
    users: createUsersRepo(app.db),
    decoys: createDecoysRepo(app.db),
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
      onRequest: app.rateLimit(FIRST_STEP_RULE),
      schema: {
        tags,
        summary: 'Individual step 1: creates the unfinished account and mails a 6-digit code',
        description:
          'JSON with the fields below, or multipart/form-data with the same fields and an optional `profile_picture` image (jpeg, png, webp; 5 MB).',
        // Validated in the handler: the same schema serves JSON bodies and multipart fields.
        response: { 201: envelope(registrationStartedSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        const input = parseFields(registerStep1Schema, (request.body ?? {}) as Record<string, string>);
        const started = await service.startIndividual(input, {}, request.ip, request.lang);
        return reply.status(201).send(ok(request, 'registration.started', startedAnswer(started)));
      }
      const upload = await readMultipart(request, INDIVIDUAL_FILES, { fields: registerStep1Schema });
      const started = await app.media.withUploads(app.db, upload.all, async () => {
        const input = parseFields(registerStep1Schema, upload.fields);
        await service.checkIndividual(input);
        // Private until the email is verified: a registration never finished hosts no public image.
        const picture = upload.files.profile_picture ? await app.media.persist(app.db, upload.files.profile_picture, null, 'private') : undefined;
        const result = await service.startIndividual(input, { profilePictureId: picture?.id }, request.ip, request.lang);
        // A decoy's files belong to no one and are swept with the other orphans.
        if (picture && !result.decoy) await app.media.claim(app.db, [picture.id], result.user_id);
        return result;
      });
      return reply.status(201).send(ok(request, 'registration.started', startedAnswer(started)));
    },
  );

  app.post(
    '/register/entity/step1',
    {
      onRequest: app.rateLimit(FIRST_STEP_RULE),
      schema: {
        tags,
        summary: 'Entity step 1 (multipart): the entity, its proof document (PDF) and picture; mails a 6-digit code',
        description:
          'multipart/form-data: entity_name, entity_short_name?, entity_type (government, ngo, private, academic, international, other), ' +
          'field_of_expertise, country_id, address, location, website, phone?, email, years_of_operation, password, password_confirmation, ' +
          '`verification_document` (PDF, 10 MB, required) and `profile_picture` (jpeg, png, webp, 5 MB, optional).',
        response: { 201: envelope(registrationStartedSchema) },
      },
    },
    async (request, reply) => {
      const upload = await readMultipart(request, ENTITY_FILES, { fields: entityStep1Schema });
      const started = await app.media.withUploads(app.db, upload.all, async () => {
        const input = parseFields(entityStep1Schema, upload.fields);
        await service.checkEntity(input);
        // Private until staff approve the entity.
        const picture = upload.files.profile_picture ? await app.media.persist(app.db, upload.files.profile_picture, null, 'private') : undefined;
        const proof = await app.media.persist(app.db, upload.files.verification_document, null, 'private');
        const result = await service.startEntity(input, { profilePictureId: picture?.id, verificationDocumentId: proof.id }, request.ip, request.lang);
        if (!result.decoy) await app.media.claim(app.db, picture ? [picture.id, proof.id] : [proof.id], result.user_id);
        return result;
      });
      return reply.status(201).send(ok(request, 'registration.started', startedAnswer(started)));
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
