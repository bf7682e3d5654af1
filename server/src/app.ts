/**
 * The Hapi server, configured but not started: main.ts starts it, tests drive it with
 * server.inject. Each feature's routes are a plugin in the feature's own folder (`*Routes.ts`), all
 * registered here, in one list, with the shared AppContext (configuration, database, clock, logger).
 */
import Boom from '@hapi/boom';
import Hapi from '@hapi/hapi';
import Inert from '@hapi/inert';
import { passwordResetRoutes } from './account/passwordResetRoutes';
import { preferenceRoutes } from './account/preferenceRoutes';
import { signInRoutes } from './account/signInRoutes';
import { analyticsRoutes } from './analytics/analyticsRoutes';
import type { AppContext } from './appContext';
import { authPlugin, optionalUser } from './auth/authPlugin';
import { warmPasswordStrength } from './auth/passwordStrength';
import { SignInLimits } from './auth/signInLimits';
import { bayKioskRoutes, staffBayRoutes } from './bayScreen/bayScreenRoutes';
import { staffBlockRoutes } from './blocks/blockRoutes';
import { bookingPaymentRoutes } from './bookings/bookingPaymentRoutes';
import { bookingRoutes } from './bookings/bookingRoutes';
import { guestFeePurchase } from './bookings/guestFeePurchase';
import { bookingQuoteRoutes } from './bookings/quoteRoutes';
import { staffBookingRoutes } from './bookings/staffBookingRoutes';
import { calendarRoutes } from './calendar/calendarRoutes';
import { kioskRoutes, staffKioskRoutes } from './checkIn/kioskRoutes';
import { passRoutes } from './checkIn/passRoutes';
import { createTestClock } from './clock/testClock';
import { testClockRoutes } from './clock/testClockRoutes';
import { competitionRoutes, staffCompetitionRoutes } from './competitions/competitionRoutes';
import { entryFeePurchase } from './competitions/entryFees';
import { eventGuestRoutes } from './competitions/eventGuestRoutes';
import type { Config } from './config';
import type { OpenDatabase } from './db/database';
import { adminDoorRoutes, doorKioskRoutes, staffDoorRoutes } from './door/doorRoutes';
import { eventPurchase } from './events/eventCheckout';
import { eventQuotePageRoutes, staffEventQuoteRoutes } from './events/eventQuoteRoutes';
import { foundingOfferRoutes } from './foundingOffer/foundingOfferRoutes';
import { apiNotFoundRoutes } from './http/apiNotFoundRoutes';
import { bodyLimits, JSON_MAX_BYTES } from './http/bodyLimits';
import { clientAddresses } from './http/clientAddress';
import { createListener } from './http/connectionLimits';
import { loggedPath } from './http/loggedPath';
import { privateResponses } from './http/privateResponses';
import { requestGuards } from './http/requestGuards';
import { responseValidation } from './http/responseSchemas';
import { noQueryUnlessDeclared, validationFailure } from './http/validation';
import { inquiryRoutes } from './inquiries/inquiryRoutes';
import { staffInquiryRoutes } from './inquiries/staffInquiryRoutes';
import { coachPhotoRoutes } from './lessons/coachPhotoRoutes';
import { lessonPackPurchase, lessonPurchase } from './lessons/lessonPayments';
import { lessonRoutes, staffLessonRoutes } from './lessons/lessonRoutes';
import { createLogger, type Logger } from './logger';
import { staffOutboxRoutes } from './mail/outboxRoutes';
import { staffMemberAccountRoutes } from './members/memberAccountRoutes';
import { staffMemberProfileRoutes } from './members/memberProfileRoutes';
import { staffMemberRoutes } from './members/memberRoutes';
import { cancelRoutes, staffCancelRoutes } from './membership/cancelRoutes';
import { freezeRoutes, staffFreezeRoutes } from './membership/freezeRoutes';
import { membershipCheckoutRoutes } from './membership/membershipCheckoutRoutes';
import { membershipPurchase } from './membership/membershipPurchase';
import { backgroundWork } from './ops/backgroundWork';
import { backupSchedule } from './ops/backupSchedule';
import { openLoungeDatabase } from './ops/databaseFile';
import { healthRoutes } from './ops/healthRoutes';
import { storageErrors } from './ops/storageErrors';
import type { PaymentGateway } from './payments/gateway';
import { memberPaymentRoutes } from './payments/memberPaymentRoutes';
import { paymentRoutes } from './payments/paymentRoutes';
import { PurchaseKinds } from './payments/purchaseKinds';
import { SandboxGateway } from './payments/sandboxGateway';
import { sandboxPaymentRoutes } from './payments/sandboxPaymentRoutes';
import { staffPaymentRoutes } from './payments/staffPaymentRoutes';
import { StripeGateway } from './payments/stripeGateway';
import { stripeSetupAtStart } from './payments/stripeSetupAtStart';
import { subscriptionChangeRoutes } from './payments/subscriptionChangeRoutes';
import { staffAuditRoutes } from './reports/auditRoutes';
import { staffReportRoutes } from './reports/reportRoutes';
import { shopDeskRoutes } from './shop/shopDeskRoutes';
import { shopRoutes } from './shop/shopRoutes';
import { shopTabPurchase } from './shop/tabService';
import { tabSplitRoutes } from './shop/tabSplitRoutes';
import { contentDir } from './venueContent/contentDir';
import { legalTextRoutes, staffLegalTextRoutes } from './venueContent/legalTextRoutes';
import { LegalTextStore } from './venueContent/legalTextStore';
import { staffPhotoRoutes, venuePhotoRoutes } from './venueContent/photoRoutes';
import { PhotoStore } from './venueContent/photoStore';
import { venueInfoFor, venueRoutes } from './venueContent/venueRoutes';
import { staffWaitlistRoutes } from './waitlist/staffWaitlistRoutes';
import { waitlistRoutes } from './waitlist/waitlistRoutes';
import { deskAppRoutes } from './web/deskAppRoutes';
import { webAppRoutes } from './web/webAppRoutes';

