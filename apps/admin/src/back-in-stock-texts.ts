import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the back-in-stock screen, in its chunk rather than the first load's catalogue
 * (addScreenTexts).
 */
export const BACK_IN_STOCK_SCREEN_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    resources: {
      'back-in-stock-subscriptions': {
        fields: {
          q: 'E-mail or product',
          created_at: 'Subscribed',
          product_name: 'Product',
          email: 'E-mail',
          language: 'Language',
          state: 'State',
          notified_at: 'Notified',
          handled: 'Handled',
        },
      },
    },
    shop: {
      back_in_stock_state: {
        open: 'Waiting',
        notified: 'Notified',
        unsubscribed: 'Unsubscribed',
      },
    },
  },
  nl: {
    resources: {
      'back-in-stock-subscriptions': {
        fields: {
          q: 'E-mailadres of product',
          created_at: 'Ingeschreven',
          product_name: 'Product',
          email: 'E-mailadres',
          language: 'Taal',
          state: 'Stand',
          notified_at: 'Verwittigd',
          handled: 'Behandeld',
        },
      },
    },
    shop: {
      back_in_stock_state: {
        open: 'Wacht',
        notified: 'Verwittigd',
        unsubscribed: 'Uitgeschreven',
      },
    },
  },
  fr: {
    resources: {
      'back-in-stock-subscriptions': {
        fields: {
          q: 'E-mail ou produit',
          created_at: 'Inscrit le',
          product_name: 'Produit',
          email: 'E-mail',
          language: 'Langue',
          state: 'État',
          notified_at: 'Prévenu le',
          handled: 'Traité',
        },
      },
    },
    shop: {
      back_in_stock_state: {
        open: 'En attente',
        notified: 'Prévenu',
        unsubscribed: 'Désinscrit',
      },
    },
  },
};
