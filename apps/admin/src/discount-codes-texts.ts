import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the discount codes screen, in its chunk rather than the first load's catalogue
 * (addScreenTexts).
 */
export const DISCOUNT_CODE_SCREEN_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    resources: {
      'discount-codes': {
        fields: {
          q: 'Code',
          code: 'Code',
          kind: 'Kind',
          value: 'Value',
          min_subtotal: 'Minimum of products',
          starts_at: 'Valid from',
          ends_at: 'Valid until',
          max_redemptions: 'Most uses',
          once_per_customer: 'Once per customer',
          active: 'Active',
          redemptions_reserved: 'Held by orders',
          redemptions_used: 'Used',
        },
      },
    },
    shop: {
      discount_codes: {
        intro:
          'A percentage or an amount off the products of one order (never the gift wrapping or gift cards). Customers type it in the cart in any case, with or without spaces and dashes.',
        code_hint: '3 to 32 letters or digits; it cannot be changed later.',
        value_hint:
          'A whole percentage (10) or an amount in euros (5.00); empty for free delivery.',
        min_subtotal_hint: 'Products worth at least this much (5.00); empty: no minimum.',
        kind_percent: 'Percentage',
        kind_free_delivery: 'Free delivery',
        kind_amount: 'Amount in euros',
      },
    },
  },
  nl: {
    resources: {
      'discount-codes': {
        fields: {
          q: 'Code',
          code: 'Code',
          kind: 'Soort',
          value: 'Waarde',
          min_subtotal: 'Minimum aan producten',
          starts_at: 'Geldig vanaf',
          ends_at: 'Geldig tot',
          max_redemptions: 'Hoogstens te gebruiken',
          once_per_customer: 'Eén keer per klant',
          active: 'Actief',
          redemptions_reserved: 'In bestellingen',
          redemptions_used: 'Gebruikt',
        },
      },
    },
    shop: {
      discount_codes: {
        intro:
          'Een percentage of bedrag korting op de producten van één bestelling (nooit op de geschenkverpakking of cadeaubonnen). Klanten typen de code in het winkelmandje, in hoofd- of kleine letters, met of zonder spaties en streepjes.',
        code_hint: '3 tot 32 letters of cijfers; later niet te wijzigen.',
        value_hint:
          'Een geheel percentage (10) of een bedrag in euro (5.00); leeg voor gratis levering.',
        min_subtotal_hint: 'Producten voor minstens dit bedrag (5.00); leeg: geen minimum.',
        kind_percent: 'Percentage',
        kind_free_delivery: 'Gratis levering',
        kind_amount: 'Bedrag in euro',
      },
    },
  },
  fr: {
    resources: {
      'discount-codes': {
        fields: {
          q: 'Code',
          code: 'Code',
          kind: 'Type',
          value: 'Valeur',
          min_subtotal: 'Minimum de produits',
          starts_at: 'Valable à partir du',
          ends_at: "Valable jusqu'au",
          max_redemptions: "Nombre maximal d'utilisations",
          once_per_customer: 'Une fois par client',
          active: 'Actif',
          redemptions_reserved: 'Dans des commandes',
          redemptions_used: 'Utilisé',
        },
      },
    },
    shop: {
      discount_codes: {
        intro:
          "Un pourcentage ou un montant de remise sur les produits d'une commande (jamais sur l'emballage cadeau ni les cartes cadeaux). Les clients saisissent le code dans le panier, en majuscules ou minuscules, avec ou sans espaces ni tirets.",
        code_hint: 'De 3 à 32 lettres ou chiffres ; il ne peut plus être modifié ensuite.',
        value_hint:
          'Un pourcentage entier (10) ou un montant en euros (5.00) ; vide pour la livraison gratuite.',
        min_subtotal_hint: 'Des produits pour au moins ce montant (5.00) ; vide : pas de minimum.',
        kind_percent: 'Pourcentage',
        kind_free_delivery: 'Livraison gratuite',
        kind_amount: 'Montant en euros',
      },
    },
  },
};
