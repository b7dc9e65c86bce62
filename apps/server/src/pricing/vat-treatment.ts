import {
  vatNumberCheckAllowsReverseCharge,
  vatNumberCountry,
  VAT_COUNTRIES,
  type VatCountry,
  type VatNumberCheck,
  type VatTreatment,
  SHOP_COUNTRY,
} from '@shop/contracts';

/** The buyer as the VAT rules see it: a company invoice's VAT number, or null for a consumer. */
export interface VatBuyer {
  vatNumber: string;
  /** What VIES said of the number at checkout (ADR 0098); absent when it was not asked. */
  vatNumberCheck?: VatNumberCheck | null;
}

/** The EU country other than Belgium the shop delivers to that `country` names; null otherwise. */
function otherMemberState(country: string | null): VatCountry | null {
  return VAT_COUNTRIES.find((known) => known !== SHOP_COUNTRY && known === country) ?? null;
}

/**
 * Whether a company's VAT number lets the goods delivered in `deliveryCountry` go without
 * Belgian VAT: the number passes its country's format and check digits (ADR 0088), was issued
 * by the member state the goods go to, and VIES did not say it is unknown (ADR 0098: an
 * unreachable VIES never blocks the sale).
 */
function exemptsIntraCommunitySupply(buyer: VatBuyer, deliveryCountry: VatCountry): boolean {
  return (
    vatNumberCountry(buyer.vatNumber) === deliveryCountry &&
    vatNumberCheckAllowsReverseCharge(buyer.vatNumberCheck ?? null)
  );
}

/**
 * How a sale is taxed (`VatTreatment`), decided in this one place (ADR 0093, 0094):
 * - `reverse-charge`: a company with a valid VAT number of another EU country the shop
 *   delivers to, the goods going to that country: an intra-Community supply, exempt in Belgium
 *   (art. 138 Directive 2006/112/EC, art. 39bis Belgian VAT Code); the buyer accounts for the
 *   VAT in its own country.
 * - `destination`: with the One-Stop Shop on, a consumer delivered in another EU country owes
 *   that country's VAT.
 * - `domestic`: Belgian VAT (everything else, a Belgian company included).
 */
export function vatTreatmentOf(
  buyer: VatBuyer | null,
  deliveryCountry: string | null,
  ossEnabled: boolean,
): VatTreatment {
  const abroad = otherMemberState(deliveryCountry);
  if (abroad === null) return 'domestic';
  if (buyer === null) return ossEnabled ? 'destination' : 'domestic';
  // A company is no consumer: never a distance sale under the One-Stop Shop.
  return exemptsIntraCommunitySupply(buyer, abroad) ? 'reverse-charge' : 'domestic';
}

/**
 * A company of another member state whose goods go to a third member state (an NL number,
 * delivered in France): refused at checkout (ADR 0094), since the exemption is only shown safe
 * when the number's country is where the transport ends; delivered in Belgium it pays Belgian
 * VAT as any buyer there. A number failing its check digits is not this case (the checkout's
 * schema refuses it beside its field first).
 */
export function vatNumberNotOfDeliveryCountry(
  buyer: VatBuyer | null,
  deliveryCountry: string | null,
): boolean {
  if (buyer === null) return false;
  const issuedBy = vatNumberCountry(buyer.vatNumber);
  if (issuedBy === null || issuedBy === SHOP_COUNTRY) return false;
  if (deliveryCountry === null || deliveryCountry === SHOP_COUNTRY) return false;
  return issuedBy !== deliveryCountry;
}

/**
 * Whose VAT rates a sale is priced at: the destination's under the One-Stop Shop, otherwise
 * Belgium's (a reverse-charge sale is priced at Belgium's and then freed of it, ADR 0094).
 */
export function vatCountryOfSale(sale: {
  ossEnabled: boolean;
  deliveryCountry: string | null;
  buyer?: VatBuyer | null;
}): VatCountry {
  const treatment = vatTreatmentOf(sale.buyer ?? null, sale.deliveryCountry, sale.ossEnabled);
  return treatment === 'destination' ? otherMemberState(sale.deliveryCountry)! : SHOP_COUNTRY;
}
