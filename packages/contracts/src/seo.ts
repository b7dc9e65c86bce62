import type { Availability, CategorySlug, ProductDetail, ResponsiveImage } from './catalog.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n.js';
import { productPath, type IndexableRoute } from './routes.js';

/**
 * What search engines and link previews read about each page. The server writes it into the
 * first HTML answer; the storefront keeps it right while the visitor navigates. Both read it
 * from here so the two never disagree.
 */
export const SHOP_NAME = 'Giftshop';

export interface PageMeta {
  /** The whole `<title>`, shop name included. */
  title: string;
  /** The meta description: one or two sentences, under about 160 characters. */
  description: string;
}

type Localised<T> = Record<Language, T>;

/** Pages with their own texts; the product page builds its texts from the product. */
export type StaticIndexableRoute = Exclude<IndexableRoute, 'product'>;

export const PAGE_META: Record<StaticIndexableRoute, Localised<PageMeta>> = {
  home: {
    en: {
      title: `${SHOP_NAME} – personalised and handcrafted gifts from Belgium`,
      description:
        'Personalised and handcrafted gifts, made to order in our Belgian workshop and shipped within 1–3 business days. Engraved, embroidered and printed with your words.',
    },
    nl: {
      title: `${SHOP_NAME} – gepersonaliseerde en handgemaakte geschenken uit België`,
      description:
        'Gepersonaliseerde en handgemaakte geschenken, op bestelling gemaakt in ons Belgische atelier en verzonden binnen 1 à 3 werkdagen. Gegraveerd, geborduurd of bedrukt met jouw woorden.',
    },
    fr: {
      title: `${SHOP_NAME} – cadeaux personnalisés et artisanaux de Belgique`,
      description:
        'Des cadeaux personnalisés et artisanaux, fabriqués sur commande dans notre atelier belge et expédiés sous 1 à 3 jours ouvrables. Gravés, brodés ou imprimés avec vos mots.',
    },
  },
  products: {
    en: {
      title: `All gifts – personalised, gift cards and seasonal | ${SHOP_NAME}`,
      description:
        'Browse our personalised gifts, gift cards and seasonal presents. Every piece is made to order and ready to ship within 1–3 business days.',
    },
    nl: {
      title: `Alle geschenken – gepersonaliseerd, cadeaubonnen en seizoensgebonden | ${SHOP_NAME}`,
      description:
        'Ontdek onze gepersonaliseerde geschenken, cadeaubonnen en seizoenscadeaus. Alles wordt op bestelling gemaakt en binnen 1 à 3 werkdagen verzonden.',
    },
    fr: {
      title: `Tous nos cadeaux – personnalisés, cartes cadeaux et de saison | ${SHOP_NAME}`,
      description:
        'Découvrez nos cadeaux personnalisés, cartes cadeaux et cadeaux de saison. Chaque pièce est fabriquée sur commande et expédiée sous 1 à 3 jours ouvrables.',
    },
  },
  about: {
    en: {
      title: `About us – a small Belgian gift workshop | ${SHOP_NAME}`,
      description:
        'Who makes your gifts: a small Belgian workshop that engraves, embroiders and prints every present to order, with care for the details that make it personal.',
    },
    nl: {
      title: `Over ons – een klein Belgisch cadeau-atelier | ${SHOP_NAME}`,
      description:
        'Wie jouw geschenken maakt: een klein Belgisch atelier dat elk cadeau op bestelling graveert, borduurt of bedrukt, met oog voor de details die het persoonlijk maken.',
    },
    fr: {
      title: `À propos – un petit atelier de cadeaux belge | ${SHOP_NAME}`,
      description:
        'Qui fabrique vos cadeaux : un petit atelier belge qui grave, brode et imprime chaque cadeau sur commande, avec soin pour les détails qui le rendent personnel.',
    },
  },
  contact: {
    en: {
      title: `Contact us | ${SHOP_NAME}`,
      description:
        'A question about a product, a personalisation or an order? Write to us and we reply within 24 hours. Phone: Monday to Friday, 9 AM to 6 PM.',
    },
    nl: {
      title: `Contact | ${SHOP_NAME}`,
      description:
        'Een vraag over een product, een personalisatie of een bestelling? Schrijf ons en we antwoorden binnen 24 uur. Telefonisch: maandag tot vrijdag, van 9 tot 18 uur.',
    },
    fr: {
      title: `Nous contacter | ${SHOP_NAME}`,
      description:
        'Une question sur un produit, une personnalisation ou une commande ? Écrivez-nous, nous répondons sous 24 heures. Par téléphone : du lundi au vendredi, de 9 h à 18 h.',
    },
  },
  shipping: {
    en: {
      title: `Shipping and delivery | ${SHOP_NAME}`,
      description:
        'Every gift is made to order and shipped within 1–3 business days. See where we deliver and how your parcel travels to you.',
    },
    nl: {
      title: `Verzending en levering | ${SHOP_NAME}`,
      description:
        'Elk geschenk wordt op bestelling gemaakt en binnen 1 à 3 werkdagen verzonden. Lees waar we leveren en hoe je pakje bij je komt.',
    },
    fr: {
      title: `Expédition et livraison | ${SHOP_NAME}`,
      description:
        'Chaque cadeau est fabriqué sur commande et expédié sous 1 à 3 jours ouvrables. Découvrez où nous livrons et comment votre colis vous parvient.',
    },
  },
  returns: {
    en: {
      title: `Returns and exchanges | ${SHOP_NAME}`,
      description:
        'Non-personalised gifts can be returned within 14 days; personalised gifts cannot. Report a defective or damaged item within 48 hours and we make it right.',
    },
    nl: {
      title: `Retourneren en ruilen | ${SHOP_NAME}`,
      description:
        'Niet-gepersonaliseerde geschenken kun je binnen 14 dagen terugsturen; gepersonaliseerde niet. Meld een defect of beschadigd artikel binnen 48 uur en we lossen het op.',
    },
    fr: {
      title: `Retours et échanges | ${SHOP_NAME}`,
      description:
        'Les cadeaux non personnalisés peuvent être retournés sous 14 jours, les cadeaux personnalisés non. Signalez un article défectueux ou abîmé sous 48 heures et nous arrangeons cela.',
    },
  },
  help: {
    en: {
      title: `Help center – questions and answers | ${SHOP_NAME}`,
      description:
        'Answers about making times, delivery, returns, personalisation and payment, and how to reach us when you need a hand.',
    },
    nl: {
      title: `Hulpcentrum – vragen en antwoorden | ${SHOP_NAME}`,
      description:
        'Antwoorden over productietijden, levering, retourneren, personalisatie en betaling, en hoe je ons bereikt als je hulp nodig hebt.',
    },
    fr: {
      title: `Centre d'aide – questions et réponses | ${SHOP_NAME}`,
      description:
        "Des réponses sur les délais de fabrication, la livraison, les retours, la personnalisation et le paiement, et comment nous joindre si vous avez besoin d'aide.",
    },
  },
  wrapping: {
    en: {
      title: `Gift wrapping | ${SHOP_NAME}`,
      description:
        'How we pack every gift so it arrives ready to give, and how to ask for a little extra for a special occasion.',
    },
    nl: {
      title: `Cadeauverpakking | ${SHOP_NAME}`,
      description:
        'Hoe we elk geschenk inpakken zodat het klaar is om te geven, en hoe je iets extra vraagt voor een bijzondere gelegenheid.',
    },
    fr: {
      title: `Emballage cadeau | ${SHOP_NAME}`,
      description:
        "Comment nous emballons chaque cadeau pour qu'il arrive prêt à offrir, et comment demander une petite attention pour une occasion spéciale.",
    },
  },
  terms: {
    en: {
      title: `Terms and conditions | ${SHOP_NAME}`,
      description:
        'The terms that apply to every order: prices, payment, delivery, your right of withdrawal, personalised goods and the legal guarantee.',
    },
    nl: {
      title: `Algemene voorwaarden | ${SHOP_NAME}`,
      description:
        'De voorwaarden die gelden voor elke bestelling: prijzen, betaling, levering, je herroepingsrecht, gepersonaliseerde goederen en de wettelijke garantie.',
    },
    fr: {
      title: `Conditions générales de vente | ${SHOP_NAME}`,
      description:
        'Les conditions applicables à chaque commande : prix, paiement, livraison, droit de rétractation, biens personnalisés et garantie légale.',
    },
  },
  privacy: {
    en: {
      title: `Privacy policy | ${SHOP_NAME}`,
      description:
        'Which personal data we keep, why, for how long, who helps us process it, and how to exercise your rights under the GDPR.',
    },
    nl: {
      title: `Privacybeleid | ${SHOP_NAME}`,
      description:
        'Welke persoonsgegevens we bijhouden, waarom, hoelang, wie ons helpt ze te verwerken en hoe je je rechten onder de AVG uitoefent.',
    },
    fr: {
      title: `Politique de confidentialité | ${SHOP_NAME}`,
      description:
        'Quelles données personnelles nous conservons, pourquoi, combien de temps, qui nous aide à les traiter et comment exercer vos droits selon le RGPD.',
    },
  },
  legal: {
    en: {
      title: `Legal notice | ${SHOP_NAME}`,
      description:
        'Who runs this shop: the seller’s legal name, address, enterprise and VAT numbers, how to reach us, and who supervises us.',
    },
    nl: {
      title: `Juridische informatie | ${SHOP_NAME}`,
      description:
        'Wie deze winkel uitbaat: de juridische naam, het adres, het ondernemings- en btw-nummer van de verkoper, hoe je ons bereikt en wie toezicht houdt.',
    },
    fr: {
      title: `Mentions légales | ${SHOP_NAME}`,
      description:
        "Qui exploite cette boutique : la dénomination, l'adresse, les numéros d'entreprise et de TVA du vendeur, comment nous joindre et qui nous contrôle.",
    },
  },
  accessibility: {
    en: {
      title: `Accessibility statement | ${SHOP_NAME}`,
      description:
        'How accessible our shop is (WCAG 2.1 level AA), how we test it, what is not accessible yet, and how to report a barrier.',
    },
    nl: {
      title: `Toegankelijkheidsverklaring | ${SHOP_NAME}`,
      description:
        'Hoe toegankelijk onze winkel is (WCAG 2.1 niveau AA), hoe we dat testen, wat nog niet toegankelijk is en hoe je een drempel meldt.',
    },
    fr: {
      title: `Déclaration d'accessibilité | ${SHOP_NAME}`,
      description:
        "Le niveau d'accessibilité de notre boutique (WCAG 2.1 niveau AA), comment nous la testons, ce qui n'est pas encore accessible et comment signaler un obstacle.",
    },
  },
  withdrawalForm: {
    en: {
      title: `Model withdrawal form | ${SHOP_NAME}`,
      description:
        'The model withdrawal form of EU consumer law, with our details filled in: print it or copy it into an e-mail to withdraw from a purchase.',
    },
    nl: {
      title: `Modelformulier voor herroeping | ${SHOP_NAME}`,
      description:
        'Het modelformulier voor herroeping uit het Europese consumentenrecht, met onze gegevens ingevuld: print het of neem het over in een e-mail.',
    },
    fr: {
      title: `Formulaire de rétractation | ${SHOP_NAME}`,
      description:
        'Le modèle de formulaire de rétractation du droit européen de la consommation, avec nos coordonnées : imprimez-le ou recopiez-le dans un e-mail.',
    },
  },
  withdraw: {
    en: {
      title: `Withdraw from contract here | ${SHOP_NAME}`,
      description:
        'Withdraw from an order online, signed in or not: give the order number and e-mail address, follow the link we mail you, choose the lines and confirm.',
    },
    nl: {
      title: `Hier de overeenkomst herroepen | ${SHOP_NAME}`,
      description:
        'Herroep een bestelling online, aangemeld of niet: geef het bestelnummer en het e-mailadres, volg de link die we je mailen, kies de lijnen en bevestig.',
    },
    fr: {
      title: `Se rétracter du contrat ici | ${SHOP_NAME}`,
      description:
        "Rétractez-vous d'une commande en ligne, connecté ou non : indiquez le numéro de commande et l'adresse e-mail, suivez le lien envoyé par e-mail, choisissez les lignes et confirmez.",
    },
  },
};

