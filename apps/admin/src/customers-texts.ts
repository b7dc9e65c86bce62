import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the customers screen, in its chunk rather than the first load's catalogue
 * (addScreenTexts).
 */
export const CUSTOMER_SCREEN_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    resources: {
      customers: {
        fields: {
          q: 'Name, e-mail or phone',
          id: 'Id',
          username: 'Username',
          email: 'E-mail',
          phone_number: 'Phone',
          language: 'Language',
          order_count: 'Orders',
          is_staff: 'Staff',
          is_superuser: 'Superuser',
          created_at: 'Since',
          orders: 'Orders',
          status: 'Status',
          total_amount: 'Total',
          paid_at: 'Paid',
        },
      },
    },
    shop: {
      customers: {
        own_rights: 'You cannot change your own staff rights.',
        staff_hint: 'Staff who are also superusers can open this admin panel.',
        no_orders: 'No orders yet.',
        erase: 'Erase account…',
        erase_title: 'Erase the account of %{name}?',
        erase_explained:
          "Only on the customer's request. Their sign-ins end at once; profile, cart, subscriptions, contact messages and mails are deleted; orders stay in the books without e-mail address. This cannot be undone.",
        erase_reason: 'Reason',
        erase_reason_hint: 'The request: who asked, when and how. Kept in the audit log.',
        erase_confirm: 'Erase for good',
        erased: 'The account has been erased.',
        not_erased: 'The account could not be erased.',
      },
    },
  },
  nl: {
    resources: {
      customers: {
        fields: {
          q: 'Naam, e-mailadres of telefoon',
          id: 'Id',
          username: 'Gebruikersnaam',
          email: 'E-mailadres',
          phone_number: 'Telefoon',
          language: 'Taal',
          order_count: 'Bestellingen',
          is_staff: 'Personeel',
          is_superuser: 'Superuser',
          created_at: 'Klant sinds',
          orders: 'Bestellingen',
          status: 'Status',
          total_amount: 'Totaal',
          paid_at: 'Betaald',
        },
      },
    },
    shop: {
      customers: {
        own_rights: 'Je kunt je eigen personeelsrechten niet wijzigen.',
        staff_hint: 'Personeelsleden die ook superuser zijn, kunnen dit beheerpaneel openen.',
        no_orders: 'Nog geen bestellingen.',
        erase: 'Account wissen…',
        erase_title: 'Het account van %{name} wissen?',
        erase_explained:
          'Alleen op verzoek van de klant. Alle aanmeldingen eindigen meteen; profiel, winkelmandje, meldingen, contactberichten en mails worden verwijderd; bestellingen blijven in de boekhouding zonder e-mailadres. Dit kan niet ongedaan worden gemaakt.',
        erase_reason: 'Reden',
        erase_reason_hint:
          'Het verzoek: wie vroeg het, wanneer en hoe. Wordt bewaard in het auditlogboek.',
        erase_confirm: 'Definitief wissen',
        erased: 'Het account is gewist.',
        not_erased: 'Het account kon niet worden gewist.',
      },
    },
  },
  fr: {
    resources: {
      customers: {
        fields: {
          q: 'Nom, e-mail ou téléphone',
          id: 'Id',
          username: 'Nom d’utilisateur',
          email: 'E-mail',
          phone_number: 'Téléphone',
          language: 'Langue',
          order_count: 'Commandes',
          is_staff: 'Personnel',
          is_superuser: 'Superutilisateur',
          created_at: 'Client depuis',
          orders: 'Commandes',
          status: 'Statut',
          total_amount: 'Total',
          paid_at: 'Payée le',
        },
      },
    },
    shop: {
      customers: {
        own_rights: 'Vous ne pouvez pas modifier vos propres droits de membre du personnel.',
        staff_hint:
          'Les membres du personnel qui sont aussi superutilisateurs peuvent ouvrir ce panneau d’administration.',
        no_orders: 'Pas encore de commande.',
        erase: 'Effacer le compte…',
        erase_title: 'Effacer le compte de %{name} ?',
        erase_explained:
          'Uniquement à la demande du client. Toutes ses connexions prennent fin immédiatement ; profil, panier, alertes, messages de contact et e-mails sont supprimés ; les commandes restent en comptabilité sans adresse e-mail. Cette action est irréversible.',
        erase_reason: 'Motif',
        erase_reason_hint:
          'La demande : qui l’a faite, quand et comment. Conservée dans le journal d’audit.',
        erase_confirm: 'Effacer définitivement',
        erased: 'Le compte a été effacé.',
        not_erased: 'Le compte n’a pas pu être effacé.',
      },
    },
  },
};
