/**
 * The hosted page's texts in the shop's three languages. Checkout's `locale` picks the
 * language; `auto` (or none) follows the browser's Accept-Language, as Stripe does.
 */

export type Language = 'en' | 'fr' | 'nl';

const en = {
  pageTitle: 'Checkout',
  testMode: 'Test mode: local payment sandbox. No real money moves.',
  backToShop: 'Back to the shop',
  orderSummary: 'Order summary',
  quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price}`,
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total',
  paymentDetails: 'Payment details',
  errorSummaryTitle: 'Please check the following:',
  contact: 'Contact information',
  email: 'E-mail',
  emailFixedHint: 'The shop provided this address.',
  paymentMethod: 'Payment method',
  card: 'Card',
  sepaDebit: 'SEPA Direct Debit',
  bancontact: 'Bancontact',
  ideal: 'iDEAL | Wero',
  idealBank: 'Bank',
  bankRedirectHint: 'You will be sent to your bank to authorise the payment.',
  redirectFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM / YY)',
  cvc: 'Security code (CVC)',
  cvcHint: 'The last 3 digits on the back of the card (4 on the front for American Express).',
  cardName: 'Name on card',
  bankAccount: 'Bank account',
  iban: 'IBAN',
  accountHolder: 'Account holder name',
  sepaMandate:
    'By confirming, you authorise the shop to debit this amount from your account once (SEPA Direct Debit mandate). The payment is confirmed a few days later.',
  shippingAddress: 'Shipping address',
  shippingName: 'Full name',
  line1: 'Street and number',
  line2: 'Apartment, suite, etc. (optional)',
  postalCode: 'Postal code',
  city: 'City',
  country: 'Country',
  pay: (amount: string) => `Pay ${amount}`,
  termsOfService: 'I agree to the Terms of Service.',
  testHelpTitle: 'Test cards and accounts',
  testHelpCardSucceeds: 'pays at once',
  testHelpCardDeclined: 'is declined',
  testHelpCardDetails: 'Use any future expiry date and any CVC.',
  testHelpIbanSucceeds: 'SEPA debit that succeeds after a few seconds',
  testHelpIbanFails: 'SEPA debit that fails after a few seconds',
  errors: {
    email: 'Enter a valid e-mail address.',
    paymentMethod: 'Choose a payment method.',
    cardNumberIncomplete: 'Your card number is incomplete.',
    cardNumberInvalid: 'Your card number is invalid.',
    expiryIncomplete: 'Your card’s expiry date is incomplete.',
    expiryPast: 'Your card’s expiry date is in the past.',
    expiryInvalid: 'Your card’s expiry date is invalid.',
    cvcIncomplete: 'Your card’s security code is incomplete.',
    cardName: 'Enter the name on the card.',
    ibanInvalid: 'Your IBAN is invalid.',
    ibanNotTest: 'In test mode, use a test IBAN such as AT61 1904 3002 3457 3201.',
    accountHolder: 'Enter the account holder’s name.',
    idealBank: 'Select your bank.',
    shippingName: 'Enter the recipient’s full name.',
    line1: 'Enter the street and number.',
    postalCode: 'Enter the postal code.',
    city: 'Enter the city.',
    country: 'Choose a country we ship to.',
    termsOfService: 'You must agree to the Terms of Service to continue.',
  },
  declines: {
    generic_decline: 'Your card was declined.',
    lost_card: 'Your card was declined.',
    stolen_card: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    expired_card: 'Your card has expired.',
    incorrect_cvc: 'Your card’s security code is incorrect.',
    processing_error: 'An error occurred while processing your card. Try again in a little bit.',
    not_a_test_card:
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    authentication_not_simulated:
      'This test card asks for 3D Secure authentication, which the local sandbox does not simulate. Use 4242 4242 4242 4242.',
  },
  expiredTitle: 'This checkout session has expired',
  expiredText: 'The time to pay for this order has run out. Go back to the shop to try again.',
  completeTitle: 'This order is already paid',
  completePendingTitle: 'This order is being paid',
  completeText: 'There is nothing more to do on this page.',
  continueToShop: 'Continue to the shop',
  notFoundTitle: 'Payment page not found',
  notFoundText: 'This link does not lead to a checkout session.',
};

export type Messages = typeof en;

const fr: Messages = {
  pageTitle: 'Paiement',
  testMode: 'Mode test : bac à sable de paiement local. Aucun argent réel n’est débité.',
  backToShop: 'Retour à la boutique',
  orderSummary: 'Récapitulatif de la commande',
  quantityTimesPrice: (quantity, price) => `${quantity} × ${price}`,
  subtotal: 'Sous-total',
  discount: 'Remise',
  total: 'Total',
  paymentDetails: 'Informations de paiement',
  errorSummaryTitle: 'Veuillez vérifier les points suivants :',
  contact: 'Coordonnées',
  email: 'E-mail',
  emailFixedHint: 'Adresse fournie par la boutique.',
  paymentMethod: 'Moyen de paiement',
  card: 'Carte',
  sepaDebit: 'Prélèvement SEPA',
  bancontact: 'Bancontact',
  ideal: 'iDEAL | Wero',
  idealBank: 'Banque',
  bankRedirectHint: 'Vous serez redirigé vers votre banque pour autoriser le paiement.',
  redirectFailed:
    'Nous ne parvenons pas à authentifier votre moyen de paiement. Veuillez choisir un autre moyen de paiement et réessayer.',
  cardDetails: 'Informations de la carte',
  cardNumber: 'Numéro de carte',
  expiry: 'Date d’expiration (MM / AA)',
  cvc: 'Code de sécurité (CVC)',
  cvcHint:
    'Les 3 derniers chiffres au dos de la carte (4 chiffres au recto pour American Express).',
  cardName: 'Nom sur la carte',
  bankAccount: 'Compte bancaire',
  iban: 'IBAN',
  accountHolder: 'Titulaire du compte',
  sepaMandate:
    'En confirmant, vous autorisez la boutique à prélever ce montant une seule fois sur votre compte (mandat de prélèvement SEPA). Le paiement est confirmé quelques jours plus tard.',
  shippingAddress: 'Adresse de livraison',
  shippingName: 'Nom complet',
  line1: 'Rue et numéro',
  line2: 'Appartement, boîte, etc. (facultatif)',
  postalCode: 'Code postal',
  city: 'Localité',
  country: 'Pays',
  pay: (amount) => `Payer ${amount}`,
  termsOfService: 'J’accepte les conditions d’utilisation.',
  testHelpTitle: 'Cartes et comptes de test',
  testHelpCardSucceeds: 'paie immédiatement',
  testHelpCardDeclined: 'est refusée',
  testHelpCardDetails: 'Utilisez n’importe quelle date d’expiration future et n’importe quel CVC.',
  testHelpIbanSucceeds: 'prélèvement SEPA qui réussit après quelques secondes',
  testHelpIbanFails: 'prélèvement SEPA qui échoue après quelques secondes',
  errors: {
    email: 'Saisissez une adresse e-mail valide.',
    paymentMethod: 'Choisissez un moyen de paiement.',
    cardNumberIncomplete: 'Votre numéro de carte est incomplet.',
    cardNumberInvalid: 'Votre numéro de carte n’est pas valide.',
    expiryIncomplete: 'La date d’expiration de votre carte est incomplète.',
    expiryPast: 'La date d’expiration de votre carte est dépassée.',
    expiryInvalid: 'La date d’expiration de votre carte n’est pas valide.',
    cvcIncomplete: 'Le code de sécurité de votre carte est incomplet.',
    cardName: 'Saisissez le nom figurant sur la carte.',
    ibanInvalid: 'Votre IBAN n’est pas valide.',
    ibanNotTest: 'En mode test, utilisez un IBAN de test comme AT61 1904 3002 3457 3201.',
    accountHolder: 'Saisissez le nom du titulaire du compte.',
    idealBank: 'Sélectionnez votre banque.',
    shippingName: 'Saisissez le nom complet du destinataire.',
    line1: 'Saisissez la rue et le numéro.',
    postalCode: 'Saisissez le code postal.',
    city: 'Saisissez la localité.',
    country: 'Choisissez un pays de livraison.',
    termsOfService: 'Vous devez accepter les conditions d’utilisation pour continuer.',
  },
  declines: {
    generic_decline: 'Votre carte a été refusée.',
    lost_card: 'Votre carte a été refusée.',
    stolen_card: 'Votre carte a été refusée.',
    insufficient_funds: 'Le solde de votre carte est insuffisant.',
    expired_card: 'Votre carte a expiré.',
    incorrect_cvc: 'Le code de sécurité de votre carte est incorrect.',
    processing_error:
      'Une erreur est survenue lors du traitement de votre carte. Réessayez dans un instant.',
    not_a_test_card:
      'Votre carte a été refusée. Votre demande est en mode test, mais utilise une carte qui n’est pas une carte de test. Liste des cartes de test : https://stripe.com/docs/testing.',
    authentication_not_simulated:
      'Cette carte de test demande une authentification 3D Secure, que le bac à sable local ne simule pas. Utilisez 4242 4242 4242 4242.',
  },
  expiredTitle: 'Cette session de paiement a expiré',
  expiredText:
    'Le délai pour payer cette commande est dépassé. Retournez à la boutique pour réessayer.',
  completeTitle: 'Cette commande est déjà payée',
  completePendingTitle: 'Le paiement de cette commande est en cours',
  completeText: 'Il n’y a plus rien à faire sur cette page.',
  continueToShop: 'Continuer vers la boutique',
  notFoundTitle: 'Page de paiement introuvable',
  notFoundText: 'Ce lien ne mène à aucune session de paiement.',
};

const nl: Messages = {
  pageTitle: 'Afrekenen',
  testMode: 'Testmodus: lokale betaalsandbox. Er wordt geen echt geld afgeschreven.',
  backToShop: 'Terug naar de winkel',
  orderSummary: 'Besteloverzicht',
  quantityTimesPrice: (quantity, price) => `${quantity} × ${price}`,
  subtotal: 'Subtotaal',
  discount: 'Korting',
  total: 'Totaal',
  paymentDetails: 'Betaalgegevens',
  errorSummaryTitle: 'Controleer het volgende:',
  contact: 'Contactgegevens',
  email: 'E-mail',
  emailFixedHint: 'Dit adres komt van de winkel.',
  paymentMethod: 'Betaalmethode',
  card: 'Kaart',
  sepaDebit: 'SEPA-domiciliëring',
  bancontact: 'Bancontact',
  ideal: 'iDEAL | Wero',
  idealBank: 'Bank',
  bankRedirectHint: 'Je wordt naar je bank gestuurd om de betaling goed te keuren.',
  redirectFailed:
    'We kunnen je betaalmethode niet verifiëren. Kies een andere betaalmethode en probeer het opnieuw.',
  cardDetails: 'Kaartgegevens',
  cardNumber: 'Kaartnummer',
  expiry: 'Vervaldatum (MM / JJ)',
  cvc: 'Beveiligingscode (CVC)',
  cvcHint:
    'De laatste 3 cijfers op de achterkant van de kaart (4 op de voorkant bij American Express).',
  cardName: 'Naam op de kaart',
  bankAccount: 'Bankrekening',
  iban: 'IBAN',
  accountHolder: 'Naam rekeninghouder',
  sepaMandate:
    'Door te bevestigen geef je de winkel toestemming om dit bedrag eenmalig van je rekening af te schrijven (SEPA-domiciliëringsmandaat). De betaling wordt enkele dagen later bevestigd.',
  shippingAddress: 'Verzendadres',
  shippingName: 'Volledige naam',
  line1: 'Straat en huisnummer',
  line2: 'Bus, verdieping, enz. (optioneel)',
  postalCode: 'Postcode',
  city: 'Gemeente',
  country: 'Land',
  pay: (amount) => `Betaal ${amount}`,
  termsOfService: 'Ik ga akkoord met de gebruiksvoorwaarden.',
  testHelpTitle: 'Testkaarten en -rekeningen',
  testHelpCardSucceeds: 'betaalt meteen',
  testHelpCardDeclined: 'wordt geweigerd',
  testHelpCardDetails:
    'Gebruik een willekeurige vervaldatum in de toekomst en een willekeurige CVC.',
  testHelpIbanSucceeds: 'SEPA-domiciliëring die na enkele seconden lukt',
  testHelpIbanFails: 'SEPA-domiciliëring die na enkele seconden mislukt',
  errors: {
    email: 'Vul een geldig e-mailadres in.',
    paymentMethod: 'Kies een betaalmethode.',
    cardNumberIncomplete: 'Je kaartnummer is onvolledig.',
    cardNumberInvalid: 'Je kaartnummer is ongeldig.',
    expiryIncomplete: 'De vervaldatum van je kaart is onvolledig.',
    expiryPast: 'De vervaldatum van je kaart ligt in het verleden.',
    expiryInvalid: 'De vervaldatum van je kaart is ongeldig.',
    cvcIncomplete: 'De beveiligingscode van je kaart is onvolledig.',
    cardName: 'Vul de naam op de kaart in.',
    ibanInvalid: 'Je IBAN is ongeldig.',
    ibanNotTest: 'Gebruik in testmodus een test-IBAN zoals AT61 1904 3002 3457 3201.',
    accountHolder: 'Vul de naam van de rekeninghouder in.',
    idealBank: 'Kies je bank.',
    shippingName: 'Vul de volledige naam van de ontvanger in.',
    line1: 'Vul de straat en het huisnummer in.',
    postalCode: 'Vul de postcode in.',
    city: 'Vul de gemeente in.',
    country: 'Kies een land waarnaar we verzenden.',
    termsOfService: 'Je moet akkoord gaan met de gebruiksvoorwaarden om verder te gaan.',
  },
  declines: {
    generic_decline: 'Je kaart is geweigerd.',
    lost_card: 'Je kaart is geweigerd.',
    stolen_card: 'Je kaart is geweigerd.',
    insufficient_funds: 'Het saldo op je kaart is onvoldoende.',
    expired_card: 'Je kaart is vervallen.',
    incorrect_cvc: 'De beveiligingscode van je kaart is onjuist.',
    processing_error:
      'Er ging iets mis bij het verwerken van je kaart. Probeer het zo meteen opnieuw.',
    not_a_test_card:
      'Je kaart is geweigerd. Je verzoek is in testmodus, maar gebruikt geen testkaart. Lijst van testkaarten: https://stripe.com/docs/testing.',
    authentication_not_simulated:
      'Deze testkaart vraagt 3D Secure-verificatie, die de lokale sandbox niet nabootst. Gebruik 4242 4242 4242 4242.',
  },
  expiredTitle: 'Deze betaalsessie is verlopen',
  expiredText:
    'De tijd om deze bestelling te betalen is voorbij. Ga terug naar de winkel om het opnieuw te proberen.',
  completeTitle: 'Deze bestelling is al betaald',
  completePendingTitle: 'Deze bestelling wordt betaald',
  completeText: 'Je hoeft op deze pagina niets meer te doen.',
  continueToShop: 'Verder naar de winkel',
  notFoundTitle: 'Betaalpagina niet gevonden',
  notFoundText: 'Deze link leidt niet naar een betaalsessie.',
};

const MESSAGES: Record<Language, Messages> = { en, fr, nl };

export function messagesFor(language: Language): Messages {
  return MESSAGES[language];
}

/** The session's locale when the page has it (`fr-CA` → fr), else the browser's preference. */
export function pageLanguage(
  sessionLocale: string | null,
  acceptLanguage: string | undefined,
): Language {
  const fromLocale = toLanguage(sessionLocale);
  if (fromLocale) return fromLocale;
  const preferences = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag, quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter((preference) => preference.tag !== '' && preference.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const preference of preferences) {
    const language = toLanguage(preference.tag);
    if (language) return language;
  }
  return 'en';
}

function toLanguage(tag: string | null): Language | null {
  const primary = tag?.toLowerCase().split('-')[0];
  return primary === 'en' || primary === 'fr' || primary === 'nl' ? primary : null;
}

/** Belgian conventions for each language: `€ 12,50` in Dutch, `12,50 €` in French. */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-IE', fr: 'fr-BE', nl: 'nl-BE' };

export function formatMoney(amountInMinorUnits: number, currency: string, language: Language) {
  const format = new Intl.NumberFormat(NUMBER_LOCALES[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountInMinorUnits / 10 ** digits);
}

export function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}
