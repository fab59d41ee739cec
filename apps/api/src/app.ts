// Builds the Fastify app with every plugin and module; server.ts only listens.
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, LogLevel } from './config.ts';
import type { Database } from './db/client.ts';
import { redactUrl } from './lib/redact.ts';
import { validatorCompiler } from './lib/validation.ts';
import healthRoutes from './modules/health/health.routes.ts';
import lookupsRoutes from './modules/lookups/lookups.routes.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin from './plugins/errors.ts';
import languagePlugin from './plugins/language.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityPlugin from './plugins/security.ts';
import staticWebPlugin from './plugins/static-web.ts';

export interface BuildAppOptions {
  database: Database;
  config: Pick<Config, 'logLevel' | 'webDistDir' | 'trustProxy' | 'publicUrl'>;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: Writable;
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

/** The API's modules, registered in this one visible list under /api. */
const MODULES = [healthRoutes, lookupsRoutes];

/** Builds the whole app (API, docs and web) over an open database, without binding a port. */
export async function buildApp({ database, config, logStream }: BuildAppOptions) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Protects against prototype-poisoning payloads such as {"__proto__": ...}.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(dbPlugin, { database });
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      for (const module of MODULES) await api.register(module);
    },
    { prefix: '/api' },
  );

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
