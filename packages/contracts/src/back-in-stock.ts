import { z } from 'zod';
import type { Language } from './i18n.js';

/*
 * 'Notify When Available' (beyond the spec, issue 8). A signed-in customer subscribes with
 * an empty body (their account's e-mail is used); a visitor gives an e-mail.
 *
 * POST /api/products/{slug}/notify/          -> 201 subscribed, 200 already_subscribed
 * POST /api/back-in-stock/unsubscribe/ {token} -> 200 (also when already closed)
 */
export const backInStockRequestSchema = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()).optional(),
});
export type BackInStockRequest = z.infer<typeof backInStockRequestSchema>;

export const backInStockResponseSchema = z.object({
  status: z.enum(['subscribed', 'already_subscribed']),
  email: z.string(),
  detail: z.string(),
});
export type BackInStockResponse = z.infer<typeof backInStockResponseSchema>;

export const backInStockUnsubscribeSchema = z.object({ token: z.uuid() });
export type BackInStockUnsubscribe = z.infer<typeof backInStockUnsubscribeSchema>;

/** POST /api/back-in-stock/unsubscribe/ answers 200 with this. */
export const backInStockUnsubscribeResponseSchema = z.object({ detail: z.string() });
export type BackInStockUnsubscribeResponse = z.infer<typeof backInStockUnsubscribeResponseSchema>;

/** The back-in-stock answers in the shop's languages; `{email}` / `{product}` are filled in. */
export const BACK_IN_STOCK_TEXTS = {
  subscribed: {
    en: 'We will e-mail {email} as soon as this product is available again.',
    nl: 'We mailen naar {email} zodra dit product weer beschikbaar is.',
    fr: 'Nous écrirons à {email} dès que ce produit sera à nouveau disponible.',
  },
  alreadySubscribed: {
    en: 'You are already on the list: we will e-mail {email} as soon as this product is available again.',
    nl: 'Je staat al op de lijst: we mailen naar {email} zodra dit product weer beschikbaar is.',
    fr: 'Vous êtes déjà inscrit : nous écrirons à {email} dès que ce produit sera à nouveau disponible.',
  },
  productAvailable: {
    en: 'This product is available: you can order it now.',
    nl: 'Dit product is beschikbaar: je kunt het nu bestellen.',
    fr: 'Ce produit est disponible : vous pouvez le commander dès maintenant.',
  },
  productNotFound: {
    en: "The product you're looking for doesn't exist.",
    nl: 'Het product dat je zoekt bestaat niet.',
    fr: "Le produit que vous recherchez n'existe pas.",
  },
  emailRequired: {
    en: 'Please enter your e-mail address so we can let you know.',
    nl: 'Vul je e-mailadres in zodat we je kunnen verwittigen.',
    fr: 'Veuillez saisir votre adresse e-mail pour que nous puissions vous prévenir.',
  },
  emailInvalid: {
    en: 'Please enter a valid email',
    nl: 'Vul een geldig e-mailadres in',
    fr: 'Veuillez saisir une adresse e-mail valide',
  },
  invalidFields: {
    en: 'Please correct the fields below.',
    nl: 'Verbeter de velden hieronder.',
    fr: 'Veuillez corriger les champs ci-dessous.',
  },
  unsubscribed: {
    en: 'You are unsubscribed: we will not e-mail you when {product} is available again.',
    nl: 'Je bent uitgeschreven: we mailen je niet wanneer {product} weer beschikbaar is.',
    fr: 'Vous êtes désinscrit : nous ne vous écrirons pas quand {product} sera à nouveau disponible.',
  },
  unsubscribeUnknown: {
    en: 'This unsubscribe link is not valid.',
    nl: 'Deze uitschrijflink is niet geldig.',
    fr: 'Ce lien de désinscription n’est pas valide.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type BackInStockTextKey = keyof typeof BACK_IN_STOCK_TEXTS;

export function backInStockText(
  key: BackInStockTextKey,
  language: Language,
  values: Record<string, string> = {},
): string {
  return BACK_IN_STOCK_TEXTS[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
