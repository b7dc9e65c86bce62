import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminListQuerySchema,
  errorResponseSchema,
  type AdminListQuery,
  type Language,
} from '@shop/contracts';
import type { Database } from '../../db/client.js';
import { AppError, type ErrorText } from '../../errors.js';
import { sendRange, type Page } from './list.js';
import { requestLanguage } from '../../i18n/request-language.js';

/** What any admin route may answer besides its own: bad input, no token, not staff, no such record. */
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const security = [{ bearerAuth: [] }];

interface AdminRouteSchema {
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  consumes?: string[];
  produces?: string[];
  /** The route's own answers; the shared error answers are added. */
  response: Record<number, z.ZodType>;
}

/**
 * A route's options as every admin route has them: tagged `admin`, documented as needing the
 * bearer token (the admin plugin's hook enforces it and staff rights), and the shared error
 * answers beside its own.
 */
export function adminRoute<Schema extends AdminRouteSchema>(schema: Schema) {
  const { summary, description, response, ...rest } = schema;
  return {
    schema: {
      tags: ['admin'],
      summary,
      ...(description === undefined ? {} : { description }),
      security,
      ...rest,
      response: { ...response, ...errors } as Schema['response'] & typeof errors,
    },
  };
}

interface Listed<Row> {
  page: Page;
  rows: Row[];
  total: number;
}

/** A react-admin list route's handler: one page of rows, the total in Content-Range. */
function listHandler<Row>(
  db: Database,
  resource: string,
  list: (db: Database, query: AdminListQuery) => Promise<Listed<Row>>,
) {
  return async (request: { query: AdminListQuery }, reply: FastifyReply): Promise<Row[]> => {
    const { page, rows, total } = await list(db, request.query);
    return sendRange(reply, resource, page, rows, total);
  };
}

/** A route's handler answering one record by its id, or 404 with `notFound` naming the id. */
function findHandler<Found>(
  db: Database,
  find: (db: Database, id: number, language: Language) => Promise<Found | null>,
  notFound: ErrorText['key'],
) {
  return async (request: FastifyRequest<{ Params: { id: number } }>): Promise<Found> => {
    const found = await find(db, request.params.id, requestLanguage(request));
    if (!found) throw AppError.notFound({ key: notFound, values: { id: request.params.id } });
    return found;
  };
}

export interface ReadRoutes<Row, Found> {
  /** The resource's name in its paths (`/<resource>/`, `/<resource>/:id/`) and Content-Range. */
  resource: string;
  list: {
    summary: string;
    row: z.ZodType;
    read: (db: Database, query: AdminListQuery) => Promise<Listed<Row>>;
  };
  find: {
    summary: string;
    record: z.ZodType;
    /** One record; `language` is the staff member's, for what the shop says in its own words. */
    read: (db: Database, id: number, language: Language) => Promise<Found | null>;
    notFound: ErrorText['key'];
  };
}

/** The two routes react-admin reads a resource by: its list, and one record by id. */
export function readRoutes<Row, Found>(
  instance: FastifyInstance,
  spec: ReadRoutes<Row, Found>,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  app.get(
    `/${spec.resource}/`,
    adminRoute({
      summary: spec.list.summary,
      querystring: adminListQuerySchema,
      response: { 200: z.array(spec.list.row) },
    }),
    listHandler(db, spec.resource, spec.list.read),
  );
  app.get(
    `/${spec.resource}/:id/`,
    adminRoute({
      summary: spec.find.summary,
      params: adminIdParamsSchema,
      response: { 200: spec.find.record },
    }),
    findHandler(db, spec.find.read, spec.find.notFound),
  );
}
