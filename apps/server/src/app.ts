import {
  bidSheetUploadRoutes,
  farmGrainRoutes,
  holdingRoutes,
  marketDataRoutes,
  marketRoutes,
  orderRoutes,
} from './contexts/trading/index.ts';
import { MSG } from '@cgx/domain/messages';
import { isStaffRole } from '@cgx/domain/roles';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { fastifyTrustProxy } from './config.ts';
import type { AppContext } from './context.ts';
import { startErrorReporting } from './lib/error-reporting.ts';
import { forbidden, unauthenticated } from './lib/errors.ts';
import { hasRouteRole } from './lib/access.ts';
import { handleError } from './lib/http/error-handler.ts';
import { DOCS_CONTENT_SECURITY_POLICY, registerSecurityHeaders } from './lib/http/security-headers.ts';
import { attachmentRoutes } from './platform/attachments/index.ts';
import {
  authRoutes,
  authorisationRoutes,
  authenticateToken,
  impersonationRoutes,
  organisationRoutes,
  registrationRoutes,
  organisationUserRoutes,
  preferenceRoutes,
  profileRoutes,
  cableSessions,
} from './contexts/identity/index.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { clearSettleRoutes } from './modules/clear-settle/clear-settle.routes.ts';
import { feeRoutes } from './modules/fees/fees.routes.ts';
import { insureRoutes } from './modules/insure/insure.routes.ts';
import { marketSettingsRoutes } from './modules/market-settings/market-settings.routes.ts';
import { devRoutes } from './composition/dev.routes.ts';
import { notificationRoutes } from './platform/notifications/index.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { gazetteerRoutes } from './modules/reference/gazetteer.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { appStatusRoutes, featureFlags, settingsRoutes } from './platform/settings/index.ts';
import {
  backOfficeTradeRoutes,
  legacyTradeRoutes,
  tradeCreationRoutes,
  igrainDeliveryRoutes,
  acqFileRoutes,
  invoiceRoutes,
  tradeManagementRoutes,
  statementRoutes,
  titleTransferRoutes,
  memberTradeRoutes,
} from './contexts/settlement/index.ts';
import { noteRoutes } from './modules/notes/notes.routes.ts';
import { cableRoutes } from './realtime/cable/cable.routes.ts';
import { ATTACHMENT_KINDS } from './composition/attachments.ts';
import { registerWebApp } from './web/web-app.ts';
import { readPageScriptHashes } from './web/web-pages.ts';

/** API paths that keep answering in maintenance: the status itself, signing in, and staff settings. */
const MAINTENANCE_OPEN = [/^\/api\/app-status/, /^\/api\/auth\//, /^\/api\/session/, /^\/api\/settings\//, /^\/api\/dev\//, /^\/api\/docs/];

export async function buildApp(context: AppContext) {
  await startErrorReporting(context.config);
  const app = Fastify({
    loggerInstance: context.log,
    trustProxy: fastifyTrustProxy(context.config.trustProxy),
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  // First, so that answers cut short by a hook (401, 503) have them too.
  await registerSecurityHeaders(app, context.config, readPageScriptHashes(context.config.webDist));

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) request.auth = await authenticateToken(context, header.slice(7).trim());
  });

  // Before the body is even parsed: an anonymous call to a signed-in route is a 401, whatever it sent.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.signedIn && !request.auth) throw unauthenticated();
    const roles = request.routeOptions.config.roles;
    if (roles && request.auth && !hasRouteRole(request.auth, roles)) throw forbidden();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || MAINTENANCE_OPEN.some((pattern) => pattern.test(request.url))) return;
    if (request.auth && isStaffRole(request.auth.user.role)) return;
    const flags = await featureFlags.read(context.db);
    if (flags.maintenance) return reply.code(503).send({ message: MSG.maintenanceMode });
  });

  app.setErrorHandler(handleError);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'CGX Grain Exchange API', version: '1.0.0', description: 'The API behind the CGX web app.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CONTENT_SECURITY_POLICY });

  await app.register(appStatusRoutes(context));
  await app.register(authRoutes(context));
  await app.register(registrationRoutes(context));
  await app.register(contactRoutes(context));
  await app.register(profileRoutes(context));
  await app.register(settingsRoutes(context));
  await app.register(referenceRoutes(context));
  await app.register(marketSettingsRoutes(context));
  await app.register(gazetteerRoutes(context));
  await app.register(notificationRoutes(context));
  await app.register(marketRoutes(context));
  await app.register(marketDataRoutes(context));
  await app.register(feeRoutes(context));
  await app.register(orderRoutes(context));
  await app.register(bidSheetUploadRoutes(context));
  await app.register(memberTradeRoutes(context));
  await app.register(backOfficeTradeRoutes(context));
  await app.register(legacyTradeRoutes(context));
  await app.register(tradeCreationRoutes(context));
  await app.register(noteRoutes(context));
  await app.register(igrainDeliveryRoutes(context));
  await app.register(acqFileRoutes(context));
  await app.register(invoiceRoutes(context));
  await app.register(tradeManagementRoutes(context));
  await app.register(statementRoutes(context));
  await app.register(titleTransferRoutes(context));
  await app.register(organisationUserRoutes(context));
  await app.register(organisationRoutes(context));
  await app.register(authorisationRoutes(context));
  await app.register(insureRoutes(context));
  await app.register(holdingRoutes(context));
  await app.register(farmGrainRoutes(context));
  await app.register(preferenceRoutes(context));
  await app.register(onboardingRoutes(context));
  await app.register(clearSettleRoutes(context));
  await app.register(impersonationRoutes(context));
  await app.register(attachmentRoutes(context, ATTACHMENT_KINDS));
  if (context.config.devTools) await app.register(devRoutes(context));
  await app.register(cableRoutes(context, cableSessions(context)));

  await registerWebApp(app, context);
  return app;
}
