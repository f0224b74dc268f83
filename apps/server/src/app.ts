import '@kundenportal/domain/validation/zod-german';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { databaseUnavailableReason } from './db/connection-errors';
import { loggerOptions } from './lib/logger';
import { createLoginThrottle } from './lib/login-throttle';
import { createOutboxRepository } from './lib/outbox/outbox-repository';
import { createOutboxWorker, type OutboxWorker } from './lib/outbox/outbox-worker';
import { createFileSmsProvider, createMailTransport } from './lib/outbox/transports';
import { hashPassword } from './lib/password-hash';
import { createRateLimiter } from './lib/rate-limiter';
import { createTokenService } from './lib/session/tokens';
import type { AccountDeps } from './modules/account/account-deps';
import { createAccountRepository } from './modules/account/repository';
import { accountRoutes } from './modules/account/routes';
import { createAuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { createRelyingParty } from './modules/passkeys/relying-party';
import { createPasskeysRepository } from './modules/passkeys/repository';
import { passkeysRoutes } from './modules/passkeys/routes';
import { createPersonsRepository } from './modules/persons/repository';
import { personsRoutes } from './modules/persons/routes';
import { ssoRoutes } from './modules/sso/routes';
import { createUsersRepository } from './modules/users/repository';
import { usersRoutes } from './modules/users/routes';
import { accessLogPlugin } from './plugins/access-log';
import { clientCheckPlugin, isApiRequest } from './plugins/client-check';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { pressurePlugin } from './plugins/pressure';
import { securityHeadersPlugin } from './plugins/security-headers';
import { authPlugin } from './plugins/session';
import { viewCachePlugin } from './plugins/view-cache';
import { webAppPlugin } from './plugins/web-app';

export type RouteSummary = { method: string; url: string; protected: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends queued mail and SMS; `kick()` after enqueueing, `runOnce()` in tests. */
    outbox: OutboxWorker;
    /** Every route with whether it needs a session (tests check each protected one refuses without token). */
    routeSummaries: RouteSummary[];
  }
}

/** The composition root: wires config, database and modules into one Fastify instance. */
export async function buildApp(
  config: Config,
  database: Database,
  options: { logStream?: DestinationStream } = {},
) {
  const logger = loggerOptions(config.logLevel);
  const app = Fastify({
    logger: options.logStream ? { ...logger, stream: options.logStream } : logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Path parameters carry SSO tokens (JWTs of a few hundred characters) and account codes.
    routerOptions: { maxParamLength: 4096 },
    forceCloseConnections: 'idle',
    // plugins/access-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const routes: RouteSummary[] = [];
  app.decorate('routeSummaries', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Protected = app.authenticate as onRequest (before body parsing and validation, so an anonymous
    // request gets 401, not 422) or as preHandler.
    const hooks = [route.onRequest ?? [], route.preValidation ?? [], route.preHandler ?? []].flat();
    for (const method of methods) {
      routes.push({ method, url: route.url, protected: hooks.includes(app.authenticate) });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(accessLogPlugin, config.accessLog);
  await app.register(pressurePlugin, { ...config.pressure, poolStats: database.poolStats });
  // A lost database connection is one log line (no client object, no SQL), its return another.
  const offConnection = database.onConnection((event) => {
    if (event.state === 'lost') app.log.error(`database connection lost (${event.reason})`);
    else {
      app.log.info('database connection restored');
      app.outbox.kick();
    }
  });
  app.addHook('onClose', async () => offConnection());
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(clientCheckPlugin, { clients: config.clients });
  await app.register(openApiPlugin);

  const outboxDir = path.join(config.dataDir, 'outbox');
  const outboxRepository = createOutboxRepository(database.db);
  const outboxWorker = createOutboxWorker({
    repository: outboxRepository,
    mail: createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir }),
    sms: createFileSmsProvider(outboxDir),
    log: app.log,
  });
  app.decorate('outbox', outboxWorker);
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    database,
    outboxBacklog: outboxRepository.backlog,
    viewCacheStats: () => app.viewCache.stats(),
  });
  app.addHook('onReady', async () => outboxWorker.start());
  app.addHook('onClose', async () => outboxWorker.stop());

  await app.register(viewCachePlugin, { database });

  const authRepository = createAuthRepository(database.db);
  const tokens = createTokenService(config.jwtSecret, config.session.idleSeconds);
  await app.register(authPlugin, {
    tokens,
    repository: authRepository,
    graceSeconds: config.session.graceSeconds,
  });

  // Graceful shutdown: requests still in flight when closing starts get `Connection: close`, so their
  // keep-alive sockets end with the response instead of holding the close open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  const limiter = createRateLimiter(database.db);
  const loginThrottle = createLoginThrottle(limiter, config.loginLimits);
  const accountRepository = createAccountRepository(database.db);
  const accountDeps: AccountDeps = {
    db: database.db,
    repository: accountRepository,
    session: { repository: authRepository, tokens, maxSessionSeconds: config.session.maxSeconds },
    limiter,
    limits: config.rateLimits,
    loginThrottle,
    scryptLogN: config.scryptLogN,
    publicUrl: config.publicUrl,
    smsSecret: config.jwtSecret,
    kickOutbox: () => outboxWorker.kick(),
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(authRoutes, {
        repository: authRepository,
        tokens,
        throttle: loginThrottle,
        maxSessionSeconds: config.session.maxSeconds,
        scryptLogN: config.scryptLogN,
        dummyHash: hashPassword(crypto.randomUUID(), config.scryptLogN),
      });
      await api.register(usersRoutes, { repository: createUsersRepository(database.db) });
      await api.register(personsRoutes, { repository: createPersonsRepository(database.db) });
      await api.register(accountRoutes, accountDeps);
      await api.register(ssoRoutes, { ...accountDeps, sso: config.sso });
      await api.register(passkeysRoutes, {
        repository: createPasskeysRepository(database.db),
        rp: createRelyingParty(config.publicUrl, config.jwtSecret),
        sessions: { repository: authRepository, tokens, maxSessionSeconds: config.session.maxSeconds },
        throttle: loginThrottle,
        limiter,
        optionsPerIp: {
          max: config.loginLimits.passkeyOptionsPerIp,
          windowSeconds: config.loginLimits.windowSeconds,
        },
      });
    },
    { prefix: '/api' },
  );

  if (existsSync(path.join(config.webDistDir, 'index.html'))) {
    await app.register(webAppPlugin, { root: config.webDistDir });
  }

  // Drizzle's error message holds the SQL and its parameters: an outage is a reason, not a dump.
  const purgeFailed = (error: unknown) => {
    const reason = databaseUnavailableReason(error);
    if (reason) app.log.warn(`purge skipped: database unavailable (${reason})`);
    else app.log.warn({ err: error }, 'purge failed');
  };
  const purgeTimer = setInterval(
    () => {
      // login_failures also holds the account-flow limits (plugins/rate-limit.ts): keep the longer window.
      const window = Math.max(config.loginLimits.windowSeconds, config.rateLimits.windowSeconds);
      authRepository.purge(new Date(Date.now() - window * 1000)).catch((error) => purgeFailed(error));
      accountRepository.purgeExpired().catch((error) => purgeFailed(error));
    },
    10 * 60 * 1000,
  );
  purgeTimer.unref();
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  return app;
}
