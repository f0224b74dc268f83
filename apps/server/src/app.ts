import '@kundenportal/domain/validation/zod-german';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerBackgroundJobs } from './lib/background-jobs';
import { createBlobStore } from './lib/blob-store/create-blob-store';
import { type RemovalHolds, removalHolds } from './lib/blob-store/removal-gate';
import { loggerOptions } from './lib/logger';
import { responseSerializer } from './lib/response-serializer';
import { accountPlugin } from './modules/account/plugin';
import { accountErasurePlugin } from './modules/account-erasure/plugin';
import { adviserFormsPlugin } from './modules/adviser-forms/plugin';
import { adviserRequestsPlugin } from './modules/adviser-requests/plugin';
import { authPlugin } from './modules/auth/plugin';
import { avatarPlugin } from './modules/avatar/plugin';
import { bankingPlugin } from './modules/banking/plugin';
import { bedarfscheckPlugin } from './modules/bedarfscheck/plugin';
import { transfersPlugin } from './modules/bestandsuebertragung/plugin';
import { brandingPlugin } from './modules/branding/plugin';
import { calendarPlugin } from './modules/calendar/plugin';
import { chatPlugin } from './modules/chat/plugin';
import { contactPersonsPlugin } from './modules/contact-persons/plugin';
import { contractsPlugin } from './modules/contracts/plugin';
import { dataExportPlugin } from './modules/data-export/plugin';
import { devicesPlugin } from './modules/devices/plugin';
import { devtoolsPlugin } from './modules/devtools/plugin';
import { documentsPlugin } from './modules/documents/plugin';
import { freigabenPlugin } from './modules/freigaben/plugin';
import { healthPlugin } from './modules/health/plugin';
import { legalPlugin } from './modules/legal/plugin';
import { notfallkartePlugin } from './modules/notfallkarte/plugin';
import { notificationsPlugin } from './modules/notifications/plugin';
import { passkeysPlugin } from './modules/passkeys/plugin';
import { personsPlugin } from './modules/persons/plugin';
import { pushPlugin } from './modules/push/plugin';
import { ratingPlugin } from './modules/rating/plugin';
import { referralsPlugin } from './modules/referrals/plugin';
import { remindersPlugin } from './modules/reminders/plugin';
import { signaturesPlugin } from './modules/signatures/plugin';
import { ssoPlugin } from './modules/sso/plugin';
import { usersPlugin } from './modules/users/plugin';
import { vergleichsrechnerPlugin } from './modules/vergleichsrechner/plugin';
import { vorsorgestatusPlugin } from './modules/vorsorgestatus/plugin';
import { workspaceAccessPlugin } from './modules/workspace/access/plugin';
import { workspaceAgencyPlugin } from './modules/workspace/agency/plugin';
import { workspaceAuditPlugin } from './modules/workspace/audit/plugin';
import { workspaceBestandsuebertragungenPlugin } from './modules/workspace/bestandsuebertragungen/plugin';
import { workspaceChatPlugin } from './modules/workspace/chat/plugin';
import { workspaceCustomersPlugin } from './modules/workspace/customers/plugin';
import { workspaceFormsPlugin } from './modules/workspace/forms/plugin';
import { workspaceInboxPlugin } from './modules/workspace/inbox/plugin';
import { workspaceInvitationsPlugin } from './modules/workspace/invitations/plugin';
import { workspacePortfolioImportPlugin } from './modules/workspace/portfolio-import/plugin';
import { workspaceReferralsPlugin } from './modules/workspace/referrals/plugin';
import { workspaceSessionPlugin } from './modules/workspace/session/plugin';
import { workspaceVergleichsrechnerPlugin } from './modules/workspace/vergleichsrechner/plugin';
import { workspaceInsurerSettingsPlugin } from './modules/workspace/versicherer-einstellungen/plugin';
import { workspaceVertraegePlugin } from './modules/workspace/vertraege/plugin';
import { workspaceVorsorgePlugin } from './modules/workspace/vorsorge/plugin';
import { accessLogPlugin } from './plugins/access-log';
import { blobStorePlugin } from './plugins/blob-store';
import { bodylessPlugin } from './plugins/bodyless';
import { clientCheckPlugin, isApiRequest } from './plugins/client-check';
import { clockPlugin } from './plugins/clock';
import { compressionPlugin } from './plugins/compression';
import { configPlugin } from './plugins/config';
import { customerPlugin } from './plugins/customer';
import { databasePlugin } from './plugins/database';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { outboxPlugin } from './plugins/outbox';
import { pressurePlugin } from './plugins/pressure';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { shutdownPlugin } from './plugins/shutdown';
import { storableBodyPlugin } from './plugins/storable-body';
import { uploadGuardPlugin } from './plugins/upload-guard';
import { viewCachePlugin } from './plugins/view-cache';
import { inlineScriptSources, webAppPlugin } from './plugins/web-app';

