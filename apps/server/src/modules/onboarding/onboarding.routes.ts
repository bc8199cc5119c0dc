import { ZOnboardingExperience, ZOnboardingExperiences, ZOnboardingParams, ZUpdateOnboardingRequest } from '@cgx/domain/onboarding.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { SIGNED_IN, requireSession } from '../../lib/access.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { listOnboardingExperiences, updateOnboardingExperience } from './onboarding.service.ts';

const tags = ['Onboarding'];
const security = [{ bearer: [] }];

export const onboardingRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/onboarding/experiences',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          security,
          summary: "The caller's onboarding experiences and their states",
          response: { 200: ZOnboardingExperiences, ...errorResponses(401) },
        },
      },
      (request) => listOnboardingExperiences(context, requireSession(request)),
    );
    app.patch(
      '/api/onboarding/experiences/:experienceId',
      {
        config: SIGNED_IN,
        schema: {
          tags,
          security,
          summary: 'Start, finish, dismiss or reset one of the caller’s onboarding experiences',
          params: ZOnboardingParams,
          body: ZUpdateOnboardingRequest,
          response: { 200: ZOnboardingExperience, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => updateOnboardingExperience(context, requireSession(request), request.params.experienceId, request.body.state),
    );
  };
