import type { Language, Seller } from '@shop/contracts';
import { LANGUAGE_LOCALES } from '../../../lib/language';

/** "Kerkstraat 12, 9000 Gent": the street line and the town, as a Belgian address is written. */
export function sellerStreetAndCity(seller: Seller): string {
  const { street, postal_code, city } = seller.address;
  return `${street}, ${postal_code} ${city}`;
}

/** The seller's full postal address with the country named in the language. */
export function sellerPostalAddress(seller: Seller, language: Language): string {
  const country = new Intl.DisplayNames([LANGUAGE_LOCALES[language]], { type: 'region' }).of(
    seller.address.country,
  );
  return `${sellerStreetAndCity(seller)}, ${country ?? seller.address.country}`;
}
