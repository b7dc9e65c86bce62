import { PHOTO_UPLOAD_MAX_BYTES, type Language, type PhotoUpload } from '@shop/contracts';
import { ApiError, buildUrl, fetchSignedIn } from '../../../lib/api-client';
import { describeApiFailure } from '../../../lib/api-failure';

/** `POST /api/cart/uploads/` (ADR 0096): multipart, one field `file`, signed in. */
const UPLOAD_PATH = '/api/cart/uploads/';

export type UploadResult =
  | { ok: true; upload: PhotoUpload }
  /** `message` is the server's (in the shopper's language) or null: say the generic text. */
  | { ok: false; reason: 'tooLarge' | 'refused' | 'failed'; message: string | null };

function isPhotoUpload(data: unknown): data is PhotoUpload {
  const upload = data as Partial<PhotoUpload> | null;
  return (
    typeof upload?.id === 'string' &&
    typeof upload.preview_url === 'string' &&
    typeof upload.width === 'number' &&
    typeof upload.height === 'number'
  );
}

/**
 * Sends the shopper's photo for a product (its minimum pixels give the warning). A photo over
 * 20 MB is refused here already, without sending it over a phone's link first.
 */
export async function uploadPhoto(
  file: File,
  productId: number,
  language: Language,
): Promise<UploadResult> {
  if (file.size > PHOTO_UPLOAD_MAX_BYTES) return { ok: false, reason: 'tooLarge', message: null };
  const form = new FormData();
  form.append('file', file);
  const url = buildUrl(UPLOAD_PATH, { product_id: productId, lang: language });
  let response: Response;
  try {
    response = await fetchSignedIn(url, { method: 'POST', body: form });
  } catch {
    return { ok: false, reason: 'failed', message: null };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isPhotoUpload(body)) return { ok: true, upload: body };
  if (response.status === 413) return { ok: false, reason: 'tooLarge', message: null };
  const failure = describeApiFailure(
    new ApiError({ kind: 'http', status: response.status, body, url, method: 'POST' }),
  );
  const message = failure.fields.file?.[0] ?? failure.fields.product_id?.[0] ?? failure.detail;
  return response.status >= 400 && response.status < 500
    ? { ok: false, reason: 'refused', message }
    : { ok: false, reason: 'failed', message: null };
}