export interface ServerOptions {
  logger?: Logger;
  /** The clock; tests fix "now" with it. */
  now?: () => number;
  /** An open database to use instead of opening config.databasePath (left open on stop). */
  database?: OpenDatabase;
  /** The desk console's built renderer, served at /desk (default desk/out/renderer; tests use a temp dir). */
  deskDist?: string;
}

function createGateway(config: Config, database: OpenDatabase, now: () => number): PaymentGateway {
  const { stripeSecretKey, stripeWebhookSecret, stripeApiBase } = config.payments;
  if (!stripeSecretKey || !stripeWebhookSecret) return new SandboxGateway(database.db, now);
  return new StripeGateway({
    secretKey: stripeSecretKey,
    webhookSecret: stripeWebhookSecret,
    ...(stripeApiBase ? { apiBase: stripeApiBase } : {}),
    now,
  });
}

/** The configured database, refused when it would be a new, empty lounge, damaged or too new (ops/databaseFile.ts). */
function openConfiguredDatabase(config: Config, logger: Logger): OpenDatabase {
  return openLoungeDatabase(config, () =>
    logger.warn(`first start: creating a new database at ${config.databasePath}`, {
      file: config.databasePath,
    }),
  );
}

/**
 * What each paid feature's purchase does, registered here beside the plugins: payments/ hands a paid,
 * released or refunded checkout to its kind and imports no feature (docs/decisions/055).
 */
function purchaseKinds(): PurchaseKinds<AppContext> {
  return new PurchaseKinds<AppContext>()
    .register('membership', membershipPurchase)
    .register('guest_fee', guestFeePurchase)
    .register('entry_fee', entryFeePurchase)
    .register(['event_deposit', 'event_balance'], eventPurchase)
    .register('shop_tab', shopTabPurchase)
    .register('lesson', lessonPurchase)
    .register('lesson_pack', lessonPackPurchase);
}

