import type { FastifyInstance } from 'fastify';
import {
  DELETE_PHOTO_FILES_QUEUE,
  PURGE_EXPIRED_DATA_QUEUE,
  type JobDefinition,
} from '../plugins/jobs.js';
import { storageFor } from '../storage/index.js';
import { deletePhotoFiles, purgeExpiredPhotos } from './photos.js';
import { purgeExpiredData } from './retention.js';

/** Data rights' job: the daily purge of what is past its retention period (ADR 0035). */
export function dataRightsJobs(
  app: Pick<FastifyInstance, 'database' | 'config' | 'log'>,
): JobDefinition[] {
  const { uploads } = storageFor(app.config.storage);
  return [
    {
      queue: PURGE_EXPIRED_DATA_QUEUE,
      options: { policy: 'singleton' },
      // Daily at a quiet hour (UTC).
      schedule: '17 3 * * *',
      run: async () => {
        const purged = await purgeExpiredData(app.database.db, app.config.retention);
        app.log.info(purged, 'expired mails and contact messages purged');
        const photos = await purgeExpiredPhotos(app.database.db, uploads);
        app.log.info(photos, 'expired customer photos deleted');
      },
    },
    {
      queue: DELETE_PHOTO_FILES_QUEUE,
      options: { policy: 'standard', retryLimit: 10, retryBackoff: true },
      run: (data) => deletePhotoFiles(uploads, data),
    },
  ];
}
