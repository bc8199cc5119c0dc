import {
  ZCommodity,
  ZDeliveredSite,
  ZDeliveryPeriod,
  ZGrade,
  ZGradesQuery,
  ZNamedItem,
  ZPort,
  ZPublicHoliday,
  ZPublicHolidaysQuery,
  ZQualityParameter,
  ZQualityParametersQuery,
  ZSeason,
  ZSite,
  ZSitesQuery,
  ZStorageProvidersByState,
  ZVarietiesQuery,
  ZVariety,
} from '@cgx/domain/reference.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireSession, SIGNED_IN } from '../../lib/access.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { presentDeliveredSites, presentPorts, presentSites, presentStorageProvidersByState } from './reference.presenter.ts';
import * as repository from './reference.repository.ts';
import { apiRoute } from '../../lib/api-route.ts';

const tags = ['Reference data'];
const security = [{ bearer: [] }];
const signedIn = (response: z.ZodType) => ({ tags, security, response: { 200: response, ...errorResponses(400, 401) } });
const named = <T extends { id: number; name: string }>(rows: T[]) => rows.map(({ id, name }) => ({ id, name }));

export const referenceRoutes =
  (context: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;
    app.get(
      '/api/reference/seasons',
      { config: SIGNED_IN, schema: { ...signedIn(z.array(ZSeason)), summary: 'Active seasons' } },
      async (request) => {
        requireSession(request);
        return (await repository.listSeasons(db)).map(({ id, name, startDate, endDate }) => ({ id, name, startDate, endDate }));
      },
    );
    app.get(
      '/api/reference/delivery-periods',
      {
        config: SIGNED_IN,
        schema: { ...signedIn(z.array(ZDeliveryPeriod)), summary: 'Active delivery periods with end dates (Now has none)' },
      },
      async (request) => {
        requireSession(request);
        return (await repository.listDeliveryPeriods(db)).map(({ id, name, kind, startDate, endDate }) => ({
          id,
          name,
          kind,
          startDate,
          endDate,
        }));
      },
    );
    app.get(
      '/api/reference/commodities',
      { config: SIGNED_IN, schema: { ...signedIn(z.array(ZCommodity)), summary: 'Active commodities' } },
      async (request) => {
        requireSession(request);
        return (await repository.listCommodities(db)).map(({ id, name, code, industryBodyName }) => ({ id, name, code, industryBodyName }));
      },
    );
    app.get(
      '/api/reference/grades',
      { config: SIGNED_IN, schema: { ...signedIn(z.array(ZGrade)), summary: 'Active grades', querystring: ZGradesQuery } },
      async (request) => {
        requireSession(request);
        return (await repository.listGrades(db, request.query)).map(({ id, commodityId, code, name, description, industryBody }) => ({
          id,
          commodityId,
          code,
          name,
          description,
          industryBody,
        }));
      },
    );
    app.get(
      '/api/reference/quality-parameters',
      {
        config: SIGNED_IN,
        schema: { ...signedIn(z.array(ZQualityParameter)), summary: 'Active quality parameters', querystring: ZQualityParametersQuery },
      },
      async (request) => {
        requireSession(request);
        return (await repository.listQualityParameters(db, request.query)).map(
          ({ id, commodityId, name, code, unit, limit, comment, offerDisplay }) => ({
            id,
            commodityId,
            name,
            code,
            unit,
            limit,
            comment,
            offerDisplay,
          }),
        );
      },
    );
    app.get(
      '/api/reference/varieties',
      { config: SIGNED_IN, schema: { ...signedIn(z.array(ZVariety)), summary: 'Active grain varieties', querystring: ZVarietiesQuery } },
      async (request) => {
        requireSession(request);
        return (await repository.listVarieties(db, request.query)).map(({ id, seasonId, commodityId, gradeId, code, name }) => ({
          id,
          seasonId,
          commodityId,
          gradeId,
          code,
          name,
        }));
      },
    );
    app.get(
      '/api/reference/on-farm-storages',
      { config: SIGNED_IN, schema: { ...signedIn(z.array(ZNamedItem)), summary: 'Active on-farm storages' } },
      async (request) => {
        requireSession(request);
        return named(await repository.listOnFarmStorages(db));
      },
    );
    app.get(
      '/api/reference/special-terms',
      { config: SIGNED_IN, schema: { ...signedIn(z.array(ZNamedItem)), summary: 'Active special terms and conditions' } },
      async (request) => {
        requireSession(request);
        return named(await repository.listSpecialTerms(db));
      },
    );
    app.get(
      '/api/reference/delivered-sites',
      { config: SIGNED_IN, schema: { ...signedIn(z.array(ZDeliveredSite)), summary: 'Active igrainX delivered sites' } },
      async (request) => {
        requireSession(request);
        return presentDeliveredSites(await repository.listDeliveredSites(db));
      },
    );
    app.get(
      '/api/reference/ports',
      { config: SIGNED_IN, schema: { ...signedIn(z.array(ZPort)), summary: 'Ports and their port zones' } },
      async (request) => {
        requireSession(request);
        return presentPorts(await repository.listPortsWithZones(db));
      },
    );
    app.get(
      '/api/reference/sites',
      { config: SIGNED_IN, schema: { ...signedIn(z.array(ZSite)), summary: 'Active storage-provider sites', querystring: ZSitesQuery } },
      async (request) => {
        requireSession(request);
        return presentSites(await repository.listSites(db, request.query));
      },
    );
    app.get(
      '/api/reference/public-holidays',
      {
        config: SIGNED_IN,
        schema: { ...signedIn(z.array(ZPublicHoliday)), summary: 'Public holidays by state', querystring: ZPublicHolidaysQuery },
      },
      async (request) => {
        requireSession(request);
        return (await repository.listPublicHolidays(db, request.query)).map(({ state, date, name }) => ({ state, date, name }));
      },
    );
    app.get(
      '/api/reference/storage-providers-by-state',
      apiRoute({
        access: null,
        tag: 'Reference data',
        summary: 'Storage providers grouped by state (public: the home page map)',
        response: { 200: ZStorageProvidersByState },
      }),
      async () => presentStorageProvidersByState(await repository.countSitesByStateAndProvider(db)),
    );
  };
