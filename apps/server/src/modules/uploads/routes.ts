import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import {
  errorResponseSchema,
  PHOTO_UPLOAD_MAX_BYTES,
  photoPreviewPath,
  photoUploadParamsSchema,
  photoUploadQuerySchema,
  photoUploadSchema,
  type Language,
} from '@shop/contracts';
import { AppError } from '../../errors.js';
import { serverText } from '../../i18n/texts.js';
import { accessClaimsOf, currentUser } from '../../plugins/auth.js';
import { deleteUploadFiles } from '../../photo-compositions/index.js';
import { storageFor } from '../../storage/index.js';
import { customerUploads, products } from '../../db/schema.js';
import { processPhoto, storePhotoFiles } from './photos.js';

const TAGS = ['cart'];
const SECURITY = [{ bearerAuth: [] }];
const NOT_FOUND = { key: 'validation.uploadUnknown' } as const;

function requestLanguage(request: FastifyRequest, asked: Language | undefined): Language {
  if (asked) return asked;
  const header = request.headers['accept-language']?.slice(0, 2);
  return header === 'nl' || header === 'fr' ? header : 'en';
}

/**
 * A customer's photos for their gifts (issue 29): uploaded to the private storage area and
 * read back only by their owner and staff, through the shop (never under /media).
 */
export const photoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { uploads } = storageFor(app.config.storage);
  // One photo per request, read into memory up to the limit and refused above.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  /** The product the photo is for, when named: its minimum pixels; 404/400 when it takes none. */
  async function minimumOf(productId: number | undefined) {
    if (productId === undefined) return null;
    const [product] = await db
      .select({
        mode: products.photoMode,
        minWidth: products.photoMinWidth,
        minHeight: products.photoMinHeight,
      })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.archivedAt)));
    if (!product) throw AppError.notFound({ key: 'validation.productUnknown' });
    if (product.mode === 'none') {
      throw AppError.validation({ product_id: [{ key: 'photos.notTaken' }] });
    }
    return product;
  }

  app.post(
    '/cart/uploads/',
    {
      preHandler: app.authenticateToken,
      schema: {
        tags: TAGS,
        summary:
          'Upload a photo for a gift (JPEG, PNG, WebP or HEIC, 20 MB at most; multipart field "file"; ?product_id= for the minimum-pixels warning)',
        security: SECURITY,
        consumes: ['multipart/form-data'],
        querystring: photoUploadQuerySchema,
        response: {
          201: photoUploadSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { userId } = accessClaimsOf(request);
      const language = requestLanguage(request, request.query.lang);
      const minimum = await minimumOf(request.query.product_id);
      if (!request.isMultipart()) {
        throw AppError.validation({ file: [{ key: 'photos.sendMultipart' }] });
      }
      // A malformed multipart body (cut off, wrong boundary) is the sender's mistake, not ours.
      const file = await request.file().catch((error: unknown) => {
        if ((error as { statusCode?: number }).statusCode) throw error;
        throw AppError.validation(
          { file: [{ key: 'photos.unreadable' }] },
          { key: 'photos.unreadable' },
        );
      });
      const photo = await processPhoto(file);
      const stored = await storePhotoFiles(uploads, userId, photo);
      try {
        await db.insert(customerUploads).values({
          id: stored.id,
          userId,
          originalKey: stored.originalKey,
          previewKey: stored.previewKey,
          width: photo.width,
          height: photo.height,
        });
      } catch (error) {
        await deleteUploadFiles(uploads, stored).catch(() => undefined);
        throw error;
      }
      const blurred =
        minimum !== null && (photo.width < minimum.minWidth || photo.height < minimum.minHeight);
      return reply.status(201).send({
        id: stored.id,
        preview_url: photoPreviewPath(stored.id),
        width: photo.width,
        height: photo.height,
        warning: blurred
          ? serverText(language, 'photos.lowResolution', {
              width: photo.width,
              height: photo.height,
              minWidth: minimum.minWidth,
              minHeight: minimum.minHeight,
            })
          : null,
      });
    },
  );

  /** The upload's row when the signed-in user owns it or is staff; 404 for anyone else. */
  async function readableUpload(request: FastifyRequest, uploadId: string) {
    const user = currentUser(request);
    const [upload] = await db
      .select()
      .from(customerUploads)
      .where(eq(customerUploads.id, uploadId));
    // Someone else's photo answers as a missing one: its existence is not revealed either.
    if (!upload || (upload.userId !== user.id && !user.isStaff)) throw AppError.notFound(NOT_FOUND);
    return upload;
  }

  async function sendFile(reply: FastifyReply, key: string, type: string, download?: string) {
    const file = await uploads.get(key);
    if (!file) throw AppError.notFound(NOT_FOUND);
    // Private: no shared cache keeps it, and it is never sniffed as anything but a picture.
    void reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .type(type);
    if (download) void reply.header('content-disposition', `attachment; filename="${download}"`);
    return reply.send(file.body);
  }

  const readSchema = (summary: string) => ({
    tags: TAGS,
    summary,
    security: SECURITY,
    params: photoUploadParamsSchema,
    response: { 401: errorResponseSchema, 404: errorResponseSchema },
  });

  app.get(
    '/cart/uploads/:upload_id/preview/',
    {
      preHandler: app.authenticate,
      schema: readSchema("A photo's small preview (WebP), for its owner and staff"),
    },
    async (request, reply) => {
      const upload = await readableUpload(request, request.params.upload_id);
      return sendFile(reply, upload.previewKey, 'image/webp');
    },
  );

  app.get(
    '/cart/uploads/:upload_id/original/',
    {
      preHandler: app.authenticate,
      schema: readSchema(
        'A photo at full resolution, as production prints it: its owner and staff',
      ),
    },
    async (request, reply) => {
      const upload = await readableUpload(request, request.params.upload_id);
      const extension = upload.originalKey.split('.').pop() ?? 'jpg';
      const type = extension === 'jpg' ? 'image/jpeg' : `image/${extension}`;
      return sendFile(reply, upload.originalKey, type, `photo-${upload.id}.${extension}`);
    },
  );
};
