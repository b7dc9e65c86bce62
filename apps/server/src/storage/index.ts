/**
 * Storage: where the shop's files live (product pictures and customers' uploads), behind one
 * seam (ADR 0082). Without configuration the files are folders on this machine's disk, as
 * before; with S3_BUCKET they are objects in any S3-compatible store (AWS S3, MinIO,
 * Cloudflare R2, Scaleway) reached through the official @aws-sdk/client-s3, so every instance
 * of the shop behind a proxy reads every file without a shared folder.
 *
 * Keys are relative POSIX paths (`products/star-map.webp`). The public area (`media`) is what
 * /media serves; the private area (`uploads`) is never served as it is: only through a route
 * that checks who asks. Objects are never made public in the bucket either.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';

export interface StoredFile {
  body: Buffer;
  contentType: string | undefined;
}

export interface FileStore {
  /** Writes the whole file at once: a reader sees the old file or the new one, never half. */
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `folder/`; an empty folder is not an error. */
  deleteFolder(folder: string): Promise<void>;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. Set for MinIO, R2, Scaleway or a local test server. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Most S3-compatible stores want `endpoint/bucket/key` rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

export type StorageSettings =
  { kind: 'local'; mediaDir: string; uploadsDir: string } | ({ kind: 's3' } & S3Settings);

export interface Storage {
  kind: StorageSettings['kind'];
  /** Product pictures and their variants, served to everyone under /media. */
  media: FileStore;
  /** Customers' photos: read only through the shop, after its access check. */
  uploads: FileStore;
}

export class StorageKeyError extends Error {}

/** A key stays inside its area: no absolute path, no `..`, no empty segment. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 512 ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new StorageKeyError(`The storage key ${JSON.stringify(key)} is not a plain path.`);
  }
}

export function createLocalFileStore(folder: string): FileStore {
  const root = path.resolve(folder);
  function fileOf(key: string): string {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  }
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      try {
        return { body: await readFile(fileOf(key)), contentType: undefined };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      return stat(fileOf(key)).then(
        (found) => found.isFile(),
        () => false,
      );
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deleteFolder(folder) {
      await rm(fileOf(folder), { recursive: true, force: true });
    },
  };
}

/**
 * One area of a bucket: its keys sit below `prefix` (`media/`, `uploads/`). The SDK is loaded
 * on first use, so a shop on local folders never loads it.
 */
export function createS3FileStore(settings: S3Settings, prefix: string): FileStore {
  type S3Module = typeof S3Sdk;
  let connecting:
    Promise<{ sdk: S3Module; client: InstanceType<S3Module['S3Client']> }> | undefined;
  function connect() {
    connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
      }),
    }));
    return connecting;
  }
  function objectKey(key: string): string {
    assertSafeKey(key);
    return `${prefix}${key}`;
  }
  function isMissing(error: unknown): boolean {
    const name = (error as { name?: string }).name;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
  }
  return {
    async put(key, body, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) return null;
        const bytes = await answer.Body.transformToByteArray();
        return { body: Buffer.from(bytes), contentType: answer.ContentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(
          new sdk.HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
      );
    },
    async deleteFolder(folder) {
      const { sdk, client } = await connect();
      // A bucket has no folders: the objects below the prefix are listed page by page.
      let continuation: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: `${objectKey(folder)}/`,
            ContinuationToken: continuation,
          }),
        );
        for (const object of page.Contents ?? []) {
          await client.send(
            new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: object.Key }),
          );
        }
        continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuation);
    },
  };
}

export function createStorage(settings: StorageSettings): Storage {
  if (settings.kind === 'local') {
    return {
      kind: 'local',
      media: createLocalFileStore(settings.mediaDir),
      uploads: createLocalFileStore(settings.uploadsDir),
    };
  }
  return {
    kind: 's3',
    media: createS3FileStore(settings, 'media/'),
    uploads: createS3FileStore(settings, 'uploads/'),
  };
}

const opened = new WeakMap<StorageSettings, Storage>();

/** The one Storage of a configuration: its S3 client (and connections) shared by all users. */
export function storageFor(settings: StorageSettings): Storage {
  let storage = opened.get(settings);
  if (!storage) {
    storage = createStorage(settings);
    opened.set(settings, storage);
  }
  return storage;
}
