import { fetchUtils, HttpError } from 'react-admin';
import { getAccessToken, renewAccessToken } from './tokens';

/** `{ field: ['message'] }` from the server's error answers, as react-admin forms read them. */
function fieldErrors(body: unknown): Record<string, string> | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      errors[key] = value.join(' ');
    }
  }
  return Object.keys(errors).length ? errors : undefined;
}

/**
 * The one HTTP client of the back office: bearer token, one renewal and retry on 401, and the
 * server's `{ code, detail, ...fields }` errors turned into messages and form errors.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const send = () => {
    const headers = new Headers(options.headers);
    const token = getAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    // The server says its errors in the staff member's language (the page's, see i18n/provider).
    if (!headers.has('accept-language')) {
      headers.set('accept-language', document.documentElement.lang || 'en');
    }
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  try {
    try {
      return await send();
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        const refused = getAccessToken();
        if (await renewAccessToken(refused)) return await send();
      }
      throw error;
    }
  } catch (error) {
    if (error instanceof HttpError) {
      const body = error.body as { detail?: unknown } | undefined;
      const detail = typeof body?.detail === 'string' ? body.detail : error.message;
      throw new HttpError(detail, error.status, { ...body, errors: fieldErrors(body) });
    }
    throw error;
  }
}

/** A file the API answers (a PDF), with the same bearer token and one renewal on 401. */
export async function fetchFile(url: string): Promise<Blob> {
  const send = () => {
    const token = getAccessToken();
    return fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  };
  let response = await send();
  if (response.status === 401 && (await renewAccessToken(getAccessToken()))) {
    response = await send();
  }
  if (!response.ok) throw new HttpError(response.statusText, response.status);
  return response.blob();
}
