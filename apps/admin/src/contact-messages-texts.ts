import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the contact messages screen, in its chunk rather than the first load's catalogue
 * (addScreenTexts).
 */
export const CONTACT_MESSAGE_SCREEN_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    resources: {
      'contact-messages': {
        fields: {
          q: 'Name, e-mail, subject or message',
          created_at: 'Received',
          from: 'From',
          email: 'E-mail',
          phone: 'Phone',
          language: 'Language',
          subject: 'Subject',
          message: 'Message',
          handled: 'Handled',
          handled_at: 'Handled on',
          handled_by_email: 'Handled by',
        },
      },
    },
  },
  nl: {
    resources: {
      'contact-messages': {
        fields: {
          q: 'Naam, e-mailadres, onderwerp of bericht',
          created_at: 'Ontvangen',
          from: 'Van',
          email: 'E-mailadres',
          phone: 'Telefoon',
          language: 'Taal',
          subject: 'Onderwerp',
          message: 'Bericht',
          handled: 'Behandeld',
          handled_at: 'Behandeld op',
          handled_by_email: 'Behandeld door',
        },
      },
    },
  },
  fr: {
    resources: {
      'contact-messages': {
        fields: {
          q: 'Nom, e-mail, sujet ou message',
          created_at: 'Reçu le',
          from: 'De',
          email: 'E-mail',
          phone: 'Téléphone',
          language: 'Langue',
          subject: 'Sujet',
          message: 'Message',
          handled: 'Traité',
          handled_at: 'Traité le',
          handled_by_email: 'Traité par',
        },
      },
    },
  },
};
