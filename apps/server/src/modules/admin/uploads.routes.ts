import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUploadSchema, errorResponseSchema } from '@shop/contracts';
import { AppError } from '../../errors.js';
import { adminRoute } from './admin-route.js';
import { storageFor } from '../../storage/index.js';
import { storeProductImage } from './uploads.js';

/** Product pictures (the admin plugin registers the multipart parser and its limits). */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = storageFor(app.config.storage);

  app.post(
    '/uploads/',
    adminRoute({
      summary:
        'Upload a product picture (JPEG, PNG or WebP, 10 MB at most; multipart field "file")',
      consumes: ['multipart/form-data'],
      response: { 201: adminUploadSchema, 413: errorResponseSchema },
    }),
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw AppError.validation({ file: [{ key: 'admin.errors.sendMultipart' }] });
      }
      // A malformed multipart body (cut off, wrong boundary) is the sender's mistake, not ours.
      const file = await request.file().catch((error: unknown) => {
        if ((error as { statusCode?: number }).statusCode) throw error;
        throw AppError.validation(
          { file: [{ key: 'admin.errors.uploadUnreadable' }] },
          { key: 'admin.errors.uploadUnreadable' },
        );
      });
      const upload = await storeProductImage(media, file);
      return reply.status(201).send(upload);
    },
  );
};
