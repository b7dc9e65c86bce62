import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the delivery methods screen and of the workshop on the settings screen (issue
 * 27), in their screens' chunks rather than the first load's catalogue (addScreenTexts).
 */
export const DELIVERY_SCREEN_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    resources: {
      'delivery-methods': {
        fields: {
          q: 'Code or name',
          code: 'Code',
          kind: 'Kind',
          name: 'Name (English)',
          name_nl: 'Name (Dutch)',
          name_fr: 'Name (French)',
          estimate_from_days: 'Working days, from',
          estimate_to_days: 'Working days, to',
          rates: 'Prices per country',
          country: 'Country',
          price: 'Price (VAT included)',
          free_from: 'Free from',
          position: 'Position',
          active: 'Active',
        },
      },
      settings: {
        fields: {
          workshop_address: 'Workshop address',
          workshop_hours_en: 'Opening hours (English)',
          workshop_hours_nl: 'Opening hours (Dutch)',
          workshop_hours_fr: 'Opening hours (French)',
        },
      },
    },
    shop: {
      delivery_methods: {
        intro:
          'Offered in a country when active and priced there. Customers see the name in their language, the price and the estimate in the cart, on the shipping page and in the terms.',
        code_hint: 'Lower-case letters, digits and dashes; it cannot be changed later.',
        estimate_hint: 'Belgian working days after the order.',
        free_from_hint: 'Products after discount from which delivery is free; empty: never.',
        kind_home: 'Home delivery',
        kind_pickup_point: 'Pick-up point or locker',
        kind_collection: 'Collection at the workshop',
        rate: '%{country} %{price}',
        rate_free_from: '%{country} %{price}, free from %{threshold}',
      },
      settings: {
        workshop_address_hint: 'Where customers collect orders, one line per address line.',
      },
    },
  },
  nl: {
    resources: {
      'delivery-methods': {
        fields: {
          q: 'Code of naam',
          code: 'Code',
          kind: 'Soort',
          name: 'Naam (Engels)',
          name_nl: 'Naam (Nederlands)',
          name_fr: 'Naam (Frans)',
          estimate_from_days: 'Werkdagen, vanaf',
          estimate_to_days: 'Werkdagen, tot',
          rates: 'Prijzen per land',
          country: 'Land',
          price: 'Prijs (btw inbegrepen)',
          free_from: 'Gratis vanaf',
          position: 'Positie',
          active: 'Actief',
        },
      },
      settings: {
        fields: {
          workshop_address: 'Adres van het atelier',
          workshop_hours_en: 'Openingsuren (Engels)',
          workshop_hours_nl: 'Openingsuren (Nederlands)',
          workshop_hours_fr: 'Openingsuren (Frans)',
        },
      },
    },
    shop: {
      delivery_methods: {
        intro:
          'Aangeboden in een land als ze actief is en daar een prijs heeft. Klanten zien de naam in hun taal, de prijs en de termijn in het winkelmandje, op de verzendpagina en in de voorwaarden.',
        code_hint: 'Kleine letters, cijfers en streepjes; later niet te wijzigen.',
        estimate_hint: 'Belgische werkdagen na de bestelling.',
        free_from_hint: 'Producten na korting vanaf waar de levering gratis is; leeg: nooit.',
        kind_home: 'Levering aan huis',
        kind_pickup_point: 'Afhaalpunt of pakketautomaat',
        kind_collection: 'Afhalen in het atelier',
        rate: '%{country} %{price}',
        rate_free_from: '%{country} %{price}, gratis vanaf %{threshold}',
      },
      settings: {
        workshop_address_hint: 'Waar klanten bestellingen afhalen, één regel per adresregel.',
      },
    },
  },
  fr: {
    resources: {
      'delivery-methods': {
        fields: {
          q: 'Code ou nom',
          code: 'Code',
          kind: 'Type',
          name: 'Nom (anglais)',
          name_nl: 'Nom (néerlandais)',
          name_fr: 'Nom (français)',
          estimate_from_days: 'Jours ouvrables, de',
          estimate_to_days: 'Jours ouvrables, à',
          rates: 'Prix par pays',
          country: 'Pays',
          price: 'Prix (TVA comprise)',
          free_from: 'Gratuit dès',
          position: 'Position',
          active: 'Actif',
        },
      },
      settings: {
        fields: {
          workshop_address: 'Adresse de l’atelier',
          workshop_hours_en: 'Heures d’ouverture (anglais)',
          workshop_hours_nl: 'Heures d’ouverture (néerlandais)',
          workshop_hours_fr: 'Heures d’ouverture (français)',
        },
      },
    },
    shop: {
      delivery_methods: {
        intro:
          'Proposé dans un pays s’il est actif et y a un prix. Les clients voient le nom dans leur langue, le prix et le délai dans le panier, sur la page de livraison et dans les conditions.',
        code_hint: 'Minuscules, chiffres et tirets ; non modifiable ensuite.',
        estimate_hint: 'Jours ouvrables belges après la commande.',
        free_from_hint:
          'Montant des produits après remise dès lequel la livraison est gratuite ; vide : jamais.',
        kind_home: 'Livraison à domicile',
        kind_pickup_point: 'Point relais ou consigne',
        kind_collection: 'Retrait à l’atelier',
        rate: '%{country} %{price}',
        rate_free_from: '%{country} %{price}, gratuit dès %{threshold}',
      },
      settings: {
        workshop_address_hint:
          'Où les clients retirent leurs commandes, une ligne par ligne d’adresse.',
      },
    },
  },
};
