// Builds the Fastify app with every plugin and module; server.ts only listens.
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, LogLevel } from './config.ts';
import type { Database } from './db/client.ts';
import { createKeptAnswerDoor } from './lib/kept-answer-server.ts';
import { redactUrl } from './lib/redact.ts';
import { validatorCompiler } from './lib/validation.ts';
import auditRoutes from './modules/audit/audit.routes.ts';
import contentAdminRoutes from './modules/content-admin/content-admin.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import contactRoutes from './modules/contact/contact.routes.ts';
import contactInboxRoutes from './modules/contact/contact-inbox.routes.ts';
import mailQueueAdminRoutes from './modules/mail/mail-queue-admin.routes.ts';
import entitiesRoutes from './modules/entities/entities.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import lookupsRoutes from './modules/lookups/lookups.routes.ts';
import referenceListsRoutes from './modules/lookups/reference-lists.routes.ts';
import mediaPlugin from './modules/media/media.plugin.ts';
import mediaRoutes from './modules/media/media.routes.ts';
import { contentModules } from './content-modules.ts';
import { scheduleAlertDigests } from './modules/alerts/alerts.job.ts';
import alertsRoutes from './modules/alerts/alerts.routes.ts';
import { scheduleOrphanSweeps } from './modules/media/media.sweeper.ts';
import { scheduleIndexUncertainty } from './modules/wefe-index/index.uncertainty-job.ts';
import indicatorImportsRoutes from './modules/indicator-imports/indicator-imports.routes.ts';
import indexDataRoutes from './modules/index-data/index-data.routes.ts';
import moderationRoutes from './modules/moderation/moderation.routes.ts';
import indexRoutes from './modules/wefe-index/index.routes.ts';
import mapsRoutes from './modules/maps/maps.routes.ts';
import newsEventsRoutes from './modules/news-events/news-events.routes.ts';
import pagesRoutes from './modules/pages/pages.routes.ts';
import pagesAdminRoutes from './modules/pages/pages.admin.routes.ts';
import partnersRoutes from './modules/partners/partners.routes.ts';
import partnersStaffRoutes from './modules/partners/partners.staff.routes.ts';
import peopleRoutes from './modules/users/people.routes.ts';
import profileRoutes from './modules/profile/profile.routes.ts';
import publicationsRoutes from './modules/publications/publications.routes.ts';
import registrationRoutes from './modules/registration/registration.routes.ts';
import statsRoutes from './modules/stats/stats.routes.ts';
import shareCardsRoutes from './modules/share-cards/share-cards.routes.ts';
import siteSearchRoutes from './modules/site-search/site-search.routes.ts';
import sitemapRoutes from './modules/sitemap/sitemap.routes.ts';
import feedsRoutes from './modules/feeds/feeds.routes.ts';
import storiesRoutes from './modules/stories/stories.routes.ts';
import authPlugin from './plugins/auth.ts';
import answerCachePlugin from './plugins/answer-cache.ts';
import costlyWorkPlugin from './plugins/costly-work.ts';
import compressionPlugin from './plugins/compression.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors.ts';
import httpCachePlugin from './plugins/http-cache.ts';
import languagePlugin from './plugins/language.ts';
import mailPlugin from './plugins/mail.ts';
import multipartPlugin from './plugins/multipart.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityPlugin from './plugins/security.ts';
import staffActionsPlugin from './plugins/staff-actions.ts';
import staticWebPlugin from './plugins/static-web.ts';

export interface BuildAppOptions {
  database: Database;
  config: Pick<Config, 'logLevel' | 'webDistDir' | 'trustProxy' | 'publicUrl' | 'dataDir' | 'smtpUrl' | 'mailFrom'> & Partial<Pick<Config, 's3' | 'contactEmail' | 'floodLimits' | 'costlyWorkLimits' | 'mailClaimMs' | 'mailDeliveryEveryMs'>>;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: Writable;
  /** Variants per uncertainty analysis of the index (index.uncertainty.ts); the method's number by default. */
  indexUncertaintyRuns?: number;
}

