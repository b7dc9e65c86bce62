import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the audit trail screen, in its chunk rather than the first load's catalogue
 * (addScreenTexts).
 */
export const AUDIT_SCREEN_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    resources: {
      'audit-log': {
        fields: {
          created_at: 'When',
          actor_email: 'Who',
          action: 'Action',
          entity: 'What',
          entity_id: 'Record id',
          before: 'Before',
          after: 'After',
        },
      },
    },
    shop: {
      audit: {
        title: 'Audit entry',
        entity_product: 'Products',
        entity_category: 'Categories',
        entity_user: 'Customers',
        entity_order: 'Orders',
        entity_discount_code: 'Discount codes',
      },
    },
  },
  nl: {
    resources: {
      'audit-log': {
        fields: {
          created_at: 'Wanneer',
          actor_email: 'Wie',
          action: 'Actie',
          entity: 'Wat',
          entity_id: 'Record-id',
          before: 'Voordien',
          after: 'Nadien',
        },
      },
    },
    shop: {
      audit: {
        title: 'Auditregel',
        entity_product: 'Producten',
        entity_category: 'Categorieën',
        entity_user: 'Klanten',
        entity_order: 'Bestellingen',
        entity_discount_code: 'Kortingscodes',
      },
    },
  },
  fr: {
    resources: {
      'audit-log': {
        fields: {
          created_at: 'Quand',
          actor_email: 'Qui',
          action: 'Action',
          entity: 'Quoi',
          entity_id: 'Id de l’enregistrement',
          before: 'Avant',
          after: 'Après',
        },
      },
    },
    shop: {
      audit: {
        title: 'Entrée du journal',
        entity_product: 'Produits',
        entity_category: 'Catégories',
        entity_user: 'Clients',
        entity_order: 'Commandes',
        entity_discount_code: 'Codes promo',
      },
    },
  },
};
