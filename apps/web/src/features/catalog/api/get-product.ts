import { productDetailSchema, type Language, type ProductDetail } from '@shop/contracts';
import { parseAnswer, apiClient, buildUrl } from '../../../lib/api-client';

export function productApiPath(slug: string): string {
  return `/api/products/${encodeURIComponent(slug)}/`;
}

/** The address GET /api/products/{slug}/ asks (the key of a page's initial data). */
export function productRequestKey(slug: string, lang: Language): string {
  return buildUrl(productApiPath(slug), { lang });
}

/** GET /api/products/{slug}/ in the given language; throws an ApiError on failure. */
export async function getProduct(
  slug: string,
  lang: Language,
  options: { signal?: AbortSignal } = {},
): Promise<ProductDetail> {
  const url = productApiPath(slug);
  const data = await apiClient.get(url, { params: { lang }, signal: options.signal });
  return parseAnswer(productDetailSchema, data, url);
}