// Headers that carry credentials never reach a log line.
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

function loggerOptions(level: LogLevel, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
    ...(stream ? { stream } : {}),
  };
}


/** Builds the whole app (API, docs and web) over an open database, without binding a port. */
export async function buildApp(options: BuildAppOptions) {
  const { database, config, logStream } = options;
  const keptAnswers = createKeptAnswerDoor({ trustProxy: config.trustProxy, floodLimits: config.floodLimits });
  const app = Fastify({
    serverFactory: keptAnswers.serverFactory,
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Protects against prototype-poisoning payloads such as {"__proto__": ...}.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler({ trustProxy: config.trustProxy }),
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    // Once shutdown has begun, the client is told not to send another request on this connection:
    // the server closes it when the answer is done (lib/kept-answer-server.ts).
    if (keptAnswers.closing) reply.header('Connection', 'close');
  });

  await app.register(dbPlugin, { database });
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // Before any route: both set themselves up on each route as it is added (onRoute).
  await app.register(httpCachePlugin);
  await app.register(compressionPlugin);
  await app.register(answerCachePlugin, { door: keptAnswers });
  await app.register(rateLimitPlugin);
  await app.register(costlyWorkPlugin, { limits: config.costlyWorkLimits });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom, claimMs: config.mailClaimMs, deliveryEveryMs: config.mailDeliveryEveryMs });
  await app.register(authPlugin);
  await app.register(staffActionsPlugin);
  await app.register(multipartPlugin);
  await app.register(mediaPlugin, { dataDir: config.dataDir, s3: config.s3 });
  scheduleOrphanSweeps(app);
  scheduleIndexUncertainty(app, { runs: options.indexUncertaintyRuns });
  scheduleAlertDigests(app, { publicUrl: config.publicUrl, sources: contentModules.alerts });
  await app.register(docsPlugin);

  // The API's modules, in one visible list, under /api.
  const { publicUrl } = config;
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(lookupsRoutes);
      await api.register(mediaRoutes);
      await api.register(authRoutes, { publicUrl });
      await api.register(registrationRoutes, { publicUrl });
      await api.register(profileRoutes);
      await api.register(alertsRoutes, { publicUrl, sources: contentModules.alerts });
      await api.register(entitiesRoutes, { publicUrl });
      await api.register(publicationsRoutes, { publicUrl });
      await api.register(storiesRoutes, { publicUrl });
      await api.register(newsEventsRoutes, { publicUrl });
      // The reviewed content types, each declared by its module (content-modules.ts): the review queue iterates them.
      await api.register(moderationRoutes, { kinds: contentModules.reviewed });
      await api.register(auditRoutes);
      await api.register(contentAdminRoutes, { publicUrl, kinds: contentModules.reviewed });
      await api.register(indexRoutes, { publicUrl });
      await api.register(mapsRoutes);
      await api.register(statsRoutes);
      await api.register(partnersRoutes);
      await api.register(partnersStaffRoutes);
      await api.register(pagesRoutes);
      await api.register(pagesAdminRoutes);
      await api.register(siteSearchRoutes, { sources: contentModules.siteSearch });
      await api.register(shareCardsRoutes, { items: contentModules.shareCards });
      await api.register(contactRoutes, { publicUrl, contactEmail: config.contactEmail });
      await api.register(peopleRoutes, { publicUrl });
      await api.register(contactInboxRoutes, { contactEmail: config.contactEmail });
      await api.register(mailQueueAdminRoutes);
      await api.register(indicatorImportsRoutes);
      await api.register(indexDataRoutes);
      await api.register(referenceListsRoutes);
    },
    { prefix: '/api' },
  );

  // Where search engines and feed readers look: the site's root, beside the web app's pages.
  await app.register(sitemapRoutes, { publicUrl });
  await app.register(feedsRoutes, { publicUrl, sources: contentModules.feeds, calendar: contentModules.calendar });
  await app.register(staticWebPlugin, { webDistDir: config.webDistDir, publicUrl });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