export async function createServer(config: Config, options: ServerOptions = {}): Promise<Hapi.Server> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = options.database ?? openConfiguredDatabase(config, logger);
  // The journeys' settable clock (config.testClock: test mode only); tests pass their own `now`.
  const testClock = config.testClock && !options.now ? createTestClock() : null;
  const now = options.now ?? testClock?.now ?? Date.now;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    logger,
    now,
    payments: createGateway(config, database, now),
    purchases: purchaseKinds(),
    photos: new PhotoStore(contentDir(config, 'photos')),
    legalTexts: new LegalTextStore(contentDir(config, 'legal')),
    signInLimits: new SignInLimits(
      {
        failuresPerEmailAndAddress: config.rateLimits.loginFailuresPerEmail,
        failuresPerEmailCeiling: config.rateLimits.loginFailuresPerEmailCeiling,
        windowMs: config.rateLimits.loginWindowMinutes * 60_000,
      },
      now,
    ),
  };

  const server = Hapi.server({
    port: config.port,
    host: config.host,
    // Errors are logged below as structured lines; Hapi's own console output would repeat them.
    debug: false,
    // Slow clients timed out, connections capped per address and in all (http/connectionLimits.ts).
    listener: createListener(config.connections),
    router: { stripTrailingSlash: true },
    routes: {
      // 64 kB unless a route needs more (http/bodyLimits.ts): Hapi's own default is 1 MB.
      payload: { timeout: config.connections.bodyTimeoutMs, maxBytes: JSON_MAX_BYTES },
      // No query and no body unless a route declares their shape (http/validation.ts); path
      // parameters are declared by every route that has them (Hapi allows no default for them,
      // so routeValidation.test.ts checks it). Bad input answers a 400 naming the field.
      validate: { failAction: validationFailure(), query: noQueryUnlessDeclared, payload: false },
      // Every answer checked against its route's schema under test; never on the box (http/responseSchemas.ts).
      response: responseValidation(config.nodeEnv),
      security: {
        hsts: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        xframe: 'deny',
        noSniff: true,
        referrer: 'strict-origin-when-cross-origin',
        xss: 'disabled',
      },
    },
  });

  server.events.on({ name: 'request', channels: 'error' }, (request, event) => {
    const error = event.error instanceof Error ? event.error : undefined;
    logger.error('request failed', {
      requestId: request.info.id,
      method: request.method,
      path: loggedPath(request),
      error: error?.message,
      stack: error?.stack,
    });
  });
  // One line per answered request, with the id the error lines carry too.
  // The signed-in user's id says whose request it was; never the session id or the cookie, which
  // would let whoever reads the log act as that user.
  server.events.on('response', (request) => {
    const response = request.response;
    logger.info('request', {
      requestId: request.info.id,
      userId: optionalUser(request)?.id,
      method: request.method,
      path: loggedPath(request),
      status: Boom.isBoom(response) ? response.output.statusCode : response?.statusCode,
      ms: (request.info.responded || Date.now()) - request.info.received,
    });
  });
  // The password estimator's dictionaries, loaded once the server is up, off the start's path, and
  // kept: the first sign-up of a quiet evening does not wait for them (auth/passwordStrength.ts).
  server.ext('onPostStart', () => {
    setImmediate(() => void warmPasswordStrength());
  });
  if (!options.database) server.ext('onPostStop', () => database.close());
  // Kept on the server for tools and tests that need the database behind it.
  (server.app as { ctx?: AppContext }).ctx = ctx;

  await server.register(Inert);
  await server.register({ plugin: authPlugin, options: ctx });
  await server.register([
    // First: every limit after it counts per client (TRUSTED_PROXIES).
    { plugin: clientAddresses, options: config },
    { plugin: bodyLimits },
    { plugin: requestGuards, options: ctx },
    { plugin: privateResponses },
    { plugin: healthRoutes, options: ctx },
    { plugin: storageErrors, options: ctx },
    { plugin: backupSchedule, options: ctx },
    { plugin: backgroundWork, options: ctx },
    { plugin: stripeSetupAtStart, options: ctx },
    { plugin: signInRoutes, options: ctx },
    { plugin: passwordResetRoutes, options: ctx },
    { plugin: preferenceRoutes, options: ctx },
    { plugin: inquiryRoutes, options: ctx },
    { plugin: analyticsRoutes, options: ctx },
    { plugin: bookingRoutes, options: ctx },
    { plugin: calendarRoutes, options: ctx },
    { plugin: passRoutes, options: ctx },
    { plugin: kioskRoutes, options: ctx },
    { plugin: staffKioskRoutes, options: ctx },
    { plugin: doorKioskRoutes, options: ctx },
    { plugin: staffDoorRoutes, options: ctx },
    { plugin: adminDoorRoutes, options: ctx },
    { plugin: bayKioskRoutes, options: ctx },
    { plugin: staffBayRoutes, options: ctx },
    { plugin: paymentRoutes, options: ctx },
    { plugin: membershipCheckoutRoutes, options: ctx },
    { plugin: bookingPaymentRoutes, options: ctx },
    { plugin: memberPaymentRoutes, options: ctx },
    { plugin: subscriptionChangeRoutes, options: ctx },
    { plugin: freezeRoutes, options: ctx },
    { plugin: cancelRoutes, options: ctx },
    { plugin: staffCancelRoutes, options: ctx },
    { plugin: staffFreezeRoutes, options: ctx },
    { plugin: staffBookingRoutes, options: ctx },
    { plugin: staffInquiryRoutes, options: ctx },
    { plugin: staffMemberRoutes, options: ctx },
    { plugin: staffMemberAccountRoutes, options: ctx },
    { plugin: staffMemberProfileRoutes, options: ctx },
    { plugin: bookingQuoteRoutes, options: ctx },
    { plugin: staffOutboxRoutes, options: ctx },
    { plugin: staffBlockRoutes, options: ctx },
    { plugin: competitionRoutes, options: ctx },
    { plugin: lessonRoutes, options: ctx },
    { plugin: staffLessonRoutes, options: ctx },
    { plugin: coachPhotoRoutes, options: ctx },
    { plugin: staffCompetitionRoutes, options: ctx },
    { plugin: eventGuestRoutes, options: ctx },
    { plugin: staffEventQuoteRoutes, options: ctx },
    { plugin: eventQuotePageRoutes, options: ctx },
    { plugin: shopRoutes, options: ctx },
    { plugin: shopDeskRoutes, options: ctx },
    { plugin: tabSplitRoutes, options: ctx },
    { plugin: staffPaymentRoutes, options: ctx },
    { plugin: staffReportRoutes, options: ctx },
    { plugin: staffAuditRoutes, options: ctx },
    { plugin: waitlistRoutes, options: ctx },
    { plugin: staffWaitlistRoutes, options: ctx },
    { plugin: venuePhotoRoutes, options: ctx },
    { plugin: staffPhotoRoutes, options: ctx },
    { plugin: legalTextRoutes, options: ctx },
    { plugin: staffLegalTextRoutes, options: ctx },
    { plugin: venueRoutes, options: ctx },
    { plugin: foundingOfferRoutes, options: ctx },
    ...(ctx.payments instanceof SandboxGateway
      ? [{ plugin: sandboxPaymentRoutes, options: { ...ctx, sandbox: ctx.payments } }]
      : []),
    ...(testClock ? [{ plugin: testClockRoutes, options: testClock }] : []),
    { plugin: apiNotFoundRoutes },
    { plugin: deskAppRoutes, options: options.deskDist ? { deskDist: options.deskDist } : {} },
    {
      plugin: webAppRoutes,
      options: {
        webDist: config.webDist,
        publicUrl: config.publicUrl,
        venue: venueInfoFor(config),
        logger,
        photos: ctx.photos,
        legalTexts: ctx.legalTexts,
      },
    },
  ]);
  return server;
}
