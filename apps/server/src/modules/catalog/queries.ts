import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  CategorySlug,
  Language,
  PersonalizationSettings,
  PrintArea,
  ProductDetail,
  ProductPhotoSettings,
  ProductListItem,
  ProductListQuery,
  ProductSuggestions,
  ProductSuggestionsQuery,
} from '@shop/contracts';
import {
  chargedPrice,
  localised,
  localisedProductName as localisedName,
  lowestPrice30Days,
  productIsOnSale,
  productNamesOf,
  productTextsOf,
} from '../../db/catalog-rules.js';
import type { Database } from '../../db/client.js';
import { categories, productImages, products } from '../../db/schema.js';
import { brusselsDay, moneyToApi, WHOLE_PICTURE, type Money, SHOP_COUNTRY } from '@shop/contracts';
import { vatRateOn } from '../../pricing/index.js';
import {
  matchesSearch,
  nameCloseness,
  nearlyMatchesSearch,
  searchRelevance,
  type SearchTexts,
} from './search.js';
import { descriptionSummary } from '../../html/description.js';
import { mediaUrl, type ImageDescriber } from '../../media/images.js';
import { hasVariantWith, productOptionsAndVariants } from './variants.js';

function localisedDescription(language: Language): SQL<string> {
  return localised(language, {
    en: products.description,
    fr: products.descriptionFr,
    nl: products.descriptionNl,
  });
}

function localisedMainImageAlt(language: Language): SQL<string> {
  return localised(language, {
    en: products.mainImageAlt,
    fr: products.mainImageAltFr,
    nl: products.mainImageAltNl,
  });
}

function personalizationColumns(language: Language) {
  return {
    personalizationMode: products.personalizationMode,
    personalizationLabel: localised(language, {
      en: products.personalizationLabel,
      fr: products.personalizationLabelFr,
      nl: products.personalizationLabelNl,
    }),
    personalizationMaxLength: products.personalizationMaxLength,
  };
}

function personalizationOf(row: {
  personalizationMode: PersonalizationSettings['mode'];
  personalizationLabel: string;
  personalizationMaxLength: number;
}): PersonalizationSettings {
  return {
    mode: row.personalizationMode,
    label: row.personalizationLabel,
    max_length: row.personalizationMaxLength,
  };
}

/**
 * What the shop's list and its product page both read of a product (joined with its
 * category) in `language`: names and description, prices now (ADR 37), picture, availability,
 * category and personalisation.
 */
function shopProductColumns(language: Language) {
  return {
    id: products.id,
    slug: products.slug,
    name: localisedName(language),
    nameFr: products.nameFr,
    nameNl: products.nameNl,
    description: localisedDescription(language),
    price: chargedPrice,
    regularPrice: products.price,
    lowestPrice30Days: lowestPrice30Days,
    saleEndsAt: sql<Date | null>`case when ${productIsOnSale} then ${products.saleEndsAt} end`,
    vatCategory: products.vatCategory,
    mainImagePath: products.mainImagePath,
    mainImageAlt: localisedMainImageAlt(language),
    isAvailable: products.isAvailable,
    availability: products.availability,
    category: categories.slug,
    ...personalizationColumns(language),
  };
}

/** What is charged now, the regular price and, on sale, the reference price (ADR 0037). */
function salePrices(row: {
  price: Money;
  regularPrice: Money;
  lowestPrice30Days: Money | null;
  saleEndsAt: Date | string | null;
}) {
  return {
    price: moneyToApi(row.price),
    regular_price: moneyToApi(row.regularPrice),
    lowest_price_30_days: row.lowestPrice30Days === null ? null : moneyToApi(row.lowestPrice30Days),
    sale_ends_at: row.saleEndsAt === null ? null : new Date(row.saleEndsAt).toISOString(),
  };
}

/** The list's order for a sort choice; `relevance` without a search is the catalogue's order. */
function listOrder(sort: ProductListQuery['sort'], relevance: SQL<number> | null): SQL[] {
  const catalogueOrder = [asc(categories.position), asc(products.id)];
  switch (sort) {
    case 'price_asc':
      return [asc(chargedPrice), ...catalogueOrder];
    case 'price_desc':
      return [desc(chargedPrice), ...catalogueOrder];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'relevance':
      return relevance ? [desc(relevance), ...catalogueOrder] : catalogueOrder;
  }
}

