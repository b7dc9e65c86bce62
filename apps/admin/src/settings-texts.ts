import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the settings screen, in its chunk rather than the first load's catalogue
 * (addScreenTexts).
 */
export const SETTINGS_SCREEN_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    resources: {
      settings: {
        fields: {
          order_photo_retention_days: 'Order photos kept (days after the order ended)',
          gift_wrapping_price: 'Gift wrapping price (VAT included)',
          oss_enabled: 'VAT of the delivery country (OSS)',
        },
      },
    },
    shop: {
      settings: {
        gift_wrapping_price_hint:
          'What customers pay for gift wrapping, VAT (21 %) included. 0 wraps for free.',
        order_photo_retention_days_hint:
          'Customers’ photos are deleted this many days after their order was delivered or cancelled, with a note in the order’s history. 30 to 730 days (two years, the legal guarantee).',
        oss_enabled_hint:
          'One-Stop Shop: consumers in another EU country pay their country’s VAT (the price stays the same). Off: Belgian VAT everywhere.',
        distance_sales:
          'Distance sales to consumers in other EU countries this year: %{sales} of the %{threshold} threshold.',
        distance_sales_over:
          'Distance sales to consumers in other EU countries this year: %{sales}, past the %{threshold} threshold: the One-Stop Shop is due.',
      },
    },
  },
  nl: {
    resources: {
      settings: {
        fields: {
          order_photo_retention_days: 'Bestelfoto’s bewaren (dagen na afronding van de bestelling)',
          gift_wrapping_price: 'Prijs cadeauverpakking (btw inbegrepen)',
          oss_enabled: 'Btw van het leveringsland (OSS)',
        },
      },
    },
    shop: {
      settings: {
        gift_wrapping_price_hint:
          'Wat klanten voor cadeauverpakking betalen, btw (21 %) inbegrepen. 0: gratis inpakken.',
        order_photo_retention_days_hint:
          'Foto’s van klanten worden zoveel dagen nadat hun bestelling geleverd of geannuleerd werd verwijderd, met een notitie in de geschiedenis van de bestelling. 30 tot 730 dagen (twee jaar, de wettelijke garantie).',
        oss_enabled_hint:
          'One-Stop-Shop: consumenten in een ander EU-land betalen de btw van hun land (de prijs blijft gelijk). Uit: overal Belgische btw.',
        distance_sales:
          'Afstandsverkopen aan consumenten in andere EU-landen dit jaar: %{sales} van de drempel van %{threshold}.',
        distance_sales_over:
          'Afstandsverkopen aan consumenten in andere EU-landen dit jaar: %{sales}, boven de drempel van %{threshold}: de One-Stop-Shop is verplicht.',
      },
    },
  },
  fr: {
    resources: {
      settings: {
        fields: {
          order_photo_retention_days:
            'Photos des commandes conservées (jours après la fin de la commande)',
          gift_wrapping_price: 'Prix de l’emballage cadeau (TVA comprise)',
          oss_enabled: 'TVA du pays de livraison (OSS)',
        },
      },
    },
    shop: {
      settings: {
        gift_wrapping_price_hint:
          'Ce que les clients paient pour l’emballage cadeau, TVA (21 %) comprise. 0 : emballage offert.',
        order_photo_retention_days_hint:
          'Les photos des clients sont supprimées ce nombre de jours après la livraison ou l’annulation de leur commande, avec une note dans l’historique de la commande. De 30 à 730 jours (deux ans, la garantie légale).',
        oss_enabled_hint:
          'Guichet unique (OSS) : les consommateurs d’un autre pays de l’UE paient la TVA de leur pays (le prix reste le même). Désactivé : TVA belge partout.',
        distance_sales:
          'Ventes à distance aux consommateurs d’autres pays de l’UE cette année : %{sales} sur le seuil de %{threshold}.',
        distance_sales_over:
          'Ventes à distance aux consommateurs d’autres pays de l’UE cette année : %{sales}, au-delà du seuil de %{threshold} : le guichet unique est obligatoire.',
      },
    },
  },
};
