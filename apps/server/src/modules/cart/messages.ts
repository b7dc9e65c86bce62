import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n/request-language.js';
import type { Language } from '@shop/contracts';

/**
 * The language of a cart answer: `lang` when given, else the request's language (see
 * i18n/request-language.ts). The storefront shows the cart's error texts as they come, so
 * they are written in all three.
 */
export function cartLanguage(request: FastifyRequest, lang: Language | undefined): Language {
  return lang ?? requestLanguage(request);
}

type Texts = Record<Language, string>;

const TEXTS = {
  productNotFound: {
    en: 'This product does not exist.',
    nl: 'Dit product bestaat niet.',
    fr: "Ce produit n'existe pas.",
  },
  lineNotFound: {
    en: 'This item is not in your cart.',
    nl: 'Dit artikel zit niet in je winkelwagen.',
    fr: "Cet article n'est pas dans votre panier.",
  },
  unavailable: {
    en: 'This product is not available at the moment.',
    nl: 'Dit product is momenteel niet beschikbaar.',
    fr: "Ce produit n'est pas disponible pour le moment.",
  },
  personalizationRequired: {
    en: 'Please fill in the personalisation for this product.',
    nl: 'Vul de personalisatie voor dit product in.',
    fr: 'Veuillez remplir la personnalisation de ce produit.',
  },
  personalizationTooLong: {
    en: 'The personalisation is at most {max} characters.',
    nl: 'De personalisatie is maximaal {max} tekens lang.',
    fr: 'La personnalisation compte au maximum {max} caractères.',
  },
  personalizationNotOffered: {
    en: 'This product cannot be personalised.',
    nl: 'Dit product kan niet gepersonaliseerd worden.',
    fr: 'Ce produit ne peut pas être personnalisé.',
  },
  tooMany: {
    en: 'You can add at most {allowed} more of this item.',
    nl: 'Je kunt nog maximaal {allowed} van dit artikel toevoegen.',
    fr: 'Vous pouvez encore ajouter au maximum {allowed} exemplaire(s) de cet article.',
  },
  noMore: {
    en: 'You already have the most of this item your cart can hold ({limit}).',
    nl: 'Je hebt al het maximum van dit artikel in je winkelwagen ({limit}).',
    fr: 'Votre panier contient déjà le maximum pour cet article ({limit}).',
  },
  lineLimit: {
    en: 'You can have at most {limit} of this item in your cart.',
    nl: 'Je kunt maximaal {limit} van dit artikel in je winkelwagen hebben.',
    fr: 'Votre panier peut contenir au maximum {limit} exemplaire(s) de cet article.',
  },
  cannotIncrease: {
    en: 'This product is not available at the moment: you can lower the quantity or remove it.',
    nl: 'Dit product is momenteel niet beschikbaar: je kunt het aantal verlagen of het verwijderen.',
    fr: "Ce produit n'est pas disponible pour le moment : vous pouvez réduire la quantité ou le retirer.",
  },
} satisfies Record<string, Texts>;

export type CartText = keyof typeof TEXTS;

export function cartText(
  language: Language,
  key: CartText,
  values: Record<string, number> = {},
): string {
  return TEXTS[key][language].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