export async function listProducts(
  db: Database,
  images: ImageDescriber,
  query: ProductListQuery,
): Promise<ProductListItem[]> {
  const name = localisedName(query.lang);
  const description = localisedDescription(query.lang);
  // Archived products stay in the database for their orders but leave the shop.
  const filters: (SQL | undefined)[] = [isNull(products.archivedAt)];
  if (query.category) filters.push(eq(categories.slug, query.category));
  if (query.availability !== 'all') filters.push(eq(products.availability, query.availability));
  if (query.option?.length) filters.push(hasVariantWith(query.option));
  const search: SearchTexts | null = query.search
    ? { search: query.search, language: query.lang, name, description }
    : null;
  const order = listOrder(query.sort, search && searchRelevance(search));

  const select = (match: SQL | undefined) =>
    db
      .select({
        ...shopProductColumns(query.lang),
      })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(and(...filters, match))
      .orderBy(...order);

  let rows = await select(search ? matchesSearch(search) : undefined);
  // A typo finds nothing precisely: then the names it nearly spells are the answer.
  if (search && rows.length === 0) rows = await select(nearlyMatchesSearch(search));

  return Promise.all(
    rows.map(async (row) => ({
      ...productNamesOf(row),
      ...salePrices(row),
      vat_rate: vatRateOn(row.vatCategory, SHOP_COUNTRY, brusselsDay(new Date())),
      main_image_url: mediaUrl(row.mainImagePath),
      is_available: row.isAvailable,
      availability: row.availability,
      category: row.category as CategorySlug,
      main_image: row.mainImagePath
        ? await images.describe(row.mainImagePath, row.mainImageAlt || row.name)
        : null,
      personalization: personalizationOf(row),
    })),
  );
}

/** What the product page needs to place a photo; null for a product that takes none. */
function productPhotoSettings(row: {
  photoMode: PersonalizationSettings['mode'];
  photoMinWidth: number;
  photoMinHeight: number;
  photoPrintArea: PrintArea | null;
}): ProductPhotoSettings {
  if (row.photoMode === 'none') return null;
  return {
    mode: row.photoMode,
    min_width: row.photoMinWidth,
    min_height: row.photoMinHeight,
    print_area: row.photoPrintArea ?? WHOLE_PICTURE,
  };
}

/** One product by its slug in the requested language; null when there is none. */
export async function findProduct(
  db: Database,
  images: ImageDescriber,
  slug: string,
  language: Language,
): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      ...shopProductColumns(language),
      descriptionFr: products.descriptionFr,
      descriptionNl: products.descriptionNl,
      isGiftCard: products.isGiftCard,
      photoMode: products.photoMode,
      photoMinWidth: products.photoMinWidth,
      photoMinHeight: products.photoMinHeight,
      photoPrintArea: products.photoPrintArea,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.slug, slug), isNull(products.archivedAt)))
    .limit(1);
  if (!row) return null;

  const carouselRows = await db
    .select({
      imagePath: productImages.imagePath,
      altText: localised(language, {
        en: productImages.altText,
        fr: productImages.altTextFr,
        nl: productImages.altTextNl,
      }),
    })
    .from(productImages)
    .where(eq(productImages.productId, row.id))
    .orderBy(asc(productImages.position), asc(productImages.id));

  const carousel = await Promise.all(
    carouselRows.map(async (image) => {
      const { url, alt, ...rest } = await images.describe(
        image.imagePath,
        image.altText || row.name,
      );
      return { image_url: url, alt_text: alt, ...rest };
    }),
  );

  return {
    ...productTextsOf(row),
    summary: descriptionSummary(row.description),
    ...salePrices(row),
    vat_rate: vatRateOn(row.vatCategory, SHOP_COUNTRY, brusselsDay(new Date())),
    main_image_url: mediaUrl(row.mainImagePath),
    main_image: row.mainImagePath
      ? await images.describe(row.mainImagePath, row.mainImageAlt || row.name)
      : null,
    carousel_images: carousel,
    is_available: row.isAvailable,
    availability: row.availability,
    category: row.category as CategorySlug,
    personalization: personalizationOf(row),
    is_gift_card: row.isGiftCard,
    ...(await productOptionsAndVariants(db, row, language)),
    photo: productPhotoSettings(row),
  };
}

/** How many names an empty search result suggests. */
const SUGGESTED_NAMES = 3;

/** The product names closest to a search that found nothing, closest first (ADR 0071). */
export async function suggestProducts(
  db: Database,
  query: ProductSuggestionsQuery,
): Promise<ProductSuggestions> {
  const name = localisedName(query.lang);
  const closeness = nameCloseness({ search: query.search, name });
  const rows = await db
    .select({ slug: products.slug, name })
    .from(products)
    .where(and(isNull(products.archivedAt), sql`${closeness} > 0`))
    .orderBy(desc(closeness), asc(products.id))
    .limit(SUGGESTED_NAMES);
  return { products: rows };
}

/** Every product's slug and last change, for the sitemap. */
export function listProductSlugs(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.id));
}
