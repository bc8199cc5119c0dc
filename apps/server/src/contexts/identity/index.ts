/**
 * The identity context's door (docs/architecture.md): the only file of contexts/identity/ that code outside it imports.
 * Who is calling and on whose behalf: sign-in and sessions, users, registrations, organisations, agents' authorisations and impersonation.
 */
export { recipientOf } from './auth/auth.emails.ts';
export { findUserByEmail } from './auth/auth.repository.ts';
export { authRoutes } from './auth/auth.routes.ts';
export { cableSessions } from './auth/cable-identity.ts';
export { issuePasswordToken, requirePasswordToken } from './auth/password-token.service.ts';
export { authenticateToken, createSession, logout } from './auth/session.service.ts';
export { type AuthorityPair, lockLiveAuthorities } from './authorisations/authorisations.repository.ts';
export { authorisationRoutes } from './authorisations/authorisations.routes.ts';
export { requireAuthorisedClient } from './authorisations/authorisations.service.ts';
export { impersonationRoutes } from './impersonation/impersonation.routes.ts';
export { organisationRoutes } from './organisations/organisations.routes.ts';
export { requireClientVerifiedToTrade, requireVerifiedToTrade } from './organisations/verification.ts';
export { registrationRoutes } from './registrations/registrations.routes.ts';
export { organisationUserRoutes } from './users/organisation-users.routes.ts';
export { preferenceRoutes } from './users/preferences.routes.ts';
export { profileRoutes } from './users/profile.routes.ts';
