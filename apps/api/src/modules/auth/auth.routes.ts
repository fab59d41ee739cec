// POST /login, /login/link (a mailed one-time sign-in link) and /login/link/redeem, /logout,
// /forgot-password, /reset-password.
import {
  envelope,
  forgotPasswordSchema,
  loginAnswerSchema,
  loginRequestSchema,
  resetPasswordSchema,
  resetLinkCheckSchema,
  signInLinkRedeemSchema,
  signInLinkRequestSchema,
} from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/client.ts';
import { ok } from '../../lib/reply.ts';
import { createDecoysRepo } from '../registration/registration-decoys.repo.ts';
import { createUsersRepo } from '../users/users.repo.ts';
import { presentUser } from '../users/users.presenter.ts';
import { createAuthService } from './auth.service.ts';

const authRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const users = createUsersRepo(app.db);
  const service = createAuthService({
    users,
    decoys: createDecoysRepo(app.db),
    limiter: app.rateLimiter,
    mailer: app.mailer,
    publicUrl,
    transaction: (work) => inTransaction(app.db, (tx) => work(createUsersRepo(tx))),
  });
  const tags = ['accounts'];

  app.post(
    '/login',
    { schema: { tags, summary: 'Signs in and answers a bearer token valid 7 days', body: loginRequestSchema, response: { 200: loginAnswerSchema } } },
    async (request) => {
      const { userId, token } = await service.login(request.body, request.ip, request.lang);
      const profile = await users.findProfile(userId);
      return { ...ok(request, 'auth.login_success', { user: presentUser(profile!, request.lang), token }), meta: { user_id: userId } };
    },
  );

  app.post(
    '/login/link',
    {
      schema: {
        tags,
        summary: 'Mails a one-time sign-in link valid 15 minutes; the answer is the same for unknown addresses',
        description: 'The way in for an owner whose address is slowed down after wrong passwords (from there, or from many addresses).',
        body: signInLinkRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.requestSignInLink(request.body.email, request.ip);
      return ok(request, 'auth.link_requested', null);
    },
  );

  app.post(
    '/login/link/redeem',
    { schema: { tags, summary: 'Signs in with a mailed link, once; answers as /login does', body: signInLinkRedeemSchema, response: { 200: loginAnswerSchema } } },
    async (request) => {
      const { userId, token } = await service.redeemSignInLink(request.body.token, request.lang);
      const profile = await users.findProfile(userId);
      return { ...ok(request, 'auth.login_success', { user: presentUser(profile!, request.lang), token }), meta: { user_id: userId } };
    },
  );

  app.post(
    '/logout',
    { onRequest: app.authenticate, schema: { tags, summary: 'Revokes the token of the request', security: [{ bearer: [] }], response: { 200: envelope(z.null()) } } },
    async (request) => {
      await service.logout(request.user!.tokenId);
      return ok(request, 'auth.logout_success', null);
    },
  );

  app.post(
    '/forgot-password',
    { schema: { tags, summary: 'Mails a reset link valid 1 hour; the answer is the same for unknown addresses', body: forgotPasswordSchema, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await service.forgotPassword(request.body.email, request.ip);
      return ok(request, 'password.reset_requested', null);
    },
  );

  app.post(
    '/reset-password/check',
    {
      schema: {
        tags,
        summary: 'Says whether a reset link can still be used (422 when used, expired or unknown), so the page says so when opened; uses nothing',
        body: resetLinkCheckSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.checkResetLink(request.body.token);
      return ok(request, 'password.reset_link_valid', null);
    },
  );

  app.post(
    '/reset-password',
    { schema: { tags, summary: 'Sets a new password with a reset link and revokes every token of the account', body: resetPasswordSchema, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.password);
      return ok(request, 'password.reset_done', null);
    },
  );
};

export default authRoutes;
