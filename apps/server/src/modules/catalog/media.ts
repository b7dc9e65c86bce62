/** Media files (product pictures) are served by this server under /media. */
export const MEDIA_URL_PREFIX = '/media/';

export function mediaUrl(path: string | null): string | null {
  return path ? `${MEDIA_URL_PREFIX}${path}` : null;
}