/** The product list filtered on one category (`/products?category=…`): a page of its own. */
export const CATEGORY_META: Record<CategorySlug, Localised<PageMeta>> = {
  personalized: {
    en: {
      title: `Personalised gifts – engraved, embroidered, printed | ${SHOP_NAME}`,
      description:
        'Gifts with a name, a date or a few words of your own: engraved wood, embroidered textiles, printed maps and more, made to order in Belgium.',
    },
    nl: {
      title: `Gepersonaliseerde geschenken – gegraveerd, geborduurd, bedrukt | ${SHOP_NAME}`,
      description:
        'Geschenken met een naam, een datum of je eigen woorden: gegraveerd hout, geborduurd textiel, bedrukte kaarten en meer, op bestelling gemaakt in België.',
    },
    fr: {
      title: `Cadeaux personnalisés – gravés, brodés, imprimés | ${SHOP_NAME}`,
      description:
        'Des cadeaux avec un prénom, une date ou quelques mots à vous : bois gravé, textiles brodés, cartes imprimées et plus encore, fabriqués sur commande en Belgique.',
    },
  },
  'gift-cards': {
    en: {
      title: `Gift cards | ${SHOP_NAME}`,
      description:
        'Let them choose: gift cards for every budget, with a personal message, to spend on any handcrafted gift in our shop.',
    },
    nl: {
      title: `Cadeaubonnen | ${SHOP_NAME}`,
      description:
        'Laat hen kiezen: cadeaubonnen voor elk budget, met een persoonlijke boodschap, te besteden aan elk handgemaakt geschenk in onze winkel.',
    },
    fr: {
      title: `Cartes cadeaux | ${SHOP_NAME}`,
      description:
        "Laissez-les choisir : des cartes cadeaux pour tous les budgets, avec un message personnel, à utiliser pour n'importe quel cadeau artisanal de notre boutique.",
    },
  },
  seasonal: {
    en: {
      title: `Seasonal gifts | ${SHOP_NAME}`,
      description:
        'Gifts for the moments of the year: Christmas, Saint Nicholas, Mother’s and Father’s Day, autumn evenings and summer celebrations.',
    },
    nl: {
      title: `Seizoensgeschenken | ${SHOP_NAME}`,
      description:
        'Geschenken voor de momenten van het jaar: Kerstmis, Sinterklaas, Moeder- en Vaderdag, herfstavonden en zomerfeesten.',
    },
    fr: {
      title: `Cadeaux de saison | ${SHOP_NAME}`,
      description:
        "Des cadeaux pour les moments de l'année : Noël, Saint-Nicolas, fête des mères et des pères, soirées d'automne et fêtes d'été.",
    },
  },
};

