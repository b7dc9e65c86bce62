import type { Language } from '@shop/contracts';

/**
 * The texts a shopper can meet when starting a checkout. The storefront shows a 400's text
 * as it comes (spec §8), so each is written in all three languages.
 */
export const checkoutMessages = {
  cartEmpty: {
    en: () => 'Your cart is empty.',
    nl: () => 'Je winkelwagen is leeg.',
    fr: () => 'Votre panier est vide.',
  },
  soldOut: {
    en: (name: string) => `"${name}" is sold out. Please remove it from your cart to continue.`,
    nl: (name: string) =>
      `"${name}" is uitverkocht. Haal het uit je winkelwagen om verder te gaan.`,
    fr: (name: string) => `« ${name} » est épuisé. Retirez-le de votre panier pour continuer.`,
  },
  noLongerAvailable: {
    en: (name: string) =>
      `"${name}" is no longer available. Please remove it from your cart to continue.`,
    nl: (name: string) =>
      `"${name}" is niet meer beschikbaar. Haal het uit je winkelwagen om verder te gaan.`,
    fr: (name: string) =>
      `« ${name} » n'est plus disponible. Retirez-le de votre panier pour continuer.`,
  },
  onlyLeft: {
    en: (name: string, left: number) =>
      `Only ${left} of "${name}" left. Please lower the quantity in your cart to continue.`,
    nl: (name: string, left: number) =>
      `Nog maar ${left} van "${name}" over. Verlaag het aantal in je winkelwagen om verder te gaan.`,
    fr: (name: string, left: number) =>
      `Il ne reste que ${left} « ${name} ». Réduisez la quantité dans votre panier pour continuer.`,
  },
  providerUnavailable: {
    en: () =>
      'The payment service cannot be reached right now. Nothing was charged and your cart is unchanged; please try again in a moment.',
    nl: () =>
      'De betaaldienst is nu niet bereikbaar. Er werd niets aangerekend en je winkelwagen is onveranderd; probeer het zo meteen opnieuw.',
    fr: () =>
      "Le service de paiement est momentanément injoignable. Rien n'a été débité et votre panier est inchangé ; veuillez réessayer dans un instant.",
  },
  paymentProcessing: {
    en: (orderId: number) =>
      `Your bank is still processing the payment for order #${orderId}. You can check out again once it is confirmed or refused; we will let you know by e-mail.`,
    nl: (orderId: number) =>
      `Je bank verwerkt de betaling voor bestelling #${orderId} nog. Je kunt opnieuw afrekenen zodra ze bevestigd of geweigerd is; we laten het je per e-mail weten.`,
    fr: (orderId: number) =>
      `Votre banque traite encore le paiement de la commande n° ${orderId}. Vous pourrez repasser commande dès qu’il sera confirmé ou refusé ; nous vous préviendrons par e-mail.`,
  },
  tooManyStarts: {
    en: (seconds: number) => `Too many checkout attempts. Try again in ${seconds} seconds.`,
    nl: (seconds: number) =>
      `Te veel pogingen om af te rekenen. Probeer het opnieuw over ${seconds} seconden.`,
    fr: (seconds: number) => `Trop de tentatives de paiement. Réessayez dans ${seconds} secondes.`,
  },
} satisfies Record<string, Record<Language, (...args: never[]) => string>>;
