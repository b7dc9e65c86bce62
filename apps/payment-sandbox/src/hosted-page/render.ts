/**
 * The hosted payment page, rendered on the server. It needs no script and loads nothing but
 * its own stylesheet, so it works offline and under a strict Content-Security-Policy. Choosing
 * a payment method shows only that method's fields through CSS `:has()`; without it, both
 * groups stay visible and only the chosen one is read.
 */
import type { PaymentMethodType, SessionRecord } from '../records.js';
import { sessionDiscountTotal, sessionSubtotal, sessionTotal } from '../objects.js';
import { FAILING_TEST_IBAN, IDEAL_BANKS, SUCCEEDING_TEST_IBAN } from '../test-payment-methods.js';
import { countryName, formatMoney, type Language, type Messages } from './i18n.js';
import { FIELD_NAMES, type FieldErrors, type FieldName, type FormValues } from './submission.js';

export const STYLESHEET_PATH = '/c/assets/checkout.css';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Marks text as already-escaped HTML, so templates can nest without double escaping. */
class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | null | undefined | false | Part[];

function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let result = strings[0] ?? '';
  parts.forEach((part, index) => {
    result += render(part) + (strings[index + 1] ?? '');
  });
  return new Html(result);
}

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof Html) return part.value;
  return escapeHtml(String(part));
}

type AttributeValue = string | number | boolean | null | undefined;

/** ` name="value"` for each attribute; `true` writes a bare attribute, false/null/undefined none. */
function attributes(entries: Record<string, AttributeValue>): Html {
  let result = '';
  for (const [name, value] of Object.entries(entries)) {
    if (value === true) result += ` ${name}`;
    else if (value !== false && value !== null && value !== undefined) {
      result += ` ${name}="${escapeHtml(String(value))}"`;
    }
  }
  return new Html(result);
}

function documentPage(language: Language, title: string, body: Html): string {
  const page = html`<html lang="${language}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>${title}</title>
      <link rel="stylesheet" href="${STYLESHEET_PATH}" />
    </head>
    <body>
      ${body}
    </body>
  </html>`;
  return `<!doctype html>\n${page.value}\n`;
}

export interface PaymentPageView {
  language: Language;
  messages: Messages;
  session: SessionRecord;
  formAction: string;
  values: FormValues;
  errors: FieldErrors;
}

export function renderPaymentPage(view: PaymentPageView): string {
  const { messages: t, session, language } = view;
  const total = formatMoney(sessionTotal(session), session.currency, language);
  return documentPage(
    language,
    `${t.pageTitle} – ${total}`,
    html`<p class="test-banner">${t.testMode}</p>
      <div class="layout">
        <main class="checkout">
          ${session.cancelUrl ? html`<a class="back-link" href="${session.cancelUrl}"><span aria-hidden="true">← </span>${t.backToShop}</a>` : null}
          <h1>${t.pageTitle}</h1>
          ${renderSummary(view, total)} ${renderForm(view, total)} ${renderTestHelp(t)}
        </main>
      </div>`,
  );
}

function renderSummary({ messages: t, session, language }: PaymentPageView, total: string): Html {
  const money = (amount: number) => formatMoney(amount, session.currency, language);
  return html`<section class="summary" aria-labelledby="summary-heading">
    <h2 id="summary-heading">${t.orderSummary}</h2>
    <ul class="items">
      ${session.lineItems.map(
        (item) =>
          html`<li class="item">
            <div class="item-text">
              <p class="item-name">${item.name}</p>
              ${item.description ? html`<p class="item-description">${item.description}</p>` : null}
              <p class="item-quantity">
                ${t.quantityTimesPrice(item.quantity, money(item.unitAmount))}
              </p>
            </div>
            <p class="item-amount">${money(item.unitAmount * item.quantity)}</p>
          </li>`,
      )}
    </ul>
    ${
      session.discount
        ? html`<p class="subtotal">
              <span>${t.subtotal}</span>
              <span class="subtotal-amount">${money(sessionSubtotal(session))}</span>
            </p>
            <p class="discount">
              <span>${session.discount.coupon.name ?? t.discount}</span>
              <span class="discount-amount">−${money(sessionDiscountTotal(session))}</span>
            </p>`
        : null
    }
    ${(session.shippingOptions ?? []).slice(0, 1).map(
      (option) =>
        html`<p class="shipping">
          <span class="shipping-name">${option.displayName}</span>
          <span class="shipping-amount">${money(option.amount)}</span>
        </p>`,
    )}
    <p class="total"><span>${t.total}</span> <span class="total-amount">${total}</span></p>
  </section>`;
}