/** Unknown paths and products that do not exist. */
export const NOT_FOUND_META: Localised<PageMeta> = {
  en: {
    title: `Page not found | ${SHOP_NAME}`,
    description: 'This page does not exist (any more). Our gifts are one click away.',
  },
  nl: {
    title: `Pagina niet gevonden | ${SHOP_NAME}`,
    description: 'Deze pagina bestaat niet (meer). Onze geschenken staan één klik verder.',
  },
  fr: {
    title: `Page introuvable | ${SHOP_NAME}`,
    description: "Cette page n'existe pas (ou plus). Nos cadeaux sont à un clic.",
  },
};

/** The title of a product page. */
export function productTitle(name: string): string {
  return `${name} | ${SHOP_NAME}`;
}

/** Open Graph locales of the three languages (a Belgian shop). */
export const OG_LOCALES: Localised<string> = { en: 'en_GB', nl: 'nl_BE', fr: 'fr_BE' };

/** The query parameter that gives each language its own URL (hreflang needs one per language). */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

/**
 * The address of a page in a language: English without the parameter, the others with
 * `?lang=`. `path` may carry a query of its own (`/products?category=seasonal`).
 */
export function localisedUrl(origin: string, path: string, language: Language): string {
  const url = new URL(path, origin);
  url.searchParams.delete(LANGUAGE_QUERY_PARAMETER);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_QUERY_PARAMETER, language);
  return url.toString();
}

