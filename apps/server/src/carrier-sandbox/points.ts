/**
 * The stand-in's fixed set of service points: real-looking Belgian and Dutch points of the
 * carriers the shop uses, around Brussels, Antwerp, Ghent, Amsterdam and Utrecht. Opening
 * times are keyed as Sendcloud keys them: "0" is Monday.
 */
export interface StandInPoint {
  id: number;
  code: string;
  carrier: 'bpost' | 'postnl' | 'dpd' | 'mondial_relay';
  general_shop_type: 'servicepoint' | 'locker' | 'post_office';
  name: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: 'BE' | 'NL';
  latitude: number;
  longitude: number;
  phone: string;
  opening: Record<string, string[]>;
}

const SHOP_HOURS = {
  '0': ['09:00 - 18:00'],
  '1': ['09:00 - 18:00'],
  '2': ['09:00 - 18:00'],
  '3': ['09:00 - 18:00'],
  '4': ['09:00 - 18:00'],
  '5': ['09:00 - 13:00'],
  '6': [],
};
const POST_OFFICE_HOURS = {
  '0': ['09:00 - 12:30', '13:30 - 17:00'],
  '1': ['09:00 - 12:30', '13:30 - 17:00'],
  '2': ['09:00 - 12:30', '13:30 - 17:00'],
  '3': ['09:00 - 12:30', '13:30 - 17:00'],
  '4': ['09:00 - 12:30', '13:30 - 17:00'],
  '5': ['09:30 - 12:00'],
  '6': [],
};
const LOCKER_HOURS = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, ['00:00 - 23:59']]),
);
const SUPERMARKET_HOURS = {
  '0': ['08:00 - 20:00'],
  '1': ['08:00 - 20:00'],
  '2': ['08:00 - 20:00'],
  '3': ['08:00 - 20:00'],
  '4': ['08:00 - 21:00'],
  '5': ['08:00 - 20:00'],
  '6': ['09:00 - 13:00'],
};

type Row = Omit<StandInPoint, 'code'>;

