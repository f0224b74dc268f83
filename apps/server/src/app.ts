import '@kundenportal/domain/validation/zod-german';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contractChoiceLabel } from '@kundenportal/domain/contracts/contract-list';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { toStoredContract } from './db/contract-row';
import { writeAdviserAudit } from './lib/adviser-audit';
import { createBlobStore } from './lib/blob-store/create-blob-store';
import { loggerOptions } from './lib/logger';
import { hashPassword } from './lib/password-hash';
import type { AccountDeps } from './modules/account/account-deps';
import { invitationRoutes } from './modules/account/invitation-routes';
import { createAccountRepository } from './modules/account/repository';
import { accountRoutes } from './modules/account/routes';
import { recordHash } from './modules/adviser-forms/audit-chain';
import { createAdviserFormsRepository } from './modules/adviser-forms/repository';
import { adviserFormsRoutes } from './modules/adviser-forms/routes';
import { formTemplateRoutes } from './modules/adviser-forms/template-routes';
import { createAttachmentLinks } from './modules/adviser-requests/attachment-link';
import { createAdviserRequestsRepository } from './modules/adviser-requests/repository';
import { adviserRequestsRoutes } from './modules/adviser-requests/routes';
import { login } from './modules/auth/login';
import { createAuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { avatarRoutes } from './modules/avatar/routes';
import { agencyRoutes } from './modules/branding/agency-routes';
import { brandingRoutes } from './modules/branding/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { createChatHub } from './modules/chat/chat-hub';
import { createChatRepository } from './modules/chat/chat-repository';
import { chatRoutes } from './modules/chat/routes';
import { createContactPersonsRepository } from './modules/contact-persons/repository';
import { contactPersonsRoutes } from './modules/contact-persons/routes';
import { contractsOfDeletedPerson } from './modules/contracts/person-contracts';
import { createContractsRepository } from './modules/contracts/repository';
import { contractsRoutes } from './modules/contracts/routes';
import { createDocumentFiler } from './modules/documents/document-filer';
import { documentsOfDeletedContract, documentsOfDeletedPerson } from './modules/documents/owner-documents';
import { createDocumentsRepository } from './modules/documents/repository';
import { documentsRoutes } from './modules/documents/routes';
import { createTickets } from './modules/documents/tickets';
import { healthRoutes } from './modules/health/routes';
import { agencyLegalTexts, setLegalDocument } from './modules/legal/legal-documents';
import { legalRoutes } from './modules/legal/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { createRelyingParty } from './modules/passkeys/relying-party';
import { createPasskeysRepository } from './modules/passkeys/repository';
import { passkeysRoutes } from './modules/passkeys/routes';
import { createPersonsRepository } from './modules/persons/repository';
import { personsRoutes } from './modules/persons/routes';
import { pushRoutes } from './modules/push/routes';
import { createRatingRepository } from './modules/rating/repository';
import { ratingRoutes } from './modules/rating/routes';
import { createReferralsRepository } from './modules/referrals/repository';
import { referralsRoutes } from './modules/referrals/routes';
import { referralWorkspaceRoutes } from './modules/referrals/workspace-routes';
import { startReminderWorker } from './modules/reminders/reminder-worker';
import { createRemindersRepository } from './modules/reminders/repository';
import { remindersRoutes } from './modules/reminders/routes';
import { createSignaturesRepository } from './modules/signatures/repository';
import { signaturesRoutes } from './modules/signatures/routes';
import { ssoRoutes } from './modules/sso/routes';
import { createUsersRepository } from './modules/users/repository';
import { usersRoutes } from './modules/users/routes';
import { createInboxRepository } from './modules/workspace/inbox-repository';
import { inboxRoutes } from './modules/workspace/inbox-routes';
import { presetRoutes } from './modules/workspace/preset-routes';
import { invitationSettings } from './modules/workspace/presets';
import { createWorkspaceRepository } from './modules/workspace/repository';
import { workspaceRoutes } from './modules/workspace/routes';
import { accessLogPlugin } from './plugins/access-log';
import { blobStorePlugin } from './plugins/blob-store';
import { bodylessPlugin } from './plugins/bodyless';
import { clientCheckPlugin, isApiRequest } from './plugins/client-check';
import { clockPlugin } from './plugins/clock';
import { compressionPlugin } from './plugins/compression';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
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
 * has a body schema (without one it takes no body, plugins/bodyless.ts).
 */
export type RouteSummary = {
  method: string;
  url: string;
  protected: boolean;
  role: 'customer' | 'adviser' | null;
  body: boolean;
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
    // plugins/shutdown.ts answers while closing, with the API's 503 body and the request's body read.
    return503OnClosing: false,
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
    const role = hooks.includes(app.authenticate)
      ? 'customer'
      : hooks.includes(app.authenticateAdviser)
        ? 'adviser'
        : null;
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        protected: role !== null,
        role,
        body: Boolean(route.schema?.body),
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(databasePlugin, { database });
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
  await app.register(viewCachePlugin);
  const soleStorageUser = database.kind === 'pglite' && config.blobStorage.kind === 'disk';
  await app.register(blobStorePlugin, { store: await createBlobStore(config), sole: soleStorageUser });
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

  const accountDeps: AccountDeps = {
    db: database.db,
    repository: createAccountRepository(database.db),
    sessions: app.sessions,
    limiter: app.rateLimiter,
    limits: config.rateLimits,
    loginThrottle: app.loginThrottle,
    scryptLogN: config.scryptLogN,
    publicUrl: config.publicUrl,
    smsSecret: config.jwtSecret,
    kickOutbox: () => app.outbox.kick(),
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: database.ping });
      const authDeps = {
        repository: createAuthRepository(database.db),
        sessions: app.sessions,
        throttle: app.loginThrottle,
        scryptLogN: config.scryptLogN,
        dummyHash: hashPassword(crypto.randomUUID(), config.scryptLogN),
      };
      await api.register(authRoutes, authDeps);
      await api.register(workspaceRoutes, {
        repository: createWorkspaceRepository(database.db),
        login: (input, ip) => login(authDeps, input, ip, 'adviser'),
        sessions: app.sessions,
      });
      await api.register(presetRoutes, {
        db: database.db,
        repository: createWorkspaceRepository(database.db),
      });
      const attachmentLinks = createAttachmentLinks(config.jwtSecret, config.publicUrl);
      await api.register(inboxRoutes, {
        repository: createInboxRepository(database.db),
        attachmentsUrl: (id) => attachmentLinks.url(id),
        recordIntact: ({ recordHash: stored, ...rest }) => recordHash(rest) === stored,
      });
      await api.register(usersRoutes, {
        repository: createUsersRepository(database.db),
        limiter: app.rateLimiter,
        connectLimit: {
          max: config.rateLimits.adviserRequestsPerUser,
          windowSeconds: config.rateLimits.windowSeconds,
        },
      });
      const contractsRepository = createContractsRepository(database.db);
      await api.register(personsRoutes, {
        repository: createPersonsRepository(database.db),
        onPersonDelete: [documentsOfDeletedPerson(app.blobStore), contractsOfDeletedPerson()],
      });
      await api.register(contractsRoutes, {
        repository: contractsRepository,
        onContractDelete: [documentsOfDeletedContract(app.blobStore)],
        now: () => app.clock.now(),
      });
      await api.register(remindersRoutes, { repository: createRemindersRepository(database.db) });
      await api.register(calendarRoutes, {
        db: database.db,
        publicUrl: config.publicUrl,
        now: () => app.clock.now(),
      });
      await api.register(accountRoutes, accountDeps);
      await api.register(invitationRoutes, {
        db: database.db,
        repository: accountDeps.repository,
        publicUrl: config.publicUrl,
        now: () => app.clock.now(),
        limiter: app.rateLimiter,
        limit: {
          max: config.rateLimits.invitationsPerAdviser,
          windowSeconds: config.rateLimits.windowSeconds,
        },
        presetSettings: (agencyId, presetId) => invitationSettings(database.db, agencyId, presetId),
      });
      await api.register(contactPersonsRoutes, {
        repository: createContactPersonsRepository(database.db),
        isContractOf: (user, id) => contractsRepository.belongsTo(user, id),
        now: () => app.clock.now(),
      });
      await api.register(avatarRoutes, { db: database.db, store: app.blobStore });
      await api.register(brandingRoutes, { db: database.db, store: app.blobStore });
      await api.register(agencyRoutes, {
        db: database.db,
        store: app.blobStore,
        legal: {
          read: agencyLegalTexts,
          write: async (db, agencyId, key, markdown) => {
            await setLegalDocument(db, String(agencyId), key, markdown);
          },
        },
      });
      await api.register(formTemplateRoutes, {
        db: database.db,
        onPublished: (tx, adviser, { key, version }) =>
          writeAdviserAudit(tx, adviser, null, 'form_published', [
            { key: `form.${key}`, before: version > 1 ? version - 1 : null, after: version },
          ]),
      });
      await api.register(legalRoutes, {
        db: database.db,
        limiter: app.rateLimiter,
        limit: { max: config.rateLimits.publicLegalPerIp, windowSeconds: config.rateLimits.windowSeconds },
      });
      const documentsRepository = createDocumentsRepository(database.db);
      const adviserRequestsRepository = createAdviserRequestsRepository(database.db);
      await api.register(adviserRequestsRoutes, {
        repository: adviserRequestsRepository,
        limiter: app.rateLimiter,
        limit: {
          max: config.rateLimits.adviserRequestsPerUser,
          windowSeconds: config.rateLimits.windowSeconds,
        },
        contractChoices: async (user) =>
          (await contractsRepository.list(user)).map((row) => ({
            value: String(row.id),
            label: contractChoiceLabel(toStoredContract(row)),
          })),
        attachments: (user, ids) => documentsRepository.namesOfOwners(user, 'inquire', ids),
        attachmentFiles: async (user, id) =>
          (await documentsRepository.listOfOwner(user, 'inquire', id)).reverse().map((row) => ({
            name: row.originalFilename,
            open: () => app.blobStore.read(row.blobKey),
          })),
        links: attachmentLinks,
        now: () => app.clock.now(),
      });
      await api.register(referralWorkspaceRoutes, {
        db: database.db,
        publicUrl: config.publicUrl,
        now: () => app.clock.now(),
      });
      await api.register(referralsRoutes, {
        repository: createReferralsRepository(database.db),
        publicUrl: config.publicUrl,
        appName: uiTexts.appName,
      });
      await api.register(ratingRoutes, {
        repository: createRatingRepository(database.db),
        storeLinks: config.storeLinks,
        now: () => app.clock.now(),
      });
      await api.register(notificationsRoutes, { db: database.db });
      const chatRepository = createChatRepository(database.db);
      const chatHub = await createChatHub({
        database,
        repository: chatRepository,
        log: app.log,
        ...config.chat,
      });
      // Open streams end before the server closes (else they would hold the close open).
      app.addHook('preClose', () => chatHub.close());
      await api.register(chatRoutes, {
        repository: chatRepository,
        hub: chatHub,
        sessionWatch: app.sessionWatch,
        limiter: app.rateLimiter,
        limit: { max: config.rateLimits.chatMessagesPerUser, windowSeconds: config.rateLimits.windowSeconds },
        publicUrl: config.publicUrl,
        kickOutbox: () => app.outbox.kick(),
      });
      await api.register(pushRoutes, {
        db: database.db,
        publicKey: config.push.publicKey,
        extraOrigins: config.push.extraOrigins,
      });
      await api.register(adviserFormsRoutes, {
        repository: createAdviserFormsRepository(database.db),
        store: app.blobStore,
        documents: createDocumentFiler(app.blobStore),
        limiter: app.rateLimiter,
        limit: { max: config.rateLimits.formRendersPerUser, windowSeconds: config.rateLimits.windowSeconds },
        now: () => app.clock.now(),
      });
      await api.register(documentsRoutes, {
        repository: documentsRepository,
        store: app.blobStore,
        tickets: createTickets(config.jwtSecret),
        sole: soleStorageUser,
        publicUrl: config.publicUrl,
        owners: {
          contract: (user, id) => contractsRepository.belongsTo(user, id),
          inquire: (user, id) => adviserRequestsRepository.isInquireOf(user, id),
        },
      });
      await api.register(signaturesRoutes, {
        repository: createSignaturesRepository(database.db),
        recordIntact: ({ recordHash: stored, ...rest }) => recordHash(rest) === stored,
        limiter: app.rateLimiter,
        limit: {
          max: config.rateLimits.signatureChecksPerIp,
          windowSeconds: config.rateLimits.windowSeconds,
        },
      });
      await api.register(ssoRoutes, { db: database.db, sessions: app.sessions, sso: config.sso });
      await api.register(passkeysRoutes, {
        repository: createPasskeysRepository(database.db),
        rp: createRelyingParty(config.publicUrl, config.jwtSecret),
        sessions: app.sessions,
        throttle: app.loginThrottle,
        limiter: app.rateLimiter,
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
  if (config.reminders.worker) {
    startReminderWorker(app, { intervalMs: config.reminders.intervalMs, publicUrl: config.publicUrl });
  }

  return app;
}
