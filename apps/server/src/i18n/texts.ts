import i18next from 'i18next';
import {
  DEFAULT_LANGUAGE,
  formatMoney,
  LANGUAGES,
  languageSchema,
  moneyFromCents,
  paymentMethodInWords,
  type Language,
  type PaymentMethod,
} from '@shop/contracts';
import en from '../locales/en/translation.json' with { type: 'json' };
import fr from '../locales/fr/translation.json' with { type: 'json' };
import nl from '../locales/nl/translation.json' with { type: 'json' };

/**
 * The server's texts (ADR 0022): i18next over `src/locales/{en,nl,fr}/translation.json`, with
 * the web's conventions (nested keys, `{{name}}` placeholders, `_one`/`_other` plurals with
 * `count`). One instance of its own, initialised synchronously from the bundled files, so no
 * request waits for it and nothing is read from disk at run time.
 *
 * Values are not HTML-escaped: the answers are JSON. Whoever puts a text into HTML (a mail)
 * escapes it there, as it does every other value.
 */
const texts = i18next.createInstance();
void texts.init({
  resources: {
    en: { translation: en },
    nl: { translation: nl },
    fr: { translation: fr },
  },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});
// `{{amount, money}}` with an amount in cents: said as the reader writes money ("€9.00",
// "9,00 €", ADR 0072), by the contracts' one money formatter, wherever the text is said (an
// error's text is said by the error handler, in the request's language).
texts.services.formatter?.add('money', (cents: number, language: string | undefined) =>
  formatMoney(moneyFromCents(cents), languageSchema.catch(DEFAULT_LANGUAGE).parse(language)),
);

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** "a.b_one" -> "a.b": a plural's forms share one key, chosen by `count`. */
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

type Paths<Tree> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? WithoutPlural<Name>
    : `${Name}.${Paths<Tree[Name]>}`;
}[keyof Tree & string];

/** Every text key, from the English file: a misspelt key does not compile. */
export type TextKey = Paths<typeof en>;

export type TextValues = Record<string, string | number>;

/** The text `key` in `language`, placeholders filled in from `values`. */
export function serverText(language: Language, key: TextKey, values: TextValues = {}): string {
  return texts.t(key, { ...values, lng: language });
}

/** How an order was paid, in words in `language` (the contracts' one naming rule, ADR 0050). */
export function paymentMethodText(language: Language, method: PaymentMethod): string {
  return paymentMethodInWords(method, (key) => serverText(language, key as TextKey));
}

/**
 * A schema's message: the contracts' message codes (the free-text and account rules) are
 * said from `validation.<code>` in the request's language; any other message is a sentence
 * already and passes through.
 */
export function validationText(
  language: Language,
  message: string,
  values: TextValues = {},
): string {
  const key = `validation.${message}`;
  return texts.exists(key, { lng: DEFAULT_LANGUAGE })
    ? texts.t(key, { ...values, lng: language })
    : message;
}

/** "Too many attempts. Try again in N seconds.", in whole seconds, at least one. */
export function tooManyAttemptsText(language: Language, retryAfterSeconds: number): string {
  return serverText(language, 'errors.tooManyAttempts', {
    count: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}
