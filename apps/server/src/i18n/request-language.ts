import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageSchema, type Language } from '@shop/contracts';

/**
 * The language for a request's messages: a valid `lang` query parameter first (spec §7's
 * rule), then the best supported entry of Accept-Language (the storefront sends its
 * interface language there), then English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = languageSchema.safeParse(query?.lang);
  if (fromQuery.success) return fromQuery.data;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** "nl-BE,nl;q=0.9,en;q=0.5" -> "nl"; null when no supported language is accepted. */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), quality: quality ? Number(quality) : 1, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const parsed = languageSchema.safeParse(tag.split('-')[0]);
    if (parsed.success) return parsed.data;
  }
  return null;
}
