import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the "handled" toggle of the contact messages, back-in-stock and e-invoices screens,
 * in its chunk rather than the first load's catalogue (addScreenTexts).
 */
export const HANDLED_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    shop: {
      handled: {
        mark_handled: 'Mark handled',
        mark_unhandled: 'Mark unhandled',
        marked_handled: 'Marked handled',
        marked_unhandled: 'Marked unhandled',
      },
    },
  },
  nl: {
    shop: {
      handled: {
        mark_handled: 'Markeren als behandeld',
        mark_unhandled: 'Markeren als niet behandeld',
        marked_handled: 'Gemarkeerd als behandeld',
        marked_unhandled: 'Gemarkeerd als niet behandeld',
      },
    },
  },
  fr: {
    shop: {
      handled: {
        mark_handled: 'Marquer comme traité',
        mark_unhandled: 'Marquer comme non traité',
        marked_handled: 'Marqué comme traité',
        marked_unhandled: 'Marqué comme non traité',
      },
    },
  },
};
