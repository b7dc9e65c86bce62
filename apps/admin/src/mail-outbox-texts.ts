import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the mail outbox screen, in its chunk rather than the first load's catalogue
 * (addScreenTexts).
 */
export const MAIL_SCREEN_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    resources: {
      'mail-outbox': {
        fields: {
          q: 'Recipient or subject',
          created_at: 'Made',
          to_address: 'To',
          reply_to: 'Reply to',
          subject: 'Subject',
          template: 'Template',
          language: 'Language',
          status: 'Status',
          attempts: 'Attempts',
          last_error: 'Last error',
          sent_at: 'Sent',
          text: 'Plain text',
          html: 'HTML',
        },
      },
    },
    shop: {
      mail_status: {
        queued: 'Queued',
        sent: 'Sent',
        stored: 'Kept in the outbox',
        failed: 'Failed',
      },
      mail: {
        send_again: 'Send again',
        queued_again: 'The mail is queued again',
        not_queued: 'The mail was not queued.',
        html_frame: 'Mail as HTML',
      },
    },
  },
  nl: {
    resources: {
      'mail-outbox': {
        fields: {
          q: 'Ontvanger of onderwerp',
          created_at: 'Aangemaakt',
          to_address: 'Aan',
          reply_to: 'Antwoord aan',
          subject: 'Onderwerp',
          template: 'Sjabloon',
          language: 'Taal',
          status: 'Status',
          attempts: 'Pogingen',
          last_error: 'Laatste fout',
          sent_at: 'Verzonden',
          text: 'Platte tekst',
          html: 'HTML',
        },
      },
    },
    shop: {
      mail_status: {
        queued: 'In de wachtrij',
        sent: 'Verzonden',
        stored: 'Bewaard in de uitgaande mails',
        failed: 'Mislukt',
      },
      mail: {
        send_again: 'Opnieuw verzenden',
        queued_again: 'De mail staat opnieuw in de wachtrij',
        not_queued: 'De mail is niet in de wachtrij gezet.',
        html_frame: 'Mail als HTML',
      },
    },
  },
  fr: {
    resources: {
      'mail-outbox': {
        fields: {
          q: 'Destinataire ou sujet',
          created_at: 'Créé le',
          to_address: 'À',
          reply_to: 'Répondre à',
          subject: 'Sujet',
          template: 'Modèle',
          language: 'Langue',
          status: 'Statut',
          attempts: 'Tentatives',
          last_error: 'Dernière erreur',
          sent_at: 'Envoyé le',
          text: 'Texte brut',
          html: 'HTML',
        },
      },
    },
    shop: {
      mail_status: {
        queued: 'En file d’attente',
        sent: 'Envoyé',
        stored: 'Gardé dans les e-mails sortants',
        failed: 'Échec',
      },
      mail: {
        send_again: 'Renvoyer',
        queued_again: 'L’e-mail est de nouveau en file d’attente',
        not_queued: 'L’e-mail n’a pas été remis en file d’attente.',
        html_frame: 'E-mail en HTML',
      },
    },
  },
};