const ROWS: Row[] = [
  // Brussels 1000
  {
    id: 10001,
    carrier: 'bpost',
    general_shop_type: 'post_office',
    name: 'Bureau de Poste Bruxelles De Brouckère',
    street: 'Boulevard Anspach',
    house_number: '1',
    postal_code: '1000',
    city: 'Bruxelles',
    country: 'BE',
    latitude: 50.8513,
    longitude: 4.3527,
    phone: '+32 2 201 23 45',
    opening: POST_OFFICE_HOURS,
  },
  {
    id: 10002,
    carrier: 'bpost',
    general_shop_type: 'locker',
    name: 'bpack 24/7 Gare Centrale',
    street: 'Carrefour de l’Europe',
    house_number: '2',
    postal_code: '1000',
    city: 'Bruxelles',
    country: 'BE',
    latitude: 50.8453,
    longitude: 4.3571,
    phone: '+32 2 201 23 46',
    opening: LOCKER_HOURS,
  },
  {
    id: 10003,
    carrier: 'dpd',
    general_shop_type: 'servicepoint',
    name: 'Librairie Saint-Géry',
    street: 'Rue du Marché aux Poulets',
    house_number: '29',
    postal_code: '1000',
    city: 'Bruxelles',
    country: 'BE',
    latitude: 50.8488,
    longitude: 4.3491,
    phone: '+32 2 511 42 17',
    opening: SHOP_HOURS,
  },
  {
    id: 10004,
    carrier: 'mondial_relay',
    general_shop_type: 'servicepoint',
    name: 'Nightshop Sainte-Catherine',
    street: 'Rue Sainte-Catherine',
    house_number: '14',
    postal_code: '1000',
    city: 'Bruxelles',
    country: 'BE',
    latitude: 50.8505,
    longitude: 4.3475,
    phone: '+32 2 512 09 88',
    opening: SUPERMARKET_HOURS,
  },
  {
    id: 10005,
    carrier: 'postnl',
    general_shop_type: 'servicepoint',
    name: 'Proxy Delhaize Sablon',
    street: 'Rue de Rollebeek',
    house_number: '7',
    postal_code: '1000',
    city: 'Bruxelles',
    country: 'BE',
    latitude: 50.8411,
    longitude: 4.3523,
    phone: '+32 2 503 14 60',
    opening: SUPERMARKET_HOURS,
  },
  {
    id: 10006,
    carrier: 'bpost',
    general_shop_type: 'servicepoint',
    name: 'Press Shop Ixelles Flagey',
    street: 'Place Eugène Flagey',
    house_number: '18',
    postal_code: '1050',
    city: 'Ixelles',
    country: 'BE',
    latitude: 50.8275,
    longitude: 4.3722,
    phone: '+32 2 640 11 52',
    opening: SHOP_HOURS,
  },
  // Antwerp 2000
  {
    id: 20001,
    carrier: 'bpost',
    general_shop_type: 'post_office',
    name: 'Postkantoor Antwerpen Groenplaats',
    street: 'Groenplaats',
    house_number: '43',
    postal_code: '2000',
    city: 'Antwerpen',
    country: 'BE',
    latitude: 51.2189,
    longitude: 4.4009,
    phone: '+32 3 202 11 00',
    opening: POST_OFFICE_HOURS,
  },
  {
    id: 20002,
    carrier: 'dpd',
    general_shop_type: 'servicepoint',
    name: 'Dagbladhandel De Meir',
    street: 'Meir',
    house_number: '78',
    postal_code: '2000',
    city: 'Antwerpen',
    country: 'BE',
    latitude: 51.2175,
    longitude: 4.4107,
    phone: '+32 3 231 56 40',
    opening: SHOP_HOURS,
  },
  {
    id: 20003,
    carrier: 'postnl',
    general_shop_type: 'locker',
    name: 'PostNL-pakketautomaat Centraal Station',
    street: 'Koningin Astridplein',
    house_number: '27',
    postal_code: '2018',
    city: 'Antwerpen',
    country: 'BE',
    latitude: 51.2172,
    longitude: 4.4212,
    phone: '+32 3 808 20 00',
    opening: LOCKER_HOURS,
  },
  {
    id: 20004,
    carrier: 'mondial_relay',
    general_shop_type: 'servicepoint',
    name: 'Kringwinkel Zuid',
    street: 'Volkstraat',
    house_number: '40',
    postal_code: '2000',
    city: 'Antwerpen',
    country: 'BE',
    latitude: 51.2101,
    longitude: 4.3938,
    phone: '+32 3 237 88 15',
    opening: SHOP_HOURS,
  },
  // Ghent 9000
  {
    id: 90001,
    carrier: 'bpost',
    general_shop_type: 'post_office',
    name: 'Postkantoor Gent Kouter',
    street: 'Kouter',
    house_number: '177',
    postal_code: '9000',
    city: 'Gent',
    country: 'BE',
    latitude: 51.0498,
    longitude: 3.7246,
    phone: '+32 9 265 60 00',
    opening: POST_OFFICE_HOURS,
  },
  {
    id: 90002,
    carrier: 'dpd',
    general_shop_type: 'servicepoint',
    name: 'Boekhandel Vrijdagmarkt',
    street: 'Vrijdagmarkt',
    house_number: '12',
    postal_code: '9000',
    city: 'Gent',
    country: 'BE',
    latitude: 51.0572,
    longitude: 3.7265,
    phone: '+32 9 225 14 08',
    opening: SHOP_HOURS,
  },
  {
    id: 90003,
    carrier: 'mondial_relay',
    general_shop_type: 'servicepoint',
    name: 'Carrefour Express Sint-Pieters',
    street: 'Koningin Maria Hendrikaplein',
    house_number: '65',
    postal_code: '9000',
    city: 'Gent',
    country: 'BE',
    latitude: 51.0362,
    longitude: 3.7108,
    phone: '+32 9 221 77 30',
    opening: SUPERMARKET_HOURS,
  },
  // Amsterdam 1012
  {
    id: 11001,
    carrier: 'postnl',
    general_shop_type: 'servicepoint',
    name: 'Primera Nieuwendijk',
    street: 'Nieuwendijk',
    house_number: '120',
    postal_code: '1012 MR',
    city: 'Amsterdam',
    country: 'NL',
    latitude: 52.3763,
    longitude: 4.8941,
    phone: '+31 20 624 19 33',
    opening: SHOP_HOURS,
  },
  {
    id: 11002,
    carrier: 'postnl',
    general_shop_type: 'locker',
    name: 'PostNL-pakketautomaat Centraal',
    street: 'Stationsplein',
    house_number: '15',
    postal_code: '1012 AB',
    city: 'Amsterdam',
    country: 'NL',
    latitude: 52.3784,
    longitude: 4.8999,
    phone: '+31 88 868 68 68',
    opening: LOCKER_HOURS,
  },
  {
    id: 11003,
    carrier: 'dpd',
    general_shop_type: 'servicepoint',
    name: 'Tabakszaak Damrak',
    street: 'Damrak',
    house_number: '54',
    postal_code: '1012 LL',
    city: 'Amsterdam',
    country: 'NL',
    latitude: 52.3747,
    longitude: 4.8963,
    phone: '+31 20 638 41 12',
    opening: SHOP_HOURS,
  },
  {
    id: 11004,
    carrier: 'mondial_relay',
    general_shop_type: 'servicepoint',
    name: 'Albert Heijn to go Spui',
    street: 'Spui',
    house_number: '23',
    postal_code: '1012 WX',
    city: 'Amsterdam',
    country: 'NL',
    latitude: 52.3687,
    longitude: 4.8897,
    phone: '+31 20 421 70 05',
    opening: SUPERMARKET_HOURS,
  },
  // Utrecht 3511
  {
    id: 35001,
    carrier: 'postnl',
    general_shop_type: 'servicepoint',
    name: 'Bruna Utrecht Centraal',
    street: 'Stationshal',
    house_number: '9',
    postal_code: '3511 CE',
    city: 'Utrecht',
    country: 'NL',
    latitude: 52.0894,
    longitude: 5.1101,
    phone: '+31 30 231 86 40',
    opening: SHOP_HOURS,
  },
  {
    id: 35002,
    carrier: 'dpd',
    general_shop_type: 'servicepoint',
    name: 'Gemakswinkel Oudegracht',
    street: 'Oudegracht',
    house_number: '158',
    postal_code: '3511 AZ',
    city: 'Utrecht',
    country: 'NL',
    latitude: 52.0898,
    longitude: 5.1198,
    phone: '+31 30 232 45 19',
    opening: SHOP_HOURS,
  },
  {
    id: 35003,
    carrier: 'postnl',
    general_shop_type: 'locker',
    name: 'PostNL-pakketautomaat Neude',
    street: 'Neude',
    house_number: '11',
    postal_code: '3512 AE',
    city: 'Utrecht',
    country: 'NL',
    latitude: 52.0929,
    longitude: 5.1191,
    phone: '+31 88 868 68 68',
    opening: LOCKER_HOURS,
  },
];