/** The ids and attributes that tie a field to its label, hint and error for assistive tech. */
function fieldIds(name: FieldName) {
  const id = name.replaceAll('_', '-');
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** The radio button of a payment method. */
function methodId(method: PaymentMethodType): string {
  return `payment-method-${method.replaceAll('_', '-')}`;
}

/** The control an error message leads to; the payment method's is its first radio button. */
function controlId(name: FieldName, session: SessionRecord): string {
  return name === 'payment_method'
    ? methodId(session.paymentMethodTypes[0] ?? 'card')
    : fieldIds(name).id;
}

function methodLabel(t: Messages, method: PaymentMethodType): string {
  const labels: Record<PaymentMethodType, string> = {
    card: t.card,
    sepa_debit: t.sepaDebit,
    bancontact: t.bancontact,
    ideal: t.ideal,
  };
  return labels[method];
}

interface FieldOptions {
  label: string;
  type?: string;
  autocomplete?: string;
  inputmode?: string;
  hint?: string;
  required?: boolean;
  readonly?: boolean;
  value?: string;
  maxlength?: number;
  /** A narrow input, for values a few characters long. */
  short?: boolean;
}

function renderField(
  view: PaymentPageView,
  name: FieldName,
  options: FieldOptions,
  firstError: FieldName | null,
): Html {
  const { id, hintId, errorId } = fieldIds(name);
  const error = view.errors[name];
  const describedBy = [options.hint ? hintId : null, error ? errorId : null].filter(Boolean);
  const inputAttributes = attributes({
    id,
    name,
    type: options.type ?? 'text',
    value: options.value ?? view.values[name] ?? '',
    autocomplete: options.autocomplete,
    inputmode: options.inputmode,
    maxlength: options.maxlength,
    required: options.required !== false,
    'aria-required': options.required !== false ? 'true' : null,
    readonly: options.readonly ?? false,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : null,
    'aria-invalid': error ? 'true' : null,
    autofocus: firstError === name,
  });
  const classes = ['field', options.short ? 'field-short' : null, error ? 'field-invalid' : null];
  return html`<div class="${classes.filter(Boolean).join(' ')}">
    <label for="${id}">${options.label}</label>
    ${options.hint ? html`<p class="hint" id="${hintId}">${options.hint}</p>` : null}
    ${error ? html`<p class="field-error" id="${errorId}">${error}</p>` : null}
    <input${inputAttributes} />
  </div>`;
}

function renderForm(view: PaymentPageView, total: string): Html {
  const { messages: t, session, errors } = view;
  const errorNames = (Object.keys(errors) as FieldName[]).filter((name) => errors[name]);
  const firstError = orderOfFields(errorNames)[0] ?? null;
  const offered = session.paymentMethodTypes;
  // The first method offered is chosen until the customer picks another (Stripe's page too).
  const method =
    offered.find((type) => type === view.values.payment_method) ?? offered[0] ?? 'card';
  const offersSepa = offered.includes('sepa_debit');
  const offersCard = offered.includes('card');
  const field = (name: FieldName, options: FieldOptions) =>
    renderField(view, name, options, firstError);
  const radio = (value: PaymentMethodType) =>
    attributes({
      type: 'radio',
      id: methodId(value),
      name: 'payment_method',
      value,
      checked: method === value,
      'aria-describedby': errors.payment_method ? 'payment-method-error' : null,
      autofocus: firstError === 'payment_method' && value === offered[0],
    });

  return html`<section class="payment" aria-labelledby="payment-heading">
    <h2 id="payment-heading">${t.paymentDetails}</h2>
    ${
      firstError
        ? html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
            <h3 id="error-summary-title">${t.errorSummaryTitle}</h3>
            <ul>
              ${orderOfFields(errorNames).map(
                (name) => html`<li><a href="#${controlId(name, session)}">${errors[name]}</a></li>`,
              )}
            </ul>
          </div>`
        : null
    }
    <form method="post" action="${view.formAction}" novalidate>
      <fieldset>
        <legend>${t.contact}</legend>
        ${
          session.customerEmail
            ? field('email', {
                label: t.email,
                type: 'email',
                autocomplete: 'email',
                readonly: true,
                value: session.customerEmail,
                hint: t.emailFixedHint,
              })
            : field('email', {
                label: t.email,
                type: 'email',
                autocomplete: 'email',
                maxlength: 254,
              })
        }
      </fieldset>
      ${
        offered.length > 1
          ? html`<fieldset class="methods">
              <legend>${t.paymentMethod}</legend>
              ${errors.payment_method ? html`<p class="field-error" id="payment-method-error">${errors.payment_method}</p>` : null}
              ${offered.map(
                (type) =>
                  html`<div class="method-choice">
                    <input${radio(type)} />
                    <label for="${methodId(type)}">${methodLabel(t, type)}</label>
                  </div>`,
              )}
            </fieldset>`
          : html`<input type="hidden" name="payment_method" value="${method}" />`
      }
      ${
        offersCard
          ? html`<fieldset class="card-fields">
              <legend>${t.cardDetails}</legend>
              ${field('card_number', { label: t.cardNumber, autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23 })}
              ${field('card_expiry', { label: t.expiry, autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: 9, short: true })}
              ${field('card_cvc', { label: t.cvc, autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4, hint: t.cvcHint, short: true })}
              ${field('card_name', { label: t.cardName, autocomplete: 'cc-name', maxlength: 200 })}
            </fieldset>`
          : null
      }
      ${
        offered.includes('bancontact')
          ? html`<fieldset class="bancontact-fields">
              <legend>${t.bancontact}</legend>
              <p class="hint">${t.bankRedirectHint}</p>
            </fieldset>`
          : null
      }
      ${offered.includes('ideal') ? renderIdealBank(view, firstError) : null}
      ${
        offersSepa
          ? html`<fieldset class="sepa-fields">
              <legend>${t.bankAccount}</legend>
              ${field('iban', { label: t.iban, autocomplete: 'off', maxlength: 42 })}
              ${field('account_holder_name', { label: t.accountHolder, autocomplete: 'name', maxlength: 200 })}
              <p class="mandate">${t.sepaMandate}</p>
            </fieldset>`
          : null
      }
      ${session.allowedCountries ? renderShipping(view, field, firstError) : null}
      ${session.termsOfService === 'required' ? renderTermsOfService(view, firstError) : null}
      ${customText(session.customText?.submit, 'custom-text-submit')}
      <button type="submit" class="pay-button">${t.pay(total)}</button>
      ${customText(session.customText?.after_submit, 'custom-text-after-submit')}
    </form>
  </section>`;
}

/** iDEAL | Wero asks for the customer's bank before sending them to it, as Stripe's page does. */
function renderIdealBank(view: PaymentPageView, firstError: FieldName | null): Html {
  const { messages: t, errors, values } = view;
  const { id, errorId } = fieldIds('ideal_bank');
  const error = errors.ideal_bank;
  const selectAttributes = attributes({
    id,
    name: 'ideal_bank',
    'aria-invalid': error ? 'true' : null,
    'aria-describedby': error ? `${errorId} ideal-bank-hint` : 'ideal-bank-hint',
    autofocus: firstError === 'ideal_bank',
  });
  return html`<fieldset class="ideal-fields">
    <legend>${t.ideal}</legend>
    <div class="${error ? 'field field-invalid' : 'field'}">
      <label for="${id}">${t.idealBank}</label>
      <p class="hint" id="ideal-bank-hint">${t.bankRedirectHint}</p>
      ${error ? html`<p class="field-error" id="${errorId}">${error}</p>` : null}
      <select${selectAttributes}>
        <option value="">—</option>
        ${Object.entries(IDEAL_BANKS).map(
          ([code, bank]) =>
            html`<option${attributes({ value: code, selected: values.ideal_bank === code })}>${bank.name}</option>`,
        )}
      </select>
    </div>
  </fieldset>`;
}

function renderShipping(
  view: PaymentPageView,
  field: (name: FieldName, options: FieldOptions) => Html,
  firstError: FieldName | null,
): Html {
  const { messages: t, language, errors } = view;
  const countries = [...(view.session.allowedCountries ?? [])]
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  // Stripe preselects the visitor's country; a Belgian shop's best guess is Belgium.
  const selected =
    view.values.shipping_country ??
    (countries.some((country) => country.code === 'BE') ? 'BE' : countries[0]?.code);
  const { id, errorId } = fieldIds('shipping_country');
  const error = errors.shipping_country;
  const selectAttributes = attributes({
    id,
    name: 'shipping_country',
    autocomplete: 'shipping country',
    required: true,
    'aria-required': 'true',
    'aria-invalid': error ? 'true' : null,
    'aria-describedby': error ? errorId : null,
    autofocus: firstError === 'shipping_country',
  });
  const options = countries.map(
    (country) =>
      html`<option${attributes({ value: country.code, selected: country.code === selected })}>${country.name}</option>`,
  );
  return html`<fieldset>
    <legend>${t.shippingAddress}</legend>
    ${field('shipping_name', { label: t.shippingName, autocomplete: 'shipping name', maxlength: 200 })}
    ${field('shipping_line1', { label: t.line1, autocomplete: 'shipping address-line1', maxlength: 200 })}
    ${field('shipping_line2', { label: t.line2, autocomplete: 'shipping address-line2', maxlength: 200, required: false })}
    ${field('shipping_postal_code', { label: t.postalCode, autocomplete: 'shipping postal-code', maxlength: 20, short: true })}
    ${field('shipping_city', { label: t.city, autocomplete: 'shipping address-level2', maxlength: 100 })}
    <div class="${error ? 'field field-invalid' : 'field'}">
      <label for="${id}">${t.country}</label>
      ${error ? html`<p class="field-error" id="${errorId}">${error}</p>` : null}
      <select${selectAttributes}>
        ${options}
      </select>
    </div>
  </fieldset>`;
}

/**
 * The checkbox `consent_collection[terms_of_service]=required` asks for, labelled with
 * `custom_text[terms_of_service_acceptance]` when the shop gave one (its links work).
 */
function renderTermsOfService(view: PaymentPageView, firstError: FieldName | null): Html {
  const { messages: t, errors, session } = view;
  const { id, errorId } = fieldIds('terms_of_service');
  const error = errors.terms_of_service;
  const message = session.customText?.terms_of_service_acceptance;
  const checkbox = attributes({
    type: 'checkbox',
    id,
    name: 'terms_of_service',
    value: 'accepted',
    required: true,
    checked: view.values.terms_of_service === 'accepted',
    'aria-invalid': error ? 'true' : null,
    'aria-describedby': error ? errorId : null,
    autofocus: firstError === 'terms_of_service',
  });
  return html`<div class="${error ? 'field field-invalid consent' : 'field consent'}">
    ${error ? html`<p class="field-error" id="${errorId}">${error}</p>` : null}
    <div class="consent-choice">
      <input${checkbox} />
      <label for="${id}">${message ? markdownLinks(message) : t.termsOfService}</label>
    </div>
  </div>`;
}

function customText(message: string | undefined, className: string): Html | null {
  return message ? html`<p class="custom-text ${className}">${markdownLinks(message)}</p>` : null;
}

/**
 * Stripe's custom text takes Markdown links, `[terms](https://shop.example/terms)`; the rest
 * is plain text. Only http(s) addresses become links.
 */
function markdownLinks(message: string): Html {
  const parts: Part[] = [];
  let last = 0;
  for (const match of message.matchAll(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g)) {
    parts.push(message.slice(last, match.index));
    parts.push(html`<a href="${match[2]}" target="_blank" rel="noopener">${match[1]}</a>`);
    last = match.index + match[0].length;
  }
  parts.push(message.slice(last));
  return html`${parts}`;
}

/** Errors are listed, and the first one focused, in the order the fields appear. */
function orderOfFields(names: FieldName[]): FieldName[] {
  return FIELD_NAMES.filter((name) => names.includes(name));
}

function renderTestHelp(t: Messages): Html {
  return html`<details class="test-help">
    <summary>${t.testHelpTitle}</summary>
    <ul>
      <li><code>4242 4242 4242 4242</code> ${t.testHelpCardSucceeds}</li>
      <li><code>4000 0000 0000 0002</code> ${t.testHelpCardDeclined}</li>
      <li>${t.testHelpCardDetails}</li>
      <li><code>${groupIban(SUCCEEDING_TEST_IBAN)}</code> ${t.testHelpIbanSucceeds}</li>
      <li><code>${groupIban(FAILING_TEST_IBAN)}</code> ${t.testHelpIbanFails}</li>
    </ul>
  </details>`;
}

function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

export function renderMessagePage(
  language: Language,
  title: string,
  text: string,
  link: { href: string; label: string } | null,
  testBanner: string,
): string {
  return documentPage(
    language,
    title,
    html`<p class="test-banner">${testBanner}</p>
      <div class="layout">
        <main class="checkout message">
          <h1>${title}</h1>
          <p>${text}</p>
          ${link ? html`<p><a class="button-link" href="${link.href}">${link.label}</a></p>` : null}
        </main>
      </div>`,
  );
}

export interface AuthorizationPageView {
  /** "Bancontact" or "iDEAL | Wero", and the bank for iDEAL. */
  methodName: string;
  bankName: string | null;
  amount: string;
  formAction: string;
}

/**
 * Stripe's test-mode stand-in for the bank's page, in English as Stripe's is: two buttons,
 * one authorising the payment and one failing it.
 */
export function renderAuthorizationPage(view: AuthorizationPageView): string {
  const title = `${view.methodName} test payment`;
  return documentPage(
    'en',
    title,
    html`<p class="test-banner">Test mode: local payment sandbox. No real money moves.</p>
      <div class="layout">
        <main class="checkout message">
          <h1>${title}</h1>
          <p>
            ${view.bankName ? html`${view.bankName} · ` : null}${view.amount}. This is a test
            payment page: authorise the payment or let it fail, as the customer's bank would.
          </p>
          <form method="post" action="${view.formAction}">
            <button type="submit" name="outcome" value="authorize" class="pay-button">
              Authorize test payment
            </button>
            <button type="submit" name="outcome" value="fail" class="fail-button">
              Fail test payment
            </button>
          </form>
        </main>
      </div>`,
  );
}