export interface AlternateLink {
  /** A language code, or `x-default` for visitors of any other language. */
  hreflang: string;
  href: string;
}

/** The hreflang alternates of a page: one per language and x-default (English). */
export function alternateLinks(origin: string, path: string): AlternateLink[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      href: localisedUrl(origin, path, language),
    })),
    { hreflang: 'x-default', href: localisedUrl(origin, path, DEFAULT_LANGUAGE) },
  ];
}

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  pre_order: 'https://schema.org/PreOrder',
};

export interface ProductStructuredDataInput {
  name: string;
  /** Plain text. */
  description: string;
  /** The page's canonical address. */
  url: string;
  /** Absolute picture addresses. */
  images: string[];
  slug: string;
  /** Decimal string, two decimals, euros. */
  price: string;
  availability: Availability;
}

/** schema.org Product with its Offer, as search engines read it from JSON-LD. */
export function productStructuredData(input: ProductStructuredDataInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    sku: input.slug,
    url: input.url,
    ...(input.images.length > 0 ? { image: input.images } : {}),
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: input.price,
      priceCurrency: 'EUR',
      availability: SCHEMA_AVAILABILITY[input.availability],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
  };
}

/** Serialises JSON-LD for a `<script>` element: `<` is escaped so no `</script>` can end it. */
export function serializeStructuredData(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A page's head as both the server (first answer) and the storefront (while navigating)
 * write it.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own path (and query, e.g. a category) without `lang`; null: not indexable. */
  path: string | null;
  type: 'website' | 'product';
  /** Shared picture: an absolute URL or a path of this shop. */
  image?: { url: string; width: number | null; height: number | null; alt: string };
  /** Extra Open Graph properties, e.g. product:price:amount. */
  openGraph?: Record<string, string>;
  structuredData?: unknown;
}