export const STAND_IN_POINTS: StandInPoint[] = ROWS.map((row) => ({
  ...row,
  code: `${row.carrier}-${row.country}-${row.id}`,
}));

/** Where a postal code's search starts: the centre of the nearest known postal area. */
const AREAS: { country: 'BE' | 'NL'; postalCode: number; latitude: number; longitude: number }[] = [
  { country: 'BE', postalCode: 1000, latitude: 50.8467, longitude: 4.3525 },
  { country: 'BE', postalCode: 2000, latitude: 51.2194, longitude: 4.4025 },
  { country: 'BE', postalCode: 9000, latitude: 51.0543, longitude: 3.7174 },
  { country: 'NL', postalCode: 1012, latitude: 52.3731, longitude: 4.8922 },
  { country: 'NL', postalCode: 3511, latitude: 52.0907, longitude: 5.1214 },
];

/** The reference point for a searched address (its leading digits), or null outside BE/NL. */
export function referenceOf(
  country: string,
  address: string,
): { latitude: number; longitude: number } | null {
  const digits = Number(/\d{4}/.exec(address)?.[0] ?? Number.NaN);
  const areas = AREAS.filter((area) => area.country === country);
  if (areas.length === 0 || Number.isNaN(digits)) return null;
  return areas.reduce((best, area) =>
    Math.abs(area.postalCode - digits) < Math.abs(best.postalCode - digits) ? area : best,
  );
}

/** Great-circle distance in whole metres. */
export function metresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}