/**
 * `role`: whose session the route needs (customer or adviser), null for a public route; `body`: whether it
 * has a body schema (without one it takes no body, plugins/bodyless.ts); `described`: whether its schema
 * has a summary and describes its answers (test/plugins/route-schemas.test.ts).
 */
export type RouteSummary = {
  method: string;
  url: string;
  protected: boolean;
  role: 'customer' | 'adviser' | null;
  body: boolean;
  described: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with whether it needs a session (tests check each protected one refuses without token). */
    routeSummaries: RouteSummary[];
  }
}

/** The composition root: wires config, database and modules into one Fastify instance. */
export async function buildApp(
  config: Config,
  database: Database,
  options: {
    logStream?: DestinationStream;
    /** PGlite: the removal holds the snapshot socket takes for a backup (ADR 335); else the app's own. */
    removalHolds?: RemovalHolds;
  } = {},
) {
  const logger = loggerOptions(config.logLevel);
  const app = Fastify({
    logger: options.logStream ? { ...logger, stream: options.logStream } : logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Path parameters carry SSO tokens (JWTs of a few hundred characters) and account codes.
    routerOptions: { maxParamLength: 4096 },
    frameworkErrors,
    forceCloseConnections: 'idle',
    // plugins/shutdown.ts answers while closing, with the API's 503 body and the request's body read.
    return503OnClosing: false,
    // plugins/access-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const routes: RouteSummary[] = [];
  app.decorate('routeSummaries', routes);
  registerBackgroundJobs(app);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Protected = app.authenticate as onRequest (before body parsing and validation, so an anonymous
    // request gets 401, not 422) or as preHandler.
    const hooks = [route.onRequest ?? [], route.preValidation ?? [], route.preHandler ?? []].flat();
    const role = hooks.includes(app.authenticate)
      ? 'customer'
      : hooks.includes(app.authenticateAdviser)
        ? 'adviser'
        : null;
    route.config = { ...route.config, signedIn: role !== null };
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        protected: role !== null,
        role,
        body: Boolean(route.schema?.body),
        described: Boolean(route.schema?.response && route.schema.summary),
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);

  await app.register(databasePlugin, { database });
  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(clockPlugin, { testClock: config.testClock });
  await app.register(accessLogPlugin, config.accessLog);
  await app.register(pressurePlugin, { ...config.pressure, poolStats: database.poolStats });
  // Before compression: its onSend may replace an answer with the slow body's 408.
  await app.register(uploadGuardPlugin, config.uploads);
  // After the upload guard: a body read to its end while draining is still watched for its rate.
  await app.register(shutdownPlugin);
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Plus the hashes of index.html's inline boot script (plugins/web-app.ts).
        scriptSrc: ["'self'", ...inlineScriptSources(config.webDistDir)],
        connectSrc: ["'self'"],
        // Only the portal's own pages: a Vergleichsrechner is framed by its frame host page, whose own CSP
        // lists exactly its agency's origins (ADR 193).
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(clientCheckPlugin, { clients: config.clients });
  await app.register(storableBodyPlugin);
  await app.register(bodylessPlugin);
  await app.register(openApiPlugin);
  await app.register(outboxPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
    push: config.push,
  });
  await app.register(rateLimitPlugin, { loginLimits: config.loginLimits, rateLimits: config.rateLimits });
  await app.register(sessionPlugin, {
    secret: config.jwtSecret,
    idleSeconds: config.session.idleSeconds,
    maxSessionSeconds: config.session.maxSeconds,
    graceSeconds: config.session.graceSeconds,
  });
  await app.register(customerPlugin);
  await app.register(viewCachePlugin);
  const soleStorageUser = database.kind === 'pglite' && config.blobStorage.kind === 'disk';
  await app.register(blobStorePlugin, {
    store: await createBlobStore(config),
    sole: soleStorageUser,
    holds: options.removalHolds ?? removalHolds(),
  });
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    database,
    outboxBacklog: () => app.outbox.backlog(),
    viewCacheStats: () => app.viewCache.stats(),
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Pictures served for revalidation (ETag) set their own; every other answer is never stored.
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  // Every area registers itself (modules/<area>/plugin.ts); one after the plugins whose decorations it uses.
  await app.register(
    async (api) => {
      await api.register(healthPlugin);
      await api.register(authPlugin);
      await api.register(usersPlugin);
      await api.register(devicesPlugin);
      await api.register(notfallkartePlugin);
      await api.register(personsPlugin);
      await api.register(contractsPlugin);
      await api.register(remindersPlugin);
      await api.register(calendarPlugin);
      await api.register(contactPersonsPlugin);
      await api.register(avatarPlugin);
      await api.register(legalPlugin);
      await api.register(brandingPlugin);
      await api.register(documentsPlugin);
      await api.register(freigabenPlugin);
      await api.register(adviserRequestsPlugin);
      await api.register(adviserFormsPlugin);
      await api.register(transfersPlugin);
      await api.register(bedarfscheckPlugin);
      await api.register(vorsorgestatusPlugin);
      await api.register(vergleichsrechnerPlugin);
      await api.register(workspaceFormsPlugin);
      await api.register(signaturesPlugin);
      await api.register(workspaceSessionPlugin);
      await api.register(workspaceCustomersPlugin);
      await api.register(workspaceVertraegePlugin);
      await api.register(workspaceAccessPlugin);
      await api.register(workspaceInboxPlugin);
      await api.register(workspaceAuditPlugin);
      await api.register(workspaceAgencyPlugin);
      await api.register(workspaceInsurerSettingsPlugin);
      await api.register(workspacePortfolioImportPlugin);
      await api.register(accountPlugin);
      await api.register(workspaceInvitationsPlugin);
      await api.register(referralsPlugin);
      await api.register(workspaceReferralsPlugin);
      await api.register(workspaceBestandsuebertragungenPlugin);
      await api.register(workspaceVorsorgePlugin);
      await api.register(workspaceVergleichsrechnerPlugin);
      await api.register(ratingPlugin);
      await api.register(dataExportPlugin);
      // Before the erasure: its request may be confirmed with a passkey (`app.passkeyConfirmation`, ADR 246).
      await api.register(passkeysPlugin);
      await api.register(accountErasurePlugin);
      await api.register(notificationsPlugin);
      await api.register(chatPlugin);
      await api.register(workspaceChatPlugin);
      await api.register(pushPlugin);
      await api.register(ssoPlugin);
      await api.register(bankingPlugin);
      // Only with DEV_TOOLS=true (ADR 312): otherwise its paths are unknown (404).
      await api.register(devtoolsPlugin);
    },
    { prefix: '/api' },
  );

  if (existsSync(path.join(config.webDistDir, 'index.html'))) {
    await app.register(webAppPlugin, { root: config.webDistDir });
  }

  return app;
}