/** One element of the head; every one carries `data-seo` so the storefront can replace it. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** A script's content. */
  text?: string;
}

export const HEAD_TAG_MARKER = 'data-seo';

/** The head elements of a page (its `<title>` aside), in a stable order. */
export function pageHeadTags(
  head: PageHead,
  language: Language,
  origin: string,
  indexable = head.path !== null,
): HeadTag[] {
  const tags: HeadTag[] = [];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    tags.push({ tag: 'meta', attributes: { [attribute]: key, content } });

  meta('name', 'description', head.description);
  if (!indexable) meta('name', 'robots', 'noindex');
  if (head.path !== null) {
    const canonical = localisedUrl(origin, head.path, language);
    tags.push({ tag: 'link', attributes: { rel: 'canonical', href: canonical } });
    for (const link of alternateLinks(origin, head.path)) {
      tags.push({
        tag: 'link',
        attributes: { rel: 'alternate', hreflang: link.hreflang, href: link.href },
      });
    }
    meta('property', 'og:url', canonical);
  }
  meta('property', 'og:site_name', SHOP_NAME);
  meta('property', 'og:type', head.type);
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:locale', OG_LOCALES[language]);
  for (const other of LANGUAGES) {
    if (other !== language) meta('property', 'og:locale:alternate', OG_LOCALES[other]);
  }
  if (head.image) {
    meta('property', 'og:image', new URL(head.image.url, origin).toString());
    if (head.image.width) meta('property', 'og:image:width', String(head.image.width));
    if (head.image.height) meta('property', 'og:image:height', String(head.image.height));
    meta('property', 'og:image:alt', head.image.alt);
    meta('name', 'twitter:card', 'summary_large_image');
  } else {
    meta('name', 'twitter:card', 'summary');
  }
  for (const [property, content] of Object.entries(head.openGraph ?? {})) {
    meta('property', property, content);
  }
  if (head.structuredData !== undefined) {
    tags.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: serializeStructuredData(head.structuredData),
    });
  }
  return tags;
}

/** Open Graph's words for availability (product:availability). */
const OPEN_GRAPH_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'in stock',
  out_of_stock: 'out of stock',
  pre_order: 'preorder',
};

/** The widest variant (link previews are shown large), or the original without variants. */
function previewPicture(image: Pick<ResponsiveImage, 'url' | 'width' | 'height' | 'variants'>) {
  const widest = image.variants.at(-1);
  if (!widest || !image.width || !image.height) {
    return { url: image.url, width: image.width, height: image.height };
  }
  return {
    url: widest.url,
    width: widest.width,
    height: Math.round((image.height * widest.width) / image.width),
  };
}

/** The head of /product/{slug}: name, summary, picture, price and a schema.org Product. */
export function productPageHead(
  product: ProductDetail,
  language: Language,
  origin: string,
): PageHead {
  const path = productPath(product.slug);
  const pictures = [
    ...(product.main_image ? [product.main_image] : []),
    ...product.carousel_images.map(({ image_url, alt_text, ...rest }) => ({
      ...rest,
      url: image_url,
      alt: alt_text,
    })),
  ];
  const first = pictures[0];
  return {
    title: productTitle(product.name),
    description: product.summary || PAGE_META.products[language].description,
    path,
    type: 'product',
    ...(first ? { image: { ...previewPicture(first), alt: first.alt } } : {}),
    openGraph: {
      'product:price:amount': product.price,
      'product:price:currency': 'EUR',
      'product:availability': OPEN_GRAPH_AVAILABILITY[product.availability],
    },
    structuredData: productStructuredData({
      name: product.name,
      description: product.summary,
      url: localisedUrl(origin, path, language),
      images: pictures.map((picture) => new URL(previewPicture(picture).url, origin).toString()),
      slug: product.slug,
      price: product.price,
      availability: product.availability,
    }),
  };
}
