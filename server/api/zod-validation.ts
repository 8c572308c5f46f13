/**
 * Fastify's validator for route schemas that are the shared zod schemas (input.ts, built on
 * src/api/schemas.ts): the parsed value becomes `request.body`, and a failure is a 400 with
 * DRF's field errors. fastify-type-provider-zod types the handlers; its own validator is not
 * used because DRF's wording needs each issue's input (`reportInput`).
 */
import type { FastifySchemaCompiler } from 'fastify';
import * as z from 'zod/mini';
import { HttpError } from '../http/errors.ts';
import { fieldErrors } from './input.ts';

export const zodValidator: FastifySchemaCompiler<z.ZodMiniType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data, { reportInput: true });
    return result.success
      ? { value: result.data }
      : { error: new HttpError(400, fieldErrors(result.error)) };
  };
