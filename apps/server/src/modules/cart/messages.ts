import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n/request-language.js';
import type { Language } from '@shop/contracts';

/**
 * The language of a cart answer: `lang` when given, else the request's language (see
 * i18n/request-language.ts). The storefront shows the cart's error texts as they come, so
 * they are written in all three (locale files, `cart.*`).
 */
export function cartLanguage(request: FastifyRequest, lang: Language | undefined): Language {
  return lang ?? requestLanguage(request);
}
