import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the gift cards screen (the search box keeps the card statuses in the catalogue), in
 * its chunk rather than the first load's catalogue (addScreenTexts).
 */
export const GIFT_CARD_SCREEN_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    resources: {
      'gift-cards': {
        fields: {
          q: 'Last characters of the code',
          code: 'Code',
          value: 'Value',
          balance: 'Balance',
          status: 'Status',
          issued_at: 'Issued',
          expires_at: 'Valid until',
          buyer_email: 'Buyer',
          order_id: 'Order',
          recipient_email: 'Recipient',
          send_at: 'To be sent',
          sent_at: 'Sent',
          voided_at: 'Voided',
          ledger: 'Ledger',
          created_at: 'When',
          kind: 'Movement',
          amount: 'Amount',
          actor_email: 'By',
          reason: 'Reason',
        },
      },
    },
    shop: {
      gift_cards: {
        kind: {
          issued: 'Issued',
          redeemed: 'Spent',
          refunded: 'Given back',
          voided: 'Voided',
        },
        void: 'Void this card',
        void_title: 'Void gift card %{code}?',
        void_explained:
          'Its balance goes to 0 and it pays for nothing any more. This cannot be undone; the reason is kept in the audit trail.',
        void_reason: 'Reason (fraud, chargeback, mistaken issue…)',
        void_confirm: 'Void',
        voided: 'The gift card is voided.',
      },
    },
  },
  nl: {
    resources: {
      'gift-cards': {
        fields: {
          q: 'Laatste tekens van de code',
          code: 'Code',
          value: 'Waarde',
          balance: 'Saldo',
          status: 'Status',
          issued_at: 'Uitgegeven',
          expires_at: 'Geldig tot',
          buyer_email: 'Koper',
          order_id: 'Bestelling',
          recipient_email: 'Ontvanger',
          send_at: 'Te versturen',
          sent_at: 'Verstuurd',
          voided_at: 'Ongeldig gemaakt',
          ledger: 'Grootboek',
          created_at: 'Wanneer',
          kind: 'Beweging',
          amount: 'Bedrag',
          actor_email: 'Door',
          reason: 'Reden',
        },
      },
    },
    shop: {
      gift_cards: {
        kind: {
          issued: 'Uitgegeven',
          redeemed: 'Besteed',
          refunded: 'Teruggegeven',
          voided: 'Ongeldig gemaakt',
        },
        void: 'Deze bon ongeldig maken',
        void_title: 'Cadeaubon %{code} ongeldig maken?',
        void_explained:
          'Het saldo wordt 0 en de bon betaalt niets meer. Dit kan niet ongedaan worden; de reden blijft in het auditlogboek.',
        void_reason: 'Reden (fraude, terugboeking, vergissing…)',
        void_confirm: 'Ongeldig maken',
        voided: 'De cadeaubon is ongeldig gemaakt.',
      },
    },
  },
  fr: {
    resources: {
      'gift-cards': {
        fields: {
          q: 'Derniers caractères du code',
          code: 'Code',
          value: 'Valeur',
          balance: 'Solde',
          status: 'Statut',
          issued_at: 'Émise',
          expires_at: 'Valable jusqu’au',
          buyer_email: 'Acheteur',
          order_id: 'Commande',
          recipient_email: 'Destinataire',
          send_at: 'À envoyer',
          sent_at: 'Envoyée',
          voided_at: 'Annulée',
          ledger: 'Mouvements',
          created_at: 'Quand',
          kind: 'Mouvement',
          amount: 'Montant',
          actor_email: 'Par',
          reason: 'Raison',
        },
      },
    },
    shop: {
      gift_cards: {
        kind: {
          issued: 'Émise',
          redeemed: 'Dépensée',
          refunded: 'Rendue',
          voided: 'Annulée',
        },
        void: 'Annuler cette carte',
        void_title: 'Annuler la carte cadeau %{code} ?',
        void_explained:
          'Son solde passe à 0 et elle ne paie plus rien. C’est définitif ; la raison reste dans le journal d’audit.',
        void_reason: 'Raison (fraude, rétrofacturation, émission par erreur…)',
        void_confirm: 'Annuler la carte',
        voided: 'La carte cadeau est annulée.',
      },
    },
  },
};
