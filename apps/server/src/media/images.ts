import type { ResponsiveImage } from '@shop/contracts';
import type { FileStore } from '../storage/index.js';
import { readManifest, type ImageVariantsManifest } from './variants.js';

/** Media files (product pictures) are served by this server under /media. */
export const MEDIA_URL_PREFIX = '/media/';

export function mediaUrl(path: string): string;
export function mediaUrl(path: string | null): string | null;
export function mediaUrl(path: string | null): string | null {
  return path ? `${MEDIA_URL_PREFIX}${path}` : null;
}

/** How long a manifest read from disk is trusted before it is read again. */
const CACHE_MILLISECONDS = 60_000;

export interface ImageDescriber {
  /** The picture at `imagePath` (below the media folder) with its variants, for the API. */
  describe(imagePath: string, alt: string): Promise<ResponsiveImage>;
}

/**
 * Reads variant manifests for API answers. They are kept in memory for a minute: a product
 * list names a few dozen pictures and their manifests change only when a picture is replaced.
 * A picture without a manifest is answered without variants and asked again next time.
 */
export function createImageDescriber(media: FileStore): ImageDescriber {
  const cache = new Map<string, { manifest: ImageVariantsManifest; readAt: number }>();

  async function manifestOf(imagePath: string): Promise<ImageVariantsManifest | null> {
    const cached = cache.get(imagePath);
    if (cached && Date.now() - cached.readAt < CACHE_MILLISECONDS) return cached.manifest;
    const manifest = await readManifest(media, imagePath);
    if (manifest) cache.set(imagePath, { manifest, readAt: Date.now() });
    else cache.delete(imagePath);
    return manifest;
  }

  return {
    async describe(imagePath, alt) {
      const manifest = await manifestOf(imagePath).catch(() => null);
      return {
        url: mediaUrl(imagePath),
        alt,
        width: manifest?.width ?? null,
        height: manifest?.height ?? null,
        variants:
          manifest?.variants.map((variant) => ({
            url: mediaUrl(variant.path),
            width: variant.width,
          })) ?? [],
      };
    },
  };
}
