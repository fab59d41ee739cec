// The contact form (spec part 1: /about/contact-us sends POST /contact-messages).
import { contactMessageSchema, envelope } from '@wefe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { createContactService } from './contact.service.ts';

const contactRoutes: FastifyPluginAsyncZod<{ publicUrl: string; contactEmail?: string }> = async (app, { publicUrl, contactEmail }) => {
  const service = createContactService({ db: app.db, mailer: app.mailer, rateLimiter: app.rateLimiter, publicUrl, contactEmail });

  app.post(
    '/contact-messages',
    {
      schema: {
        tags: ['site'],
        summary: 'Sends a message to the hub team (name, email, phone?, location?, body ≤ 2000 characters; `website` is a honeypot left empty). 5 an hour per client address and per email.',
        body: contactMessageSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await service.send(request.body, { ip: request.ip, language: request.lang });
      return ok(request, 'contact.sent', null);
    },
  );
};

export default contactRoutes;
