/**
 * A seller's identity as an operator configures it (a production start refuses the demo one).
 * The enterprise number's check digits are right: 97 - (01234567 mod 97) = 49.
 */
export const OPERATOR_SELLER_ENV = {
  SELLER_LEGAL_NAME: 'Atelier Cadeau BV',
  SELLER_STREET: 'Kerkstraat 12',
  SELLER_POSTAL_CODE: '9000',
  SELLER_CITY: 'Gent',
  SELLER_ENTERPRISE_NUMBER: '0123.456.749',
  SELLER_VAT_NUMBER: 'BE0123456749',
  SELLER_EMAIL: 'hello@ateliercadeau.be',
  SELLER_PHONE: '+32 9 123 45 67',
  SELLER_LEGAL_FORM: 'BV',
  SELLER_REGISTER_COURT: 'Gent, afdeling Gent',
  SELLER_IBAN: 'BE13 0123 4567 8939',
  SELLER_BIC: 'GEBABEBB',
} as const;

/** The same seller as the configuration holds it (what the mails' footer is given). */
export const OPERATOR_SELLER = {
  legalName: OPERATOR_SELLER_ENV.SELLER_LEGAL_NAME,
  address: {
    street: OPERATOR_SELLER_ENV.SELLER_STREET,
    postalCode: OPERATOR_SELLER_ENV.SELLER_POSTAL_CODE,
    city: OPERATOR_SELLER_ENV.SELLER_CITY,
    country: 'BE' as const,
  },
  enterpriseNumber: OPERATOR_SELLER_ENV.SELLER_ENTERPRISE_NUMBER,
  vatNumber: OPERATOR_SELLER_ENV.SELLER_VAT_NUMBER,
  email: OPERATOR_SELLER_ENV.SELLER_EMAIL,
  phone: OPERATOR_SELLER_ENV.SELLER_PHONE,
  legalForm: OPERATOR_SELLER_ENV.SELLER_LEGAL_FORM,
  registerCourt: OPERATOR_SELLER_ENV.SELLER_REGISTER_COURT,
  iban: OPERATOR_SELLER_ENV.SELLER_IBAN,
  bic: OPERATOR_SELLER_ENV.SELLER_BIC,
};
