import { ZOnboardingExperience, ZOnboardingExperiences, ZOnboardingParams, ZUpdateOnboardingRequest } from '@cgx/domain/onboarding.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import { listOnboardingExperiences, updateOnboardingExperience } from './onboarding.service.ts';
import { apiRoute } from '../../lib/api-route.ts';

export const onboardingRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/onboarding/experiences',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Onboarding',
        summary: "The caller's onboarding experiences and their states",
        response: { 200: ZOnboardingExperiences },
      }),
      (request) => listOnboardingExperiences(context, requireSession(request)),
    );
    app.patch(
      '/api/onboarding/experiences/:experienceId',
      apiRoute({
        access: SIGNED_IN,
        tag: 'Onboarding',
        summary: 'Start, finish, dismiss or reset one of the caller’s onboarding experiences',
        params: ZOnboardingParams,
        body: ZUpdateOnboardingRequest,
        response: { 200: ZOnboardingExperience },
        errors: [403, 404],
      }),
      (request) => updateOnboardingExperience(context, requireSession(request), request.params.experienceId, request.body.state),
    );
  };
