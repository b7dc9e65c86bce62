import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the e-invoices screen, in its chunk rather than the first load's catalogue
 * (addScreenTexts).
 */
export const E_INVOICE_SCREEN_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    resources: {
      'e-invoices': {
        fields: {
          q: 'Number',
          number: 'Number',
          kind: 'Document',
          order_id: 'Order',
          buyer: 'Company',
          buyer_vat_number: 'VAT number',
          state: 'State',
          attempts: 'Attempts',
          last_error: "Access point's answer",
          created_at: 'Issued',
          done_at: 'Handed in',
          handed_in_by_email: 'Handed in by',
        },
      },
    },
    shop: {
      e_invoices: {
        download: 'Download XML',
        download_failed: 'The e-invoice could not be downloaded.',
      },
      e_invoice_state: {
        waiting: 'To hand in',
        sent: 'Sent via Peppol',
        handed_in: 'Handed in by hand',
      },
      e_invoice_kind: {
        invoice: 'Invoice',
        'credit-note': 'Credit note',
      },
    },
  },
  nl: {
    resources: {
      'e-invoices': {
        fields: {
          q: 'Nummer',
          number: 'Nummer',
          kind: 'Document',
          order_id: 'Bestelling',
          buyer: 'Bedrijf',
          buyer_vat_number: 'Btw-nummer',
          state: 'Status',
          attempts: 'Pogingen',
          last_error: 'Antwoord van het toegangspunt',
          created_at: 'Uitgereikt',
          done_at: 'Ingediend',
          handed_in_by_email: 'Ingediend door',
        },
      },
    },
    shop: {
      e_invoices: {
        download: 'XML downloaden',
        download_failed: 'De e-factuur kon niet worden gedownload.',
      },
      e_invoice_state: {
        waiting: 'In te dienen',
        sent: 'Verstuurd via Peppol',
        handed_in: 'Met de hand ingediend',
      },
      e_invoice_kind: {
        invoice: 'Factuur',
        'credit-note': 'Creditnota',
      },
    },
  },
  fr: {
    resources: {
      'e-invoices': {
        fields: {
          q: 'Numéro',
          number: 'Numéro',
          kind: 'Document',
          order_id: 'Commande',
          buyer: 'Entreprise',
          buyer_vat_number: 'Numéro de TVA',
          state: 'État',
          attempts: 'Tentatives',
          last_error: "Réponse du point d'accès",
          created_at: 'Émise',
          done_at: 'Transmise',
          handed_in_by_email: 'Transmise par',
        },
      },
    },
    shop: {
      e_invoices: {
        download: 'Télécharger le XML',
        download_failed: "La facture électronique n'a pas pu être téléchargée.",
      },
      e_invoice_state: {
        waiting: 'À transmettre',
        sent: 'Envoyée via Peppol',
        handed_in: 'Transmise à la main',
      },
      e_invoice_kind: {
        invoice: 'Facture',
        'credit-note': 'Note de crédit',
      },
    },
  },
};
