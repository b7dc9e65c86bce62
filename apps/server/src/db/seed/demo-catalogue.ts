/**
 * The shop's demo catalogue: three categories and 29 products (two with options) in English, French and Dutch.
 *
 * Image files live in apps/server/seed-assets/products/ and are drawn by
 * apps/server/seed-assets/generate-images.mjs (run it from the repository root to recreate them).
 * Descriptions are small HTML using only <p>, <ul><li>, <strong> and <em>.
 */
import type { Availability, CategorySlug, VatCategory } from '@shop/contracts';

export interface LocalisedText {
  en: string;
  fr: string;
  nl: string;
}
export interface DemoImage {
  file: string;
  alt: LocalisedText;
} // file: name inside apps/server/seed-assets/products/
export interface DemoCategory {
  slug: CategorySlug;
  name: LocalisedText;
  position: number;
}
export interface DemoProduct {
  slug: string; // lowercase-kebab, unique, from the English name
  category: CategorySlug; // 'personalized' | 'gift-cards' | 'seasonal'
  price: string; // euros, two decimals, e.g. '24.90'
  availability: Availability; // 'in_stock' | 'out_of_stock' | 'pre_order'
  isAvailable: boolean; // true for in_stock and pre_order, false for out_of_stock
  name: LocalisedText;
  description: LocalisedText; // small HTML: <p>, <ul><li>, <strong>, <em> only
  mainImage: DemoImage;
  carousel: DemoImage[]; // [] for most products; 2 to 4 images for some
  /** Absent: not personalised. The label names the field on the product page and in the cart. */
  personalization?: DemoPersonalization;
  /** Units on hand; absent or null: made to order, never runs out (gift cards, workshop pieces). */
  stock?: number | null;
  /**
   * Absent: standard. Money gift cards are multi-purpose vouchers, outside VAT until redeemed
   * (zero); food is food. Workshop vouchers are single-purpose: standard when sold (ADR 0092).
   */
  vatCategory?: VatCategory;
  /** A money gift card (ADR 0039): paying for it issues a card. Workshop vouchers are not. */
  isGiftCard?: boolean;
  /**
   * The prices charged before today, oldest first, for the price history (ADR 0037). Absent:
   * the price, charged for the last 60 days.
   */
  priceHistory?: { price: string; daysAgo: number }[];
  /** On sale since `daysAgo` days at `price` (below the regular price), with no end date. */
  sale?: { price: string; daysAgo: number };
  /** Up to three options; every combination is one of `variants` (issue 29). */
  options?: DemoOption[];
  variants?: DemoVariant[];
}
/** An option and its values (ADR 0080); variants name values by their English text. */
export interface DemoOption {
  name: LocalisedText;
  values: LocalisedText[];
}
export interface DemoVariant {
  sku: string;
  /** One English value per option, in the options' order. */
  values: string[];
  /** Absent: the product's price. */
  price?: string;
  /** Absent or null: made to order. */
  stock?: number | null;
}
export interface DemoPersonalization {
  mode: 'optional' | 'required';
  label: LocalisedText;
  maxLength: number;
}

export const demoCategories: DemoCategory[] = [
  {
    slug: 'personalized',
    name: {
      en: 'Personalised gifts',
      fr: 'Cadeaux personnalisés',
      nl: 'Gepersonaliseerde geschenken',
    },
    position: 1,
  },
  {
    slug: 'gift-cards',
    name: { en: 'Gift cards', fr: 'Cartes cadeaux', nl: 'Cadeaubonnen' },
    position: 2,
  },
  {
    slug: 'seasonal',
    name: { en: 'Seasonal gifts', fr: 'Cadeaux de saison', nl: 'Seizoensgeschenken' },
    position: 3,
  },
];

