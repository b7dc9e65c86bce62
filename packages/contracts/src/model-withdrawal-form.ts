import type { Language } from './i18n.js';

/**
 * The model withdrawal form of Directive 2011/83/EU, Annex I(B) (Belgian Code of Economic
 * Law, book VI, annex 2), in the wording of each language's official text. It is quoted law,
 * not the shop's copy, and has one home here: the storefront's /withdrawal-form page and the
 * PDF the order confirmation carries (art. 8(7)) print the same words (ADR 0031, 0046).
 */
export interface ModelWithdrawalForm {
  title: string;
  instruction: string;
  /** The line naming the trader: name, geographical address and e-mail. */
  to: (trader: string) => string;
  /** The lines the consumer fills in, in the directive's order. */
  fields: readonly [
    notice: string,
    dates: string,
    name: string,
    address: string,
    signature: string,
    date: string,
  ];
  footnote: string;
}

export const MODEL_WITHDRAWAL_FORM: Record<Language, ModelWithdrawalForm> = {
  en: {
    title: 'Model withdrawal form',
    instruction: '(complete and return this form only if you wish to withdraw from the contract)',
    to: (trader) => `To ${trader}:`,
    fields: [
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
      'Ordered on (*)/received on (*),',
      'Name of consumer(s),',
      'Address of consumer(s),',
      'Signature of consumer(s) (only if this form is notified on paper),',
      'Date',
    ],
    footnote: '(*) Delete as appropriate.',
  },
  nl: {
    title: 'Modelformulier voor herroeping',
    instruction:
      '(dit formulier alleen invullen en terugzenden als u de overeenkomst wilt herroepen)',
    to: (trader) => `Aan ${trader}:`,
    fields: [
      'Ik/Wij (*) deel/delen (*) u hierbij mede, dat ik/wij (*) onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst (*) herroep/herroepen (*)',
      'Besteld op (*)/ontvangen op (*)',
      'Naam/Namen consument(en)',
      'Adres consument(en)',
      'Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend)',
      'Datum',
    ],
    footnote: '(*) Doorhalen wat niet van toepassing is.',
  },
  fr: {
    title: 'Modèle de formulaire de rétractation',
    instruction:
      '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    to: (trader) => `À l’attention de ${trader} :`,
    fields: [
      'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
      'Commandé le (*)/reçu le (*) :',
      'Nom du (des) consommateur(s) :',
      'Adresse du (des) consommateur(s) :',
      'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
      'Date :',
    ],
    footnote: '(*) Rayez la mention inutile.',
  },
};
