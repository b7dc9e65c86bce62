import type { AdminLocale } from './i18n/locales';
import type { ScreenTexts } from './i18n/screen-texts';

/**
 * The texts of the categories screen, in its chunk rather than the first load's catalogue
 * (addScreenTexts).
 */
export const CATEGORY_SCREEN_TEXTS: Record<AdminLocale, ScreenTexts> = {
  en: {
    resources: {
      categories: {
        fields: {
          position: 'Order',
          name: 'Name (English)',
          name_fr: 'Name (French)',
          name_nl: 'Name (Dutch)',
          slug: 'Slug',
          product_count: 'Products',
        },
      },
    },
    shop: {
      categories: {
        intro:
          'The storefront lists its own categories (personalised gifts, gift cards, seasonal): products can move into a new category once the storefront lists it too.',
        position_hint: 'Categories are listed from the lowest number up.',
        slug_hint: 'Leave empty to make it from the English name.',
      },
    },
  },
  nl: {
    resources: {
      categories: {
        fields: {
          position: 'Volgorde',
          name: 'Naam (Engels)',
          name_fr: 'Naam (Frans)',
          name_nl: 'Naam (Nederlands)',
          slug: 'Slug',
          product_count: 'Producten',
        },
      },
    },
    shop: {
      categories: {
        intro:
          'De winkel toont zijn eigen categorieën (gepersonaliseerde geschenken, cadeaubonnen, seizoensgebonden): producten kunnen naar een nieuwe categorie zodra de winkel die ook toont.',
        position_hint: 'Categorieën worden getoond van het laagste nummer naar boven.',
        slug_hint: 'Laat leeg om hem uit de Engelse naam te maken.',
      },
    },
  },
  fr: {
    resources: {
      categories: {
        fields: {
          position: 'Ordre',
          name: 'Nom (anglais)',
          name_fr: 'Nom (français)',
          name_nl: 'Nom (néerlandais)',
          slug: 'Slug',
          product_count: 'Produits',
        },
      },
    },
    shop: {
      categories: {
        intro:
          'La boutique affiche ses propres catégories (cadeaux personnalisés, chèques-cadeaux, saisonniers) : les produits peuvent passer dans une nouvelle catégorie dès que la boutique l’affiche aussi.',
        position_hint: 'Les catégories sont affichées du plus petit numéro au plus grand.',
        slug_hint: 'Laisser vide pour le former à partir du nom anglais.',
      },
    },
  },
};
