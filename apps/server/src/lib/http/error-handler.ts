import { MSG } from '@cgx/domain/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isBadInputDatabaseError } from '../db-errors.ts';
import { reportError } from '../error-reporting.ts';
import { AppError } from '../errors.ts';

/** zod issue paths ('/passwordConfirmation', '/lines/0/price') become form field names ('lines.0.price'). */
function fieldErrors(issues: { instancePath: string; message?: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'base';
    errors[field] = [...(errors[field] ?? []), issue.message ?? 'Invalid'];
  }
  return errors;
}

/** Every error a route throws becomes the API's error body (TApiError). */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // spec 002 §2: a malformed route parameter is a page that does not exist.
    if (error.validationContext === 'params') return reply.code(404).send({ message: 'Not found' });
    return reply.code(400).send({ message: MSG.invalidRequest, errors: fieldErrors(error.validation) });
  }
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return reply
      .code(error.statusCode)
      .send({ ...error.details, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.code(status).send({ message: status === 400 ? 'The request body is not valid JSON.' : (error as Error).message });
  }
  if (isBadInputDatabaseError(error)) {
    // A gap in a schema or a service: the caller gets a 400, the log says where to close it.
    request.log.warn({ err: error }, 'bad input reached the database');
    return reply.code(400).send({ message: MSG.invalidRequest, errors: { base: [MSG.invalidRequest] } });
  }
  request.log.error({ err: error }, 'unhandled error');
  reportError(error, request);
  return reply.code(500).send({ message: MSG.unexpectedError });
}
