/**
 * The reference API as a Fastify app, registered in the order of Fastify's own reference
 * application (fastify/demo): the shared server base, the external plugins with their settings
 * (compression, CORS, the write rate limit, the built app), then the routes.
 */
import type { FastifyInstance } from 'fastify';
import type { ChannelStore } from '../data/db.ts';
import { registerCompress } from '../http/plugins/compress.ts';
import { serveBuiltApp } from '../http/plugins/built-app.ts';
import { createServerApp, type HttpOptions } from '../http/server-app.ts';
import type { Faults } from './faults.ts';
import { parseJsonBodies } from './json-body.ts';
import { registerCors } from './plugins/cors.ts';
import { registerWriteRateLimit } from './plugins/write-rate-limit.ts';
import { apiRootRoutes } from './routes/api-root.ts';
import { channelsRoutes } from './routes/channels.ts';
import { mediaRoutes } from './routes/media.ts';
import type { WriteAccess } from './write-access.ts';
import { zodValidator } from './zod-validation.ts';

export interface ApiAppOptions {
  http: HttpOptions;
  store: ChannelStore;
  faults: Faults;
  pageSize: number;
  access: WriteAccess;
  /** Origins whose pages may write (CORS); none by default. */
  corsOrigins: readonly string[];
  writesPerMinute: number;
}

export async function buildApiApp(options: ApiAppOptions): Promise<FastifyInstance> {
  const { http, store, access } = options;
  const app = createServerApp(http);
  app.setValidatorCompiler(zodValidator);
  parseJsonBodies(app);

  await registerCompress(app);
  await registerCors(app, {
    writeOrigins: options.corsOrigins,
    writable: !access.readOnly,
    builtApp: http.builtApp !== undefined,
  });
  await registerWriteRateLimit(app);
  if (http.builtApp !== undefined) await serveBuiltApp(app, http.builtApp);

  await app.register(apiRootRoutes);
  await app.register(channelsRoutes, {
    store,
    faults: options.faults,
    pageSize: options.pageSize,
    access,
    writesPerMinute: options.writesPerMinute,
  });
  await app.register(mediaRoutes, { store });
  return app;
}