export const demoProducts: DemoProduct[] = [
  // ───────────────────────────── Personalised gifts ─────────────────────────────
  {
    slug: 'engraved-oak-cutting-board',
    category: 'personalized',
    price: '49.90',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'required',
      label: {
        en: 'Name or short line to engrave',
        fr: 'Nom ou courte phrase à graver',
        nl: 'Naam of korte tekst om te graveren',
      },
      maxLength: 30,
    },
    name: {
      en: 'Engraved oak cutting board',
      fr: 'Planche à découper en chêne gravée',
      nl: 'Gegraveerde eikenhouten snijplank',
    },
    description: {
      en: '<p>A solid oak cutting board, oiled by hand with a food-safe finish and engraved with a family name, a first name or a short line of your choice. Made to order in our workshop and shipped within 1–3 business days.</p><ul><li>Solid European oak, approx. 40 × 25 × 2 cm</li><li>Engraving of up to 30 characters</li><li>Hand wash only, and give it a drop of oil now and then</li></ul>',
      fr: "<p>Une planche en chêne massif, huilée à la main avec une finition alimentaire et gravée d'un nom de famille, d'un prénom ou d'une courte phrase de votre choix. Fabriquée sur commande dans notre atelier et expédiée sous 1 à 3 jours ouvrables.</p><ul><li>Chêne européen massif, env. 40 × 25 × 2 cm</li><li>Gravure jusqu'à 30 caractères</li><li>Lavage à la main uniquement, et un peu d'huile de temps en temps</li></ul>",
      nl: '<p>Een snijplank in massief eikenhout, met de hand geolied met een voedselveilige afwerking en gegraveerd met een familienaam, een voornaam of een korte tekst naar keuze. Op bestelling gemaakt in ons atelier en verzonden binnen 1 à 3 werkdagen.</p><ul><li>Massief Europees eikenhout, ca. 40 × 25 × 2 cm</li><li>Gravure tot 30 tekens</li><li>Enkel met de hand afwassen en af en toe een beetje olie geven</li></ul>',
    },
    mainImage: {
      file: 'engraved-oak-cutting-board.webp',
      alt: {
        en: 'Oak cutting board engraved with the name Peeters',
        fr: 'Planche à découper en chêne gravée au nom de Peeters',
        nl: 'Eikenhouten snijplank gegraveerd met de naam Peeters',
      },
    },
    carousel: [
      {
        file: 'engraved-oak-cutting-board-1.webp',
        alt: {
          en: 'The engraved board on a kitchen table with a loaf of bread and a piece of cheese',
          fr: 'La planche gravée sur une table de cuisine avec une miche de pain et un morceau de fromage',
          nl: 'De gegraveerde plank op een keukentafel met een brood en een stuk kaas',
        },
      },
      {
        file: 'engraved-oak-cutting-board-2.webp',
        alt: {
          en: 'Close-up of the engraved lettering and the oak grain',
          fr: 'Gros plan sur la gravure et le veinage du chêne',
          nl: 'Close-up van de gegraveerde letters en de nerf van het eikenhout',
        },
      },
      {
        file: 'engraved-oak-cutting-board-3.webp',
        alt: {
          en: 'The cutting board wrapped in kraft paper with cotton twine and a gift tag',
          fr: 'La planche emballée dans du papier kraft avec une ficelle en coton et une étiquette cadeau',
          nl: 'De snijplank ingepakt in kraftpapier met katoenen touw en een cadeaulabel',
        },
      },
    ],
  },
  {
    slug: 'embroidered-baby-blanket-with-name',
    category: 'personalized',
    price: '54.90',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'required',
      label: { en: 'Name to embroider', fr: 'Prénom à broder', nl: 'Naam om te borduren' },
      maxLength: 20,
    },
    name: {
      en: 'Embroidered baby blanket with name',
      fr: 'Couverture bébé brodée au prénom',
      nl: 'Babydekentje met geborduurde naam',
    },
    description: {
      en: "<p>A soft knitted cotton blanket with your baby's name embroidered in the corner. A birth or christening gift that is kept long after the baby years.</p><ul><li>100% organic cotton, 75 × 100 cm</li><li>Sage, old pink, sand or light blue</li><li>Machine washable at 30 °C</li></ul><p>Each blanket is embroidered to order, so it cannot be returned.</p>",
      fr: "<p>Une douce couverture en coton tricoté, avec le prénom de bébé brodé dans le coin. Un cadeau de naissance ou de baptême que l'on garde bien au-delà des premières années.</p><ul><li>100 % coton bio, 75 × 100 cm</li><li>Vert sauge, vieux rose, sable ou bleu clair</li><li>Lavable en machine à 30 °C</li></ul><p>Chaque couverture est brodée sur commande et ne peut donc pas être retournée.</p>",
      nl: '<p>Een zacht gebreid katoenen dekentje met de naam van je kleintje in de hoek geborduurd. Een geboorte- of doopgeschenk dat nog lang na de babytijd bewaard wordt.</p><ul><li>100% biologisch katoen, 75 × 100 cm</li><li>Saliegroen, oudroze, zand of lichtblauw</li><li>Wasbaar in de machine op 30 °C</li></ul><p>Elk dekentje wordt op bestelling geborduurd en kan daarom niet teruggestuurd worden.</p>',
    },
    mainImage: {
      file: 'embroidered-baby-blanket-with-name.webp',
      alt: {
        en: 'Folded sage-green knitted baby blanket embroidered with the name Lina',
        fr: 'Couverture bébé tricotée vert sauge, pliée, brodée du prénom Lina',
        nl: 'Opgevouwen saliegroen gebreid babydekentje met de naam Lina geborduurd',
      },
    },
    carousel: [
      {
        file: 'embroidered-baby-blanket-with-name-1.webp',
        alt: {
          en: 'Close-up of the embroidered name on the knitted cotton',
          fr: 'Gros plan sur le prénom brodé sur le coton tricoté',
          nl: 'Close-up van de geborduurde naam op het gebreide katoen',
        },
      },
      {
        file: 'embroidered-baby-blanket-with-name-2.webp',
        alt: {
          en: 'Four folded blankets stacked in sage, old pink, sand and light blue',
          fr: 'Quatre couvertures pliées et empilées : vert sauge, vieux rose, sable et bleu clair',
          nl: 'Vier opgevouwen dekentjes op elkaar in saliegroen, oudroze, zand en lichtblauw',
        },
      },
      {
        file: 'embroidered-baby-blanket-with-name-3.webp',
        alt: {
          en: 'The blanket in an open gift box with tissue paper',
          fr: 'La couverture dans une boîte cadeau ouverte avec du papier de soie',
          nl: 'Het dekentje in een open geschenkdoos met zijdepapier',
        },
      },
    ],
  },
  {
    slug: 'custom-pet-portrait',
    category: 'personalized',
    price: '69.00',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'required',
      label: {
        en: "Your pet's name, written under the portrait",
        fr: 'Le nom de votre animal, écrit sous le portrait',
        nl: 'De naam van je huisdier, onder het portret',
      },
      maxLength: 20,
    },
    name: {
      en: 'Custom pet portrait',
      fr: 'Portrait personnalisé de votre animal',
      nl: 'Portret van je huisdier op maat',
    },
    description: {
      en: '<p>Send us a few photos of your dog, cat or rabbit and our illustrator draws a warm, hand-coloured portrait with its name underneath. You receive a digital proof by email before anything is printed.</p><ul><li>Printed on 300 g matte art paper, A4</li><li>Delivered in a light oak frame</li><li>Printed, framed and shipped within 1–3 business days after you approve the proof</li></ul>',
      fr: "<p>Envoyez-nous quelques photos de votre chien, chat ou lapin : notre illustratrice en fait un portrait chaleureux, colorié à la main, avec son nom en dessous. Vous recevez une épreuve numérique par e-mail avant l'impression.</p><ul><li>Imprimé sur papier d'art mat 300 g, format A4</li><li>Livré dans un cadre en chêne clair</li><li>Imprimé, encadré et expédié sous 1 à 3 jours ouvrables après validation de l'épreuve</li></ul>",
      nl: "<p>Stuur ons enkele foto's van je hond, kat of konijn en onze illustratrice tekent er een warm, met de hand ingekleurd portret van, met de naam eronder. Je krijgt eerst een digitale proef per e-mail voor we iets afdrukken.</p><ul><li>Gedrukt op 300 g mat kunstpapier, A4-formaat</li><li>Geleverd in een lichte eikenhouten kader</li><li>Gedrukt, ingekaderd en verzonden binnen 1 à 3 werkdagen nadat je de proef goedkeurt</li></ul>",
    },
    mainImage: {
      file: 'custom-pet-portrait.webp',
      alt: {
        en: 'Framed illustrated portrait of a brown and white dog named Moka',
        fr: "Portrait illustré et encadré d'un chien brun et blanc nommé Moka",
        nl: 'Ingekaderd geïllustreerd portret van een bruin-witte hond met de naam Moka',
      },
    },
    carousel: [],
  },
  {
    slug: 'personalised-leather-keyring',
    category: 'personalized',
    price: '19.90',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'required',
      label: {
        en: 'Initials or short name to stamp',
        fr: 'Initiales ou prénom court à marquer',
        nl: 'Initialen of korte naam om te stempelen',
      },
      maxLength: 12,
    },
    stock: 15,
    name: {
      en: 'Personalised leather keyring',
      fr: 'Porte-clés en cuir personnalisé',
      nl: 'Lederen sleutelhanger met initialen',
    },
    description: {
      en: '<p>A sturdy keyring in vegetable-tanned leather, stamped by hand with initials or a short name. The leather darkens beautifully with use, so it only gets better in a pocket.</p><ul><li>Cognac, dark brown or black leather</li><li>Up to 8 characters, in capitals</li><li>Solid brass split ring</li></ul>',
      fr: "<p>Un porte-clés robuste en cuir à tannage végétal, marqué à la main de vos initiales ou d'un prénom court. Le cuir prend une belle patine avec le temps : il ne fait que s'embellir au fond d'une poche.</p><ul><li>Cuir cognac, brun foncé ou noir</li><li>Jusqu'à 8 caractères, en majuscules</li><li>Anneau brisé en laiton massif</li></ul>",
      nl: '<p>Een stevige sleutelhanger in plantaardig gelooid leder, met de hand gestempeld met initialen of een korte naam. Het leder krijgt met de jaren een mooi patina en wordt alleen maar mooier in je broekzak.</p><ul><li>Cognac, donkerbruin of zwart leder</li><li>Tot 8 tekens, in hoofdletters</li><li>Sleutelring in massief messing</li></ul>',
    },
    mainImage: {
      file: 'personalised-leather-keyring.webp',
      alt: {
        en: 'Cognac leather keyring stamped with the initials L.M. on a brass ring with a key',
        fr: 'Porte-clés en cuir cognac marqué des initiales L.M., sur un anneau en laiton avec une clé',
        nl: 'Cognackleurige lederen sleutelhanger gestempeld met de initialen L.M., aan een messing ring met een sleutel',
      },
    },
    carousel: [],
  },
  {
    slug: 'engraved-name-necklace',
    category: 'personalized',
    price: '39.90',
    availability: 'out_of_stock',
    isAvailable: false,
    personalization: {
      mode: 'required',
      label: {
        en: 'Name or date to engrave',
        fr: 'Prénom ou date à graver',
        nl: 'Naam of datum om te graveren',
      },
      maxLength: 15,
    },
    stock: 0,
    name: {
      en: 'Engraved name necklace',
      fr: 'Collier prénom gravé',
      nl: 'Naamketting met gravure',
    },
    description: {
      en: '<p>A delicate sterling silver necklace with a round pendant engraved with a name or a meaningful date. Light enough to wear every day.</p><ul><li>Pendant 15 mm, chain 45 cm, adjustable to 42 cm</li><li>Engraving of up to 12 characters</li><li>Delivered in a linen pouch</li></ul><p><em>Sold out for now: a new batch of pendants is on its way.</em></p>',
      fr: "<p>Un collier délicat en argent massif avec un pendentif rond gravé d'un prénom ou d'une date qui compte. Assez léger pour être porté tous les jours.</p><ul><li>Pendentif de 15 mm, chaîne de 45 cm, réglable à 42 cm</li><li>Gravure jusqu'à 12 caractères</li><li>Livré dans une pochette en lin</li></ul><p><em>Épuisé pour le moment : une nouvelle série de pendentifs est en route.</em></p>",
      nl: '<p>Een fijne ketting in sterling zilver met een rond hangertje, gegraveerd met een naam of een bijzondere datum. Licht genoeg om elke dag te dragen.</p><ul><li>Hanger van 15 mm, ketting van 45 cm, verstelbaar tot 42 cm</li><li>Gravure tot 12 tekens</li><li>Geleverd in een linnen zakje</li></ul><p><em>Momenteel uitverkocht: er is een nieuwe reeks hangers onderweg.</em></p>',
    },
    mainImage: {
      file: 'engraved-name-necklace.webp',
      alt: {
        en: 'Silver necklace with a round pendant engraved with the name Emma, beside a linen pouch',
        fr: "Collier en argent avec un pendentif rond gravé du prénom Emma, à côté d'une pochette en lin",
        nl: 'Zilveren ketting met een rond hangertje gegraveerd met de naam Emma, naast een linnen zakje',
      },
    },
    carousel: [],
  },
  {
    slug: 'hand-thrown-mug-with-initials',
    category: 'personalized',
    price: '29.90',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'required',
      label: {
        en: 'Initials to paint',
        fr: 'Initiales à peindre',
        nl: 'Initialen om te schilderen',
      },
      maxLength: 4,
    },
    stock: 8,
    name: {
      en: 'Hand-thrown mug with initials',
      fr: 'Mug tourné à la main avec initiales',
      nl: 'Handgedraaide mok met initialen',
    },
    description: {
      en: '<p>Every mug is thrown on the wheel in our workshop, glazed in a soft speckled finish and marked with your initials before the final firing. No two are exactly alike.</p><ul><li>Stoneware, approx. 300 ml</li><li>Dishwasher and microwave safe</li><li>Glazes: oat, sea blue or moss green</li></ul>',
      fr: "<p>Chaque mug est tourné dans notre atelier, émaillé d'une douce finition mouchetée et marqué de vos initiales avant la dernière cuisson. Il n'y en a pas deux exactement pareils.</p><ul><li>Grès, env. 300 ml</li><li>Passe au lave-vaisselle et au micro-ondes</li><li>Émaux : avoine, bleu mer ou vert mousse</li></ul>",
      nl: '<p>Elke mok wordt in ons atelier op de draaischijf gedraaid, geglazuurd in een zachte gespikkelde afwerking en gemerkt met jouw initialen voor de laatste bakking. Geen twee zijn precies hetzelfde.</p><ul><li>Steengoed, ca. 300 ml</li><li>Geschikt voor vaatwasser en microgolfoven</li><li>Glazuur: haver, zeeblauw of mosgroen</li></ul>',
    },
    mainImage: {
      file: 'hand-thrown-mug-with-initials.webp',
      alt: {
        en: 'Speckled oat-coloured stoneware mug marked with the initials A.V.',
        fr: 'Mug en grès moucheté couleur avoine marqué des initiales A.V.',
        nl: 'Gespikkelde haverkleurige mok in steengoed met de initialen A.V.',
      },
    },
    carousel: [
      {
        file: 'hand-thrown-mug-with-initials-1.webp',
        alt: {
          en: 'Three mugs side by side in the oat, sea blue and moss green glazes',
          fr: 'Trois mugs côte à côte dans les émaux avoine, bleu mer et vert mousse',
          nl: 'Drie mokken naast elkaar in het glazuur haver, zeeblauw en mosgroen',
        },
      },
      {
        file: 'hand-thrown-mug-with-initials-2.webp',
        alt: {
          en: 'The sea blue mug filled with steaming coffee',
          fr: 'Le mug bleu mer rempli de café fumant',
          nl: 'De zeeblauwe mok gevuld met dampende koffie',
        },
      },
      {
        file: 'hand-thrown-mug-with-initials-3.webp',
        alt: {
          en: 'The mug beside its gift box with a ribbon',
          fr: 'Le mug à côté de sa boîte cadeau avec un ruban',
          nl: 'De mok naast zijn geschenkdoos met een lint',
        },
      },
    ],
  },
  {
    slug: 'personalised-star-map-print',
    category: 'personalized',
    price: '34.90',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'required',
      label: {
        en: 'Date, place and a short dedication',
        fr: 'Date, lieu et une courte dédicace',
        nl: 'Datum, plaats en een korte opdracht',
      },
      maxLength: 80,
    },
    name: {
      en: 'Personalised star map print',
      fr: 'Carte du ciel étoilé personnalisée',
      nl: 'Sterrenkaart op maat',
    },
    description: {
      en: '<p>The night sky exactly as it was above one place on a date that matters: a birth, a first date, a wedding. We add the place, the date and a short line of your choice.</p><ul><li>Printed on 250 g matte paper, 30 × 40 cm</li><li>Night blue or cream background</li><li>Delivered rolled in a sturdy tube, frame not included</li></ul>',
      fr: "<p>Le ciel étoilé tel qu'il était au-dessus d'un lieu, à une date qui compte : une naissance, un premier rendez-vous, un mariage. Nous ajoutons le lieu, la date et une courte phrase de votre choix.</p><ul><li>Imprimée sur papier mat 250 g, 30 × 40 cm</li><li>Fond bleu nuit ou crème</li><li>Livrée roulée dans un tube solide, sans cadre</li></ul>",
      nl: '<p>De sterrenhemel precies zoals hij stond boven één plek, op een datum die ertoe doet: een geboorte, een eerste date, een huwelijk. Wij voegen de plaats, de datum en een korte tekst naar keuze toe.</p><ul><li>Gedrukt op 250 g mat papier, 30 × 40 cm</li><li>Nachtblauwe of crèmekleurige achtergrond</li><li>Opgerold geleverd in een stevige koker, zonder kader</li></ul>',
    },
    mainImage: {
      file: 'personalised-star-map-print.webp',
      alt: {
        en: 'Framed night-blue star map of Ghent dated 14 June 2019, hanging above a sideboard',
        fr: "Carte du ciel bleu nuit de Gand datée du 14 juin 2019, encadrée au-dessus d'un buffet",
        nl: 'Ingekaderde nachtblauwe sterrenkaart van Gent van 14 juni 2019 boven een dressoir',
      },
    },
    carousel: [
      {
        file: 'personalised-star-map-print-1.webp',
        alt: {
          en: 'Close-up of the stars and constellations on the print',
          fr: 'Gros plan sur les étoiles et les constellations de la carte',
          nl: 'Close-up van de sterren en sterrenbeelden op de kaart',
        },
      },
      {
        file: 'personalised-star-map-print-2.webp',
        alt: {
          en: 'The cream version of the star map leaning against a wall',
          fr: 'La version crème de la carte du ciel posée contre un mur',
          nl: 'De crèmekleurige versie van de sterrenkaart tegen een muur',
        },
      },
    ],
  },
  {
    slug: 'engraved-wooden-wine-box',
    category: 'personalized',
    price: '44.90',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'optional',
      label: {
        en: 'Names, date or a few words to engrave',
        fr: 'Noms, date ou quelques mots à graver',
        nl: 'Namen, datum of enkele woorden om te graveren',
      },
      maxLength: 40,
    },
    stock: 6,
    name: {
      en: 'Engraved wooden wine box',
      fr: 'Caisse à vin en bois gravée',
      nl: 'Gegraveerde houten wijnkist',
    },
    description: {
      en: '<p>A pine wine box with a sliding lid, engraved with two names, a date or a few words of your own. A lovely way to give a good bottle at a wedding, an anniversary or a retirement party.</p><ul><li>Pine wood, fits one 75 cl bottle</li><li>Engraving of up to three short lines</li><li>Bottle not included</li></ul>',
      fr: "<p>Une caisse à vin en pin avec couvercle coulissant, gravée de deux prénoms, d'une date ou de quelques mots à vous. Une belle façon d'offrir une bonne bouteille pour un mariage, un anniversaire de mariage ou un départ à la retraite.</p><ul><li>Bois de pin, pour une bouteille de 75 cl</li><li>Gravure de trois lignes courtes maximum</li><li>Bouteille non comprise</li></ul>",
      nl: '<p>Een wijnkistje in grenenhout met een schuifdeksel, gegraveerd met twee namen, een datum of een paar woorden van jezelf. Een mooie manier om een goede fles te schenken op een huwelijk, een jubileum of een pensioenfeest.</p><ul><li>Grenenhout, voor één fles van 75 cl</li><li>Gravure van maximaal drie korte regels</li><li>Fles niet inbegrepen</li></ul>',
    },
    mainImage: {
      file: 'engraved-wooden-wine-box.webp',
      alt: {
        en: 'Pine wine box engraved with Sarah & Tom and a date, next to a glass of red wine',
        fr: 'Caisse à vin en pin gravée « Sarah & Tom » et une date, à côté d’un verre de vin rouge',
        nl: "Grenen wijnkistje gegraveerd met 'Sarah & Tom' en een datum, naast een glas rode wijn",
      },
    },
    carousel: [],
  },
  {
    slug: 'childrens-wooden-name-puzzle',
    category: 'personalized',
    price: '32.50',
    availability: 'pre_order',
    isAvailable: true,
    personalization: {
      mode: 'required',
      label: { en: "Child's first name", fr: "Prénom de l'enfant", nl: 'Voornaam van het kind' },
      maxLength: 10,
    },
    name: {
      en: "Children's wooden name puzzle",
      fr: 'Puzzle prénom en bois pour enfant',
      nl: 'Houten naampuzzel voor kinderen',
    },
    description: {
      en: "<p>Chunky, colourful wooden letters that spell your child's name, each one a puzzle piece with a little knob to lift it out. A playful first step towards recognising letters.</p><ul><li>Beech wood and child-safe, water-based paint</li><li>Up to 10 letters</li><li>From 18 months</li></ul><p><strong>Pre-order:</strong> our next batch is being cut, and your puzzle ships as soon as it leaves the workshop.</p>",
      fr: "<p>De grosses lettres en bois colorées qui forment le prénom de votre enfant, chacune étant une pièce de puzzle avec un petit bouton pour la soulever. Une première approche ludique des lettres.</p><ul><li>Bois de hêtre et peinture à l'eau sans danger pour les enfants</li><li>Jusqu'à 10 lettres</li><li>Dès 18 mois</li></ul><p><strong>Précommande :</strong> notre prochaine série est en cours de découpe et votre puzzle sera expédié dès sa sortie de l'atelier.</p>",
      nl: '<p>Stevige, kleurrijke houten letters die de naam van je kind vormen, elk een puzzelstuk met een knopje om het eruit te halen. Een speelse eerste kennismaking met letters.</p><ul><li>Beukenhout en kindveilige verf op waterbasis</li><li>Tot 10 letters</li><li>Vanaf 18 maanden</li></ul><p><strong>Voorbestelling:</strong> onze volgende reeks wordt nu gezaagd, en je puzzel vertrekt zodra hij het atelier verlaat.</p>',
    },
    mainImage: {
      file: 'childrens-wooden-name-puzzle.webp',
      alt: {
        en: 'Wooden name puzzle spelling NOAH in colourful letters, with the H lifted out',
        fr: 'Puzzle prénom en bois formant NOAH en lettres colorées, le H posé à côté',
        nl: 'Houten naampuzzel met de naam NOAH in kleurige letters, met de H ernaast',
      },
    },
    carousel: [],
  },

  // ───────────────────────────────── Gift cards ─────────────────────────────────
  {
    slug: 'gift-card-25',
    vatCategory: 'zero',
    isGiftCard: true,
    category: 'gift-cards',
    price: '25.00',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'optional',
      label: { en: 'Message on the card', fr: 'Message sur la carte', nl: 'Boodschap op de kaart' },
      maxLength: 120,
    },
    name: { en: 'Gift card €25', fr: 'Carte cadeau 25 €', nl: 'Cadeaubon € 25' },
    description: {
      en: '<p>Not sure what to choose? Let them pick their own favourite. Our gift card can be used on the whole shop, across several orders, for two years.</p><ul><li>Mailed to you with its code and a PDF to print, or to the recipient on the day you choose</li><li>Valid for two years from purchase</li><li>Room for your own handwritten message</li></ul>',
      fr: "<p>Vous hésitez ? Laissez-les choisir eux-mêmes. Notre carte cadeau est valable sur toute la boutique, en une ou plusieurs commandes, pendant deux ans.</p><ul><li>Envoyée par e-mail avec son code et un PDF à imprimer, à vous ou au destinataire le jour de votre choix</li><li>Valable deux ans à partir de l'achat</li><li>Un espace pour votre petit mot écrit à la main</li></ul>",
      nl: '<p>Twijfel je? Laat hen zelf kiezen. Onze cadeaubon geldt in de hele winkel, over meerdere bestellingen heen, twee jaar lang.</p><ul><li>Gemaild met de code en een pdf om af te drukken, naar jou of naar de ontvanger op de dag die je kiest</li><li>Twee jaar geldig vanaf de aankoop</li><li>Met ruimte voor je eigen handgeschreven boodschap</li></ul>',
    },
    mainImage: {
      file: 'gift-card-25.webp',
      alt: {
        en: 'Sage-green €25 gift card with a ribbon, on a kraft envelope',
        fr: 'Carte cadeau de 25 € vert sauge avec un ruban, sur une enveloppe kraft',
        nl: 'Saliegroene cadeaubon van € 25 met een lint, op een kraft envelop',
      },
    },
    carousel: [],
  },
  {
    slug: 'gift-card-50',
    vatCategory: 'zero',
    isGiftCard: true,
    category: 'gift-cards',
    price: '50.00',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'optional',
      label: { en: 'Message on the card', fr: 'Message sur la carte', nl: 'Boodschap op de kaart' },
      maxLength: 120,
    },
    name: { en: 'Gift card €50', fr: 'Carte cadeau 50 €', nl: 'Cadeaubon € 50' },
    description: {
      en: '<p>Our most popular gift card: enough for a personalised mug and a candle, or for an engraved board. It can be used on the whole shop for two years.</p><ul><li>Mailed to you with its code and a PDF to print, or to the recipient on the day you choose</li><li>Valid for two years, also across several orders</li></ul>',
      fr: "<p>Notre carte cadeau la plus demandée : de quoi s'offrir un mug personnalisé et une bougie, ou une planche gravée. Elle est valable sur toute la boutique pendant deux ans.</p><ul><li>Envoyée par e-mail avec son code et un PDF à imprimer, à vous ou au destinataire le jour de votre choix</li><li>Valable deux ans, aussi en plusieurs commandes</li></ul>",
      nl: '<p>Onze populairste cadeaubon: genoeg voor een mok met initialen en een kaars, of voor een gegraveerde snijplank. Twee jaar lang geldig in de hele winkel.</p><ul><li>Gemaild met de code en een pdf om af te drukken, naar jou of naar de ontvanger op de dag die je kiest</li><li>Twee jaar geldig, ook over meerdere bestellingen</li></ul>',
    },
    mainImage: {
      file: 'gift-card-50.webp',
      alt: {
        en: 'Terracotta €50 gift card with a cream ribbon, on a kraft envelope',
        fr: 'Carte cadeau de 50 € couleur terracotta avec un ruban crème, sur une enveloppe kraft',
        nl: 'Terracotta cadeaubon van € 50 met een crèmekleurig lint, op een kraft envelop',
      },
    },
    carousel: [],
  },
  {
    slug: 'gift-card-100',
    vatCategory: 'zero',
    isGiftCard: true,
    category: 'gift-cards',
    price: '100.00',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'optional',
      label: { en: 'Message on the card', fr: 'Message sur la carte', nl: 'Boodschap op de kaart' },
      maxLength: 120,
    },
    name: { en: 'Gift card €100', fr: 'Carte cadeau 100 €', nl: 'Cadeaubon € 100' },
    description: {
      en: '<p>For the big moments: a wedding, a new home, a retirement. The recipient chooses exactly what they like from our personalised and handcrafted gifts, or books a workshop.</p><ul><li>Mailed to you with its code and a PDF to print, or to the recipient on the day you choose</li><li>Valid for two years, also across several orders</li></ul>',
      fr: '<p>Pour les grandes occasions : un mariage, une crémaillère, un départ à la retraite. La personne choisit exactement ce qui lui plaît parmi nos cadeaux personnalisés et artisanaux, ou réserve un atelier.</p><ul><li>Envoyée par e-mail avec son code et un PDF à imprimer, à vous ou au destinataire le jour de votre choix</li><li>Valable deux ans, aussi en plusieurs commandes</li></ul>',
      nl: '<p>Voor de grote momenten: een huwelijk, een nieuwe woning, een pensioen. De ontvanger kiest precies wat hij of zij mooi vindt uit onze gepersonaliseerde en handgemaakte geschenken, of boekt een workshop.</p><ul><li>Gemaild met de code en een pdf om af te drukken, naar jou of naar de ontvanger op de dag die je kiest</li><li>Twee jaar geldig, ook over meerdere bestellingen</li></ul>',
    },
    mainImage: {
      file: 'gift-card-100.webp',
      alt: {
        en: 'Night-blue €100 gift card with gold lettering and a gold ribbon',
        fr: 'Carte cadeau de 100 € bleu nuit à lettres dorées avec un ruban doré',
        nl: 'Nachtblauwe cadeaubon van € 100 met gouden letters en een gouden lint',
      },
    },
    carousel: [],
  },
  {
    slug: 'wood-engraving-workshop-voucher',
    category: 'gift-cards',
    price: '65.00',
    availability: 'in_stock',
    isAvailable: true,
    name: {
      en: 'Wood engraving workshop voucher',
      fr: 'Bon pour un atelier de gravure sur bois',
      nl: 'Bon voor een workshop houtgraveren',
    },
    description: {
      en: '<p>A three-hour hands-on session in our workshop: design your own serving board and engrave it with a pyrography pen, guided by our maker. Coffee and something sweet included. Small groups of up to six people.</p><ul><li>For one person, board and materials included</li><li>Saturday mornings, date chosen after purchase</li><li>Valid for 12 months</li></ul>',
      fr: "<p>Une séance pratique de trois heures dans notre atelier : dessinez votre propre planche de service et gravez-la au pyrograveur, guidé par notre artisan. Café et petite douceur compris. Petits groupes de six personnes maximum.</p><ul><li>Pour une personne, planche et matériel compris</li><li>Le samedi matin, date à choisir après l'achat</li><li>Valable 12 mois</li></ul>",
      nl: '<p>Een praktische sessie van drie uur in ons atelier: ontwerp je eigen serveerplank en graveer ze met een brandpen, onder begeleiding van onze maker. Koffie en iets lekkers inbegrepen. Kleine groepjes van maximaal zes personen.</p><ul><li>Voor één persoon, plank en materiaal inbegrepen</li><li>Op zaterdagvoormiddag, datum te kiezen na aankoop</li><li>12 maanden geldig</li></ul>',
    },
    mainImage: {
      file: 'wood-engraving-workshop-voucher.webp',
      alt: {
        en: 'Workshop voucher with a drawing of a pyrography pen engraving a wooden board',
        fr: "Bon d'atelier illustré d'un pyrograveur qui grave une planche en bois",
        nl: 'Workshopbon met een tekening van een brandpen die een houten plank graveert',
      },
    },
    carousel: [],
  },
  {
    slug: 'pottery-workshop-voucher-for-two',
    category: 'gift-cards',
    price: '89.00',
    availability: 'pre_order',
    isAvailable: true,
    name: {
      en: 'Pottery workshop voucher for two',
      fr: 'Bon atelier poterie pour deux',
      nl: 'Bon voor een pottenbakworkshop voor twee',
    },
    description: {
      en: '<p>An evening at the wheel for two: learn to centre the clay, throw a bowl or a cup and give it your own shape. We glaze and fire your pieces, and you pick them up about three weeks later.</p><p><strong>Pre-order:</strong> the dates for the new season are being planned. Order now and we send your voucher as soon as the calendar is published.</p>',
      fr: '<p>Une soirée au tour pour deux : apprenez à centrer la terre, à tourner un bol ou une tasse et à lui donner votre propre forme. Nous émaillons et cuisons vos pièces, que vous venez rechercher environ trois semaines plus tard.</p><p><strong>Précommande :</strong> les dates de la nouvelle saison sont en préparation. Commandez dès maintenant et nous vous envoyons votre bon dès que le calendrier est publié.</p>',
      nl: '<p>Een avond aan de draaischijf voor twee: leer de klei centreren, draai een kom of een kopje en geef het je eigen vorm. Wij glazuren en bakken jullie stukken, die je zowat drie weken later komt ophalen.</p><p><strong>Voorbestelling:</strong> de data voor het nieuwe seizoen worden nog gepland. Bestel nu en we sturen je bon zodra de kalender bekend is.</p>',
    },
    mainImage: {
      file: 'pottery-workshop-voucher-for-two.webp',
      alt: {
        en: 'Workshop voucher for two with a drawing of a clay vase on a potter’s wheel',
        fr: "Bon d'atelier pour deux illustré d'un vase en argile sur un tour de potier",
        nl: 'Workshopbon voor twee met een tekening van een vaas op een draaischijf',
      },
    },
    carousel: [],
  },
  {
    slug: 'candle-making-workshop-voucher',
    category: 'gift-cards',
    price: '55.00',
    availability: 'out_of_stock',
    isAvailable: false,
    name: {
      en: 'Candle-making workshop voucher',
      fr: 'Bon atelier création de bougies',
      nl: 'Bon voor een workshop kaarsen maken',
    },
    description: {
      en: '<p>Two cosy hours in which you pour three soy wax candles, choose their scents and design your own labels. You take everything home the same day.</p><ul><li>For one person, all materials included</li><li>Valid for 12 months</li></ul><p><em>All sessions of this season are fully booked. New dates will follow soon.</em></p>',
      fr: '<p>Deux heures bien au chaud pendant lesquelles vous coulez trois bougies en cire de soja, choisissez leurs parfums et créez vos propres étiquettes. Vous repartez avec le tout le jour même.</p><ul><li>Pour une personne, tout le matériel compris</li><li>Valable 12 mois</li></ul><p><em>Toutes les séances de cette saison sont complètes. De nouvelles dates suivront bientôt.</em></p>',
      nl: '<p>Twee gezellige uurtjes waarin je drie kaarsen in sojawas giet, hun geur kiest en je eigen etiketten ontwerpt. Je neemt alles dezelfde dag nog mee naar huis.</p><ul><li>Voor één persoon, alle materiaal inbegrepen</li><li>12 maanden geldig</li></ul><p><em>Alle sessies van dit seizoen zijn volzet. Nieuwe data volgen binnenkort.</em></p>',
    },
    mainImage: {
      file: 'candle-making-workshop-voucher.webp',
      alt: {
        en: 'Workshop voucher with a drawing of two lit candles',
        fr: "Bon d'atelier illustré de deux bougies allumées",
        nl: 'Workshopbon met een tekening van twee brandende kaarsen',
      },
    },
    carousel: [],
  },
  {
    slug: 'build-your-own-gift-box-card',
    category: 'gift-cards',
    price: '39.00',
    availability: 'in_stock',
    isAvailable: true,
    name: {
      en: 'Build-your-own gift box card',
      fr: 'Carte coffret cadeau à composer',
      nl: 'Kaart voor een zelf samengestelde geschenkdoos',
    },
    description: {
      en: '<p>A card that comes with a promise: the recipient chooses three small gifts from our selection, such as a candle, a mug with initials, a keyring or Belgian chocolates, and we pack them in our gift box with tissue paper and a ribbon.</p><ul><li>Three items from a list of twelve</li><li>Gift box and delivery within Belgium included</li><li>Valid for 12 months</li></ul>',
      fr: '<p>Une carte qui tient sa promesse : la personne choisit trois petits cadeaux dans notre sélection, comme une bougie, un mug à ses initiales, un porte-clés ou des chocolats belges, et nous les emballons dans notre boîte cadeau avec papier de soie et ruban.</p><ul><li>Trois articles parmi une liste de douze</li><li>Boîte cadeau et livraison en Belgique comprises</li><li>Valable 12 mois</li></ul>',
      nl: '<p>Een kaart met een belofte: de ontvanger kiest drie kleine geschenken uit onze selectie, zoals een kaars, een mok met initialen, een sleutelhanger of Belgische pralines, en wij pakken ze in onze geschenkdoos in, met zijdepapier en een lint.</p><ul><li>Drie items uit een lijst van twaalf</li><li>Geschenkdoos en levering in België inbegrepen</li><li>12 maanden geldig</li></ul>',
    },
    mainImage: {
      file: 'build-your-own-gift-box-card.webp',
      alt: {
        en: 'Gift box card showing a drawing of a wrapped box, with its envelope',
        fr: "Carte coffret cadeau illustrée d'une boîte emballée, avec son enveloppe",
        nl: 'Kaart met een tekening van een ingepakte geschenkdoos, met de envelop',
      },
    },
    carousel: [
      {
        file: 'build-your-own-gift-box-card-1.webp',
        alt: {
          en: 'An open gift box with tissue paper, a mug, a candle and a leather keyring',
          fr: 'Une boîte cadeau ouverte avec du papier de soie, un mug, une bougie et un porte-clés en cuir',
          nl: 'Een open geschenkdoos met zijdepapier, een mok, een kaars en een lederen sleutelhanger',
        },
      },
      {
        file: 'build-your-own-gift-box-card-2.webp',
        alt: {
          en: 'The closed gift box tied with a wide ribbon and a bow',
          fr: 'La boîte cadeau fermée avec un large ruban et un nœud',
          nl: 'De gesloten geschenkdoos met een breed lint en een strik',
        },
      },
      {
        file: 'build-your-own-gift-box-card-3.webp',
        alt: {
          en: 'A stack of three gift boxes in different colours',
          fr: 'Une pile de trois boîtes cadeaux de couleurs différentes',
          nl: 'Een stapel van drie geschenkdozen in verschillende kleuren',
        },
      },
    ],
  },
  {
    slug: 'end-of-school-year-gift-card-15',
    vatCategory: 'zero',
    isGiftCard: true,
    category: 'gift-cards',
    price: '15.00',
    availability: 'in_stock',
    isAvailable: true,
    name: {
      en: 'End-of-school-year gift card €15',
      fr: "Carte cadeau de fin d'année scolaire 15 €",
      nl: 'Cadeaubon voor de juf of meester € 15',
    },
    description: {
      en: '<p>A small thank-you for a teacher who made the year special. The card has a cheerful drawing and space for a few words or a drawing by your child. Shipped within 1–3 business days, just in time for the last day of school.</p>',
      fr: "<p>Un petit merci pour l'institutrice ou l'instituteur qui a rendu l'année inoubliable. La carte est joliment illustrée et laisse de la place pour quelques mots ou un dessin de votre enfant. Expédiée sous 1 à 3 jours ouvrables, juste à temps pour le dernier jour d'école.</p>",
      nl: '<p>Een kleine bedanking voor de juf of meester die van het schooljaar iets bijzonders maakte. De kaart heeft een vrolijke tekening en ruimte voor een paar woordjes of een tekening van je kind. Verzonden binnen 1 à 3 werkdagen, net op tijd voor de laatste schooldag.</p>',
    },
    mainImage: {
      file: 'end-of-school-year-gift-card-15.webp',
      alt: {
        en: 'Yellow €15 gift card with a drawing of an apple and a pencil',
        fr: "Carte cadeau jaune de 15 € illustrée d'une pomme et d'un crayon",
        nl: 'Gele cadeaubon van € 15 met een tekening van een appel en een potlood',
      },
    },
    carousel: [],
  },
  {
    slug: 'wedding-gift-card-75',
    vatCategory: 'zero',
    isGiftCard: true,
    category: 'gift-cards',
    price: '75.00',
    availability: 'in_stock',
    isAvailable: true,
    name: {
      en: 'Wedding gift card €75',
      fr: 'Carte cadeau mariage 75 €',
      nl: 'Cadeaubon huwelijk € 75',
    },
    description: {
      en: '<p>A gift card for the newlyweds, printed on thick cotton paper with two golden rings and sealed in a white envelope. They can choose an engraved wine box, a star map of their wedding night or anything else in the shop.</p><ul><li>Valid for two years, also across several orders</li><li>Mailed to you with its code and a PDF to print, or to the couple on the day you choose</li></ul>',
      fr: '<p>Une carte cadeau pour les jeunes mariés, imprimée sur un épais papier coton orné de deux alliances dorées et glissée dans une enveloppe blanche. Ils pourront choisir une caisse à vin gravée, la carte du ciel de leur nuit de noces ou tout autre article de la boutique.</p><ul><li>Valable deux ans, aussi en plusieurs commandes</li><li>Envoyée par e-mail avec son code et un PDF à imprimer, à vous ou aux mariés le jour de votre choix</li></ul>',
      nl: '<p>Een cadeaubon voor het bruidspaar, gedrukt op dik katoenpapier met twee gouden ringen en in een witte envelop gestoken. Ze kunnen er een gegraveerde wijnkist mee kiezen, een sterrenkaart van hun huwelijksnacht of iets anders uit de winkel.</p><ul><li>Twee jaar geldig, ook over meerdere bestellingen</li><li>Gemaild met de code en een pdf om af te drukken, naar jou of naar het bruidspaar op de dag die je kiest</li></ul>',
    },
    mainImage: {
      file: 'wedding-gift-card-75.webp',
      alt: {
        en: 'Cream €75 wedding gift card with two golden rings and a white envelope',
        fr: 'Carte cadeau mariage de 75 € crème avec deux alliances dorées et une enveloppe blanche',
        nl: 'Crèmekleurige huwelijkscadeaubon van € 75 met twee gouden ringen en een witte envelop',
      },
    },
    carousel: [],
  },

  // ─────────────────────────────── Seasonal gifts ───────────────────────────────
  {
    slug: 'wooden-advent-calendar-with-name',
    category: 'seasonal',
    price: '79.00',
    // An earlier reduction to 69.00 three weeks ago is the reference of today's sale.
    priceHistory: [
      { price: '79.00', daysAgo: 120 },
      { price: '69.00', daysAgo: 22 },
      { price: '79.00', daysAgo: 15 },
    ],
    sale: { price: '64.00', daysAgo: 2 },
    availability: 'pre_order',
    isAvailable: true,
    personalization: {
      mode: 'required',
      label: { en: 'Name to engrave', fr: 'Nom à graver', nl: 'Naam om te graveren' },
      maxLength: 20,
    },
    stock: 5,
    name: {
      en: 'Wooden Advent calendar with name',
      fr: "Calendrier de l'Avent en bois personnalisé",
      nl: 'Houten adventskalender met naam',
    },
    description: {
      en: '<p>A little wooden house with 24 drawers to fill yourself, year after year, with the name of your choice engraved in the roof. It quickly becomes part of the family’s Christmas traditions.</p><ul><li>Birch plywood with painted drawer fronts, 42 × 50 cm</li><li>Drawers of 6 × 8 × 5 cm, big enough for a chocolate or a small toy</li><li>Name of up to 12 characters</li></ul><p><strong>Pre-order:</strong> calendars are shipped from early November, in time for 1 December.</p>',
      fr: '<p>Une petite maison en bois avec 24 tiroirs à remplir vous-même, année après année, et le prénom de votre choix gravé dans le toit. Elle devient vite une tradition de Noël en famille.</p><ul><li>Contreplaqué de bouleau et façades de tiroirs peintes, 42 × 50 cm</li><li>Tiroirs de 6 × 8 × 5 cm, assez grands pour un chocolat ou un petit jouet</li><li>Prénom de 12 caractères maximum</li></ul><p><strong>Précommande :</strong> les calendriers sont expédiés dès début novembre, à temps pour le 1er décembre.</p>',
      nl: '<p>Een houten huisje met 24 schuifjes om zelf te vullen, jaar na jaar, met de naam van je keuze in het dak gegraveerd. Het wordt al snel een vaste kersttraditie in huis.</p><ul><li>Berkenmultiplex met geverfde schuifjes, 42 × 50 cm</li><li>Schuifjes van 6 × 8 × 5 cm, groot genoeg voor een chocolaatje of een klein speeltje</li><li>Naam van maximaal 12 tekens</li></ul><p><strong>Voorbestelling:</strong> de kalenders worden verzonden vanaf begin november, op tijd voor 1 december.</p>',
    },
    mainImage: {
      file: 'wooden-advent-calendar-with-name.webp',
      alt: {
        en: 'Wooden house-shaped Advent calendar with 24 numbered drawers and the name Lou in the roof',
        fr: "Calendrier de l'Avent en bois en forme de maison avec 24 tiroirs numérotés et le prénom Lou dans le toit",
        nl: 'Houten adventskalender in de vorm van een huisje met 24 genummerde schuifjes en de naam Lou in het dak',
      },
    },
    carousel: [
      {
        file: 'wooden-advent-calendar-with-name-1.webp',
        alt: {
          en: 'Close-up of the numbered drawers, one open with a chocolate inside',
          fr: 'Gros plan sur les tiroirs numérotés, dont un ouvert avec un chocolat',
          nl: 'Close-up van de genummerde schuifjes, eentje open met een chocolaatje erin',
        },
      },
      {
        file: 'wooden-advent-calendar-with-name-2.webp',
        alt: {
          en: 'The Advent calendar with fairy lights and pine branches on a dark green wall',
          fr: "Le calendrier de l'Avent avec une guirlande lumineuse et des branches de sapin sur un mur vert foncé",
          nl: 'De adventskalender met lichtjes en dennentakken tegen een donkergroene muur',
        },
      },
      {
        file: 'wooden-advent-calendar-with-name-3.webp',
        alt: {
          en: 'Close-up of the name engraved in the roof of the calendar',
          fr: 'Gros plan sur le prénom gravé dans le toit du calendrier',
          nl: 'Close-up van de naam gegraveerd in het dak van de kalender',
        },
      },
    ],
  },
  {
    slug: 'christmas-bauble-with-name',
    category: 'seasonal',
    price: '14.90',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'required',
      label: { en: 'Name to write', fr: 'Prénom à écrire', nl: 'Naam om te schrijven' },
      maxLength: 16,
    },
    stock: 25,
    name: {
      en: 'Christmas bauble with name',
      fr: 'Boule de Noël personnalisée',
      nl: 'Kerstbal met naam',
    },
    description: {
      en: "<p>A glass Christmas bauble with a name written by hand in white, and a fine golden line around it. Lovely for a baby's first Christmas, or one for every member of the family.</p><ul><li>Glass, 8 cm diameter, with velvet ribbon</li><li>Deep red, forest green or midnight blue</li><li>Packed in a small gift box</li></ul>",
      fr: '<p>Une boule de Noël en verre avec un prénom écrit à la main en blanc et un fin liseré doré. Parfaite pour le premier Noël de bébé, ou une pour chaque membre de la famille.</p><ul><li>Verre, 8 cm de diamètre, avec ruban en velours</li><li>Rouge profond, vert sapin ou bleu minuit</li><li>Emballée dans une petite boîte cadeau</li></ul>',
      nl: '<p>Een glazen kerstbal met een naam die met de hand in het wit geschreven wordt, en een fijn gouden lijntje errond. Leuk voor de eerste kerst van een baby, of één voor elk gezinslid.</p><ul><li>Glas, 8 cm doorsnede, met fluwelen lint</li><li>Dieprood, dennengroen of middernachtblauw</li><li>Verpakt in een klein geschenkdoosje</li></ul>',
    },
    mainImage: {
      file: 'christmas-bauble-with-name.webp',
      alt: {
        en: 'Deep red glass Christmas bauble with the name Louise written in white',
        fr: 'Boule de Noël en verre rouge profond avec le prénom Louise écrit en blanc',
        nl: 'Dieprode glazen kerstbal met de naam Louise in het wit geschreven',
      },
    },
    carousel: [
      {
        file: 'christmas-bauble-with-name-1.webp',
        alt: {
          en: 'Three personalised baubles in red, green and midnight blue',
          fr: 'Trois boules personnalisées en rouge, vert et bleu minuit',
          nl: 'Drie kerstballen met naam in rood, groen en middernachtblauw',
        },
      },
      {
        file: 'christmas-bauble-with-name-2.webp',
        alt: {
          en: 'A midnight blue bauble hanging from a pine branch among soft lights',
          fr: 'Une boule bleu minuit suspendue à une branche de sapin parmi des lumières douces',
          nl: 'Een middernachtblauwe kerstbal aan een dennentak tussen zachte lichtjes',
        },
      },
      {
        file: 'christmas-bauble-with-name-3.webp',
        alt: {
          en: 'The bauble in its small gift box with tissue paper',
          fr: 'La boule dans sa petite boîte cadeau avec du papier de soie',
          nl: 'De kerstbal in zijn geschenkdoosje met zijdepapier',
        },
      },
    ],
  },
  {
    slug: 'saint-nicholas-treats-box',
    vatCategory: 'food',
    category: 'seasonal',
    price: '29.90',
    availability: 'pre_order',
    isAvailable: true,
    stock: 20,
    name: {
      en: 'Saint Nicholas treats box',
      fr: 'Boîte à friandises de Saint-Nicolas',
      nl: 'Sinterklaasdoos met lekkers',
    },
    description: {
      en: "<p>Everything the Sint brings on the morning of 6 December, in one box with your child's name on the lid: speculoos, a chocolate Saint Nicholas, marzipan, nic-nac biscuits and mandarins.</p><ul><li>Treats from Belgian bakers and chocolatiers</li><li>Wooden name tag to keep</li><li>Kraft box of 30 × 20 × 8 cm</li></ul><p><strong>Pre-order:</strong> boxes are packed and shipped from mid-November, so they arrive well before 6 December.</p>",
      fr: '<p>Tout ce que saint Nicolas apporte le matin du 6 décembre, dans une boîte avec le prénom de votre enfant sur le couvercle : spéculoos, saint Nicolas en chocolat, massepain, biscuits nic-nac et mandarines.</p><ul><li>Friandises de boulangers et chocolatiers belges</li><li>Étiquette prénom en bois à garder</li><li>Boîte kraft de 30 × 20 × 8 cm</li></ul><p><strong>Précommande :</strong> les boîtes sont préparées et expédiées dès la mi-novembre, pour arriver bien avant le 6 décembre.</p>',
      nl: '<p>Alles wat de Sint op de ochtend van 6 december brengt, in één doos met de naam van je kind op het deksel: speculoos, een chocoladen Sinterklaas, marsepein, nic-nacs en mandarijntjes.</p><ul><li>Lekkers van Belgische bakkers en chocolatiers</li><li>Houten naamlabel om te bewaren</li><li>Kraftdoos van 30 × 20 × 8 cm</li></ul><p><strong>Voorbestelling:</strong> de dozen worden vanaf half november ingepakt en verzonden, zodat ze ruim voor 6 december toekomen.</p>',
    },
    mainImage: {
      file: 'saint-nicholas-treats-box.webp',
      alt: {
        en: 'Kraft treats box with a red ribbon and a mitre label with the name Noor, surrounded by mandarins and speculoos',
        fr: 'Boîte kraft avec un ruban rouge et une étiquette en forme de mitre au prénom Noor, entourée de mandarines et de spéculoos',
        nl: 'Kraftdoos met een rood lint en een mijterlabel met de naam Noor, omringd door mandarijntjes en speculoos',
      },
    },
    carousel: [
      {
        file: 'saint-nicholas-treats-box-1.webp',
        alt: {
          en: 'The open box seen from above: speculoos, a chocolate Saint Nicholas, marzipan, nic-nacs and mandarins',
          fr: 'La boîte ouverte vue du dessus : spéculoos, saint Nicolas en chocolat, massepain, nic-nac et mandarines',
          nl: 'De open doos van bovenaf: speculoos, een chocoladen Sinterklaas, marsepein, nic-nacs en mandarijntjes',
        },
      },
      {
        file: 'saint-nicholas-treats-box-2.webp',
        alt: {
          en: "A child's shoe with a carrot for the Sint's horse, next to the treats box",
          fr: "Une chaussure d'enfant avec une carotte pour l'âne du Saint, à côté de la boîte",
          nl: 'Een kinderschoen met een wortel voor het paard van de Sint, naast de doos',
        },
      },
      {
        file: 'saint-nicholas-treats-box-3.webp',
        alt: {
          en: 'Close-up of speculoos biscuits and mandarins',
          fr: 'Gros plan sur des spéculoos et des mandarines',
          nl: 'Close-up van speculoosjes en mandarijntjes',
        },
      },
    ],
  },
  {
    slug: 'easter-egg-decorating-kit',
    category: 'seasonal',
    price: '24.90',
    availability: 'out_of_stock',
    isAvailable: false,
    name: {
      en: 'Easter egg decorating kit',
      fr: 'Kit de décoration d’œufs de Pâques',
      nl: 'Paaseieren versieren: knutselset',
    },
    description: {
      en: '<p>Six wooden eggs, five pots of non-toxic paint, two brushes and a little stand: all you need for a creative Easter afternoon with the children. The painted eggs come back out year after year.</p><p><em>Sold out for this year. The kit returns in time for next Easter.</em></p>',
      fr: "<p>Six œufs en bois, cinq pots de peinture non toxique, deux pinceaux et un petit présentoir : tout ce qu'il faut pour un après-midi de Pâques créatif avec les enfants. Les œufs peints ressortent année après année.</p><p><em>Épuisé pour cette année. Le kit revient à temps pour les prochaines Pâques.</em></p>",
      nl: '<p>Zes houten eieren, vijf potjes niet-giftige verf, twee penselen en een standaardje: alles voor een creatieve paasnamiddag met de kinderen. De beschilderde eieren komen elk jaar opnieuw boven.</p><p><em>Uitverkocht voor dit jaar. De set is terug op tijd voor volgend Pasen.</em></p>',
    },
    mainImage: {
      file: 'easter-egg-decorating-kit.webp',
      alt: {
        en: 'Six painted wooden eggs with paint pots and a brush',
        fr: 'Six œufs en bois peints avec des pots de peinture et un pinceau',
        nl: 'Zes beschilderde houten eieren met verfpotjes en een penseel',
      },
    },
    carousel: [],
  },
  {
    slug: 'engraved-wooden-serving-board',
    category: 'personalized',
    price: '39.90',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'optional',
      label: {
        en: 'Name or date to engrave',
        fr: 'Nom ou date à graver',
        nl: 'Naam of datum om te graveren',
      },
      maxLength: 25,
    },
    name: {
      en: 'Engraved wooden serving board',
      fr: 'Planche de service en bois gravée',
      nl: 'Gegraveerde houten serveerplank',
    },
    description: {
      en: '<p>A serving board for cheese, bread or tapas, cut from solid oak or walnut, oiled by hand and engraved with a name or a date if you like.</p><ul><li>Medium approx. 30 × 20 cm, large approx. 45 × 25 cm</li><li>Hand wash only</li></ul>',
      fr: '<p>Une planche de service pour le fromage, le pain ou les tapas, taillée dans du chêne ou du noyer massif, huilée à la main et gravée d’un nom ou d’une date si vous le souhaitez.</p><ul><li>Moyenne env. 30 × 20 cm, grande env. 45 × 25 cm</li><li>Lavage à la main uniquement</li></ul>',
      nl: '<p>Een serveerplank voor kaas, brood of tapas, uit massief eiken- of notenhout, met de hand geolied en op wens gegraveerd met een naam of een datum.</p><ul><li>Middelgroot ca. 30 × 20 cm, groot ca. 45 × 25 cm</li><li>Enkel met de hand afwassen</li></ul>',
    },
    mainImage: {
      file: 'engraved-oak-cutting-board.webp',
      alt: {
        en: 'Wooden serving board engraved with a name',
        fr: 'Planche de service en bois gravée d’un nom',
        nl: 'Houten serveerplank gegraveerd met een naam',
      },
    },
    carousel: [],
    options: [
      {
        name: { en: 'Size', fr: 'Taille', nl: 'Maat' },
        values: [
          { en: 'Medium', fr: 'Moyenne', nl: 'Middelgroot' },
          { en: 'Large', fr: 'Grande', nl: 'Groot' },
        ],
      },
      {
        name: { en: 'Wood', fr: 'Bois', nl: 'Houtsoort' },
        values: [
          { en: 'Oak', fr: 'Chêne', nl: 'Eik' },
          { en: 'Walnut', fr: 'Noyer', nl: 'Notelaar' },
        ],
      },
    ],
    variants: [
      { sku: 'BOARD-M-OAK', values: ['Medium', 'Oak'], stock: 8 },
      { sku: 'BOARD-M-WAL', values: ['Medium', 'Walnut'], price: '44.90', stock: 5 },
      { sku: 'BOARD-L-OAK', values: ['Large', 'Oak'], price: '54.90', stock: 4 },
      { sku: 'BOARD-L-WAL', values: ['Large', 'Walnut'], price: '64.90', stock: 0 },
    ],
  },
  {
    slug: 'scented-soy-candle',
    category: 'seasonal',
    price: '18.50',
    availability: 'in_stock',
    isAvailable: true,
    name: {
      en: 'Scented soy candle',
      fr: 'Bougie parfumée à la cire de soja',
      nl: 'Geurkaars in sojawas',
    },
    description: {
      en: '<p>A hand-poured soy wax candle in amber glass, in the scent of your choice.</p><ul><li>180 g, about 35 hours of burning time</li><li>Cotton wick, vegan wax</li></ul>',
      fr: '<p>Une bougie en cire de soja coulée à la main dans du verre ambré, au parfum de votre choix.</p><ul><li>180 g, environ 35 heures de combustion</li><li>Mèche en coton, cire végane</li></ul>',
      nl: '<p>Een met de hand gegoten kaars in sojawas in amberkleurig glas, met de geur van je keuze.</p><ul><li>180 g, ongeveer 35 uur brandduur</li><li>Katoenen lont, vegan was</li></ul>',
    },
    mainImage: {
      file: 'autumn-candle-set.webp',
      alt: {
        en: 'Soy candle in amber glass',
        fr: 'Bougie en cire de soja dans du verre ambré',
        nl: 'Sojakaars in amberkleurig glas',
      },
    },
    carousel: [],
    options: [
      {
        name: { en: 'Scent', fr: 'Parfum', nl: 'Geur' },
        values: [
          { en: 'Lavender', fr: 'Lavande', nl: 'Lavendel' },
          { en: 'Fig', fr: 'Figue', nl: 'Vijg' },
          { en: 'Cedar wood', fr: 'Bois de cèdre', nl: 'Cederhout' },
        ],
      },
    ],
    variants: [
      { sku: 'CANDLE-LAV', values: ['Lavender'], stock: 10 },
      { sku: 'CANDLE-FIG', values: ['Fig'], stock: 6 },
      { sku: 'CANDLE-CED', values: ['Cedar wood'], stock: 0 },
    ],
  },
  {
    slug: 'valentines-candle-with-message',
    category: 'seasonal',
    price: '22.50',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'optional',
      label: {
        en: 'Initials or short message for the label',
        fr: "Initiales ou court message pour l'étiquette",
        nl: 'Initialen of korte boodschap voor het etiket',
      },
      maxLength: 30,
    },
    stock: 12,
    name: {
      en: "Valentine's candle with your message",
      fr: 'Bougie de la Saint-Valentin avec votre message',
      nl: 'Valentijnskaars met jouw boodschap',
    },
    description: {
      en: '<p>A hand-poured soy wax candle in a glass jar, scented with rose and vanilla. The label carries your initials or a short message, printed to order.</p><ul><li>Burning time about 40 hours</li><li>Cotton wick, vegan wax</li><li>Label text of up to 20 characters</li></ul>',
      fr: "<p>Une bougie en cire de soja coulée à la main dans un pot en verre, parfumée à la rose et à la vanille. L'étiquette porte vos initiales ou un court message, imprimé sur commande.</p><ul><li>Durée de combustion d'environ 40 heures</li><li>Mèche en coton, cire végane</li><li>Texte de l'étiquette jusqu'à 20 caractères</li></ul>",
      nl: '<p>Een met de hand gegoten kaars in sojawas in een glazen potje, met een geur van roos en vanille. Op het etiket staan jullie initialen of een korte boodschap, op bestelling gedrukt.</p><ul><li>Brandduur ongeveer 40 uur</li><li>Katoenen lont, vegan was</li><li>Tekst op het etiket tot 20 tekens</li></ul>',
    },
    mainImage: {
      file: 'valentines-candle-with-message.webp',
      alt: {
        en: 'Lit pink candle in a glass jar with a label reading L ♥ M, among rose petals',
        fr: 'Bougie rose allumée dans un pot en verre avec une étiquette « L ♥ M », parmi des pétales de rose',
        nl: "Brandende roze kaars in een glazen potje met een etiket 'L ♥ M', tussen rozenblaadjes",
      },
    },
    carousel: [],
  },
  {
    slug: 'mothers-day-dried-flower-bouquet',
    category: 'seasonal',
    price: '42.00',
    availability: 'pre_order',
    isAvailable: true,
    name: {
      en: "Mother's Day dried flower bouquet",
      fr: 'Bouquet de fleurs séchées pour la fête des Mères',
      nl: 'Moederdagboeket van droogbloemen',
    },
    description: {
      en: "<p>A generous bouquet of dried flowers in soft pastel tones, with pampas, bunny tails, roses and eucalyptus, wrapped in kraft paper with a card for your message. It stays beautiful for months, no water needed.</p><p><strong>Pre-order:</strong> bouquets are tied and shipped in the week before Mother's Day (the second Sunday of May, or 15 August if you celebrate the Antwerp way).</p>",
      fr: "<p>Un généreux bouquet de fleurs séchées aux tons pastel, avec de l'herbe de la pampa, des queues de lièvre, des roses et de l'eucalyptus, emballé dans du papier kraft avec une carte pour votre message. Il reste beau pendant des mois, sans eau.</p><p><strong>Précommande :</strong> les bouquets sont composés et expédiés la semaine précédant la fête des Mères (le deuxième dimanche de mai, ou le 15 août si vous la fêtez à l'anversoise).</p>",
      nl: '<p>Een rijkelijk boeket droogbloemen in zachte pasteltinten, met pampasgras, hazenstaartjes, rozen en eucalyptus, verpakt in kraftpapier met een kaartje voor je boodschap. Het blijft maandenlang mooi, zonder water.</p><p><strong>Voorbestelling:</strong> de boeketten worden gebonden en verzonden in de week voor Moederdag (de tweede zondag van mei, of 15 augustus als je het op zijn Antwerps viert).</p>',
    },
    mainImage: {
      file: 'mothers-day-dried-flower-bouquet.webp',
      alt: {
        en: 'Pastel bouquet of dried flowers wrapped in kraft paper with a heart tag',
        fr: 'Bouquet pastel de fleurs séchées emballé dans du papier kraft avec une étiquette en forme de cœur',
        nl: 'Pastelkleurig boeket droogbloemen in kraftpapier met een hartjeslabel',
      },
    },
    carousel: [],
  },
  {
    slug: 'autumn-candle-set',
    category: 'seasonal',
    price: '36.90',
    availability: 'in_stock',
    isAvailable: true,
    stock: 3,
    name: {
      en: 'Autumn candle set',
      fr: "Coffret de bougies d'automne",
      nl: 'Herfstset met drie kaarsen',
    },
    description: {
      en: '<p>Three small soy candles in amber glass for the darker evenings: baked apple, cedar wood and roasted chestnut. Hand-poured in our workshop and packed together in a gift box.</p><ul><li>3 × 120 g, about 25 hours of burning time each</li><li>Cotton wicks, vegan wax</li></ul>',
      fr: '<p>Trois petites bougies en cire de soja dans du verre ambré pour les soirées qui raccourcissent : pomme au four, bois de cèdre et châtaigne grillée. Coulées à la main dans notre atelier et réunies dans une boîte cadeau.</p><ul><li>3 × 120 g, environ 25 heures de combustion chacune</li><li>Mèches en coton, cire végane</li></ul>',
      nl: '<p>Drie kleine sojakaarsen in amberkleurig glas voor de donkere avonden: gepofte appel, cederhout en geroosterde kastanje. Met de hand gegoten in ons atelier en samen verpakt in een geschenkdoos.</p><ul><li>3 × 120 g, elk ongeveer 25 uur brandduur</li><li>Katoenen lonten, vegan was</li></ul>',
    },
    mainImage: {
      file: 'autumn-candle-set.webp',
      alt: {
        en: 'Three amber glass candles with autumn leaves and chestnuts',
        fr: "Trois bougies en verre ambré avec des feuilles d'automne et des châtaignes",
        nl: 'Drie kaarsen in amberkleurig glas met herfstbladeren en kastanjes',
      },
    },
    carousel: [],
  },
  {
    slug: 'christmas-stocking-with-embroidered-name',
    category: 'seasonal',
    price: '34.90',
    availability: 'out_of_stock',
    isAvailable: false,
    personalization: {
      mode: 'required',
      label: { en: 'Name to embroider', fr: 'Prénom à broder', nl: 'Naam om te borduren' },
      maxLength: 14,
    },
    stock: 10,
    name: {
      en: 'Christmas stocking with embroidered name',
      fr: 'Chaussette de Noël brodée au prénom',
      nl: 'Kerstsok met geborduurde naam',
    },
    description: {
      en: '<p>A chunky knitted stocking in red and cream with a Nordic pattern, and a name embroidered on the soft cuff. Hang it on the mantelpiece or at the foot of the bed.</p><ul><li>Cotton and wool blend, 45 cm long</li><li>Name of up to 10 characters</li></ul><p><em>Sold out: our embroiderer is working on a new batch.</em></p>',
      fr: '<p>Une grosse chaussette tricotée rouge et crème à motif nordique, avec un prénom brodé sur le revers tout doux. À suspendre à la cheminée ou au pied du lit.</p><ul><li>Mélange coton et laine, 45 cm de long</li><li>Prénom de 10 caractères maximum</li></ul><p><em>Épuisée : notre brodeuse prépare une nouvelle série.</em></p>',
      nl: '<p>Een dikke gebreide kerstsok in rood en crème met een Noors motief, en een naam geborduurd op de zachte boord. Hang hem aan de schouw of aan het voeteneind van het bed.</p><ul><li>Mengeling van katoen en wol, 45 cm lang</li><li>Naam van maximaal 10 tekens</li></ul><p><em>Uitverkocht: onze borduurster werkt aan een nieuwe reeks.</em></p>',
    },
    mainImage: {
      file: 'christmas-stocking-with-embroidered-name.webp',
      alt: {
        en: 'Red knitted Christmas stocking with a Nordic pattern and the name Lucas on the cream cuff',
        fr: 'Chaussette de Noël rouge tricotée à motif nordique, avec le prénom Lucas sur le revers crème',
        nl: 'Rode gebreide kerstsok met een Noors motief en de naam Lucas op de crèmekleurige boord',
      },
    },
    carousel: [],
  },
  {
    slug: 'personalised-communion-candle',
    category: 'seasonal',
    price: '32.90',
    availability: 'in_stock',
    isAvailable: true,
    personalization: {
      mode: 'required',
      label: {
        en: 'Name and date for the candle',
        fr: 'Prénom et date pour la bougie',
        nl: 'Naam en datum voor de kaars',
      },
      maxLength: 40,
    },
    name: {
      en: 'Personalised communion candle',
      fr: 'Bougie de communion personnalisée',
      nl: 'Communiekaars met naam',
    },
    description: {
      en: "<p>A tall white pillar candle decorated with a dove and an olive branch, your child's name and the date of the celebration. For a First Communion, a confirmation or a secular coming-of-age party.</p><ul><li>25 cm high, 7 cm diameter</li><li>Name and date printed in gold or sage</li></ul><p>Made to order and shipped within 1–3 business days. Because it is personalised, it cannot be returned.</p>",
      fr: "<p>Un grand cierge blanc décoré d'une colombe et d'un rameau d'olivier, avec le prénom de votre enfant et la date de la fête. Pour une première communion, une confirmation ou une fête laïque de la jeunesse.</p><ul><li>25 cm de haut, 7 cm de diamètre</li><li>Prénom et date imprimés en doré ou en vert sauge</li></ul><p>Réalisée sur commande et expédiée sous 1 à 3 jours ouvrables. Comme elle est personnalisée, elle ne peut pas être retournée.</p>",
      nl: '<p>Een hoge witte kaars met een duif en een olijftakje, de naam van je kind en de datum van het feest. Voor de eerste communie, het vormsel of het lentefeest.</p><ul><li>25 cm hoog, 7 cm doorsnede</li><li>Naam en datum in goud of saliegroen</li></ul><p>Op bestelling gemaakt en verzonden binnen 1 à 3 werkdagen. Omdat ze gepersonaliseerd is, kan ze niet teruggestuurd worden.</p>',
    },
    mainImage: {
      file: 'personalised-communion-candle.webp',
      alt: {
        en: 'Tall white candle with a golden dove, an olive branch and the name Elise',
        fr: "Grand cierge blanc avec une colombe dorée, un rameau d'olivier et le prénom Elise",
        nl: 'Hoge witte kaars met een gouden duif, een olijftakje en de naam Elise',
      },
    },
    carousel: [],
  },
];
