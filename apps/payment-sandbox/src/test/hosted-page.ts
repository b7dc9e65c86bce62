import { expect } from 'vitest';

/** What a browser would fill in on the hosted page to pay by card and ship to Brussels. */
export const SHIPPING_FIELDS = {
  shipping_name: 'Ada Peeters',
  shipping_line1: 'Wetstraat 16',
  shipping_line2: 'Bus 3',
  shipping_postal_code: '1000',
  shipping_city: 'Brussel',
  shipping_country: 'BE',
};

export function cardFields(number = '4242 4242 4242 4242'): Record<string, string> {
  return {
    payment_method: 'card',
    card_number: number,
    card_expiry: '12 / 34',
    card_cvc: '123',
    card_name: 'Ada Peeters',
    ...SHIPPING_FIELDS,
  };
}

export function sepaFields(iban: string): Record<string, string> {
  return {
    payment_method: 'sepa_debit',
    iban,
    account_holder_name: 'Ada Peeters',
    ...SHIPPING_FIELDS,
  };
}

export interface Page {
  status: number;
  html: string;
  headers: Headers;
}

export async function openPage(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(url, { headers });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The form's action, resolved against the page's URL, as a browser resolves it. */
export function formAction(pageUrl: string, html: string): string {
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
  expect(action, 'the page has a form with an action').toBeDefined();
  return new URL(decodeEntities(action ?? ''), pageUrl).toString();
}

/** Posts the form the way a browser does without script: urlencoded, redirects not followed. */
export async function submitForm(
  pageUrl: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const page = await openPage(pageUrl, headers);
  return fetch(formAction(pageUrl, page.html), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Pays a session with a test card and checks that the browser is sent to the shop. */
export async function payByCard(sessionUrl: string, number?: string): Promise<string> {
  const response = await submitForm(sessionUrl, cardFields(number));
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

/** The text of an element with this id, tags stripped and entities decoded. */
export function textOfId(html: string, id: string): string | null {
  const match = new RegExp(`<([a-z0-9]+)[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match ? decodeEntities((match[2] ?? '').replace(/<[^>]+>/g, '')).trim() : null;
}

/** The opening tag of the form control with this id. */
export function controlTag(html: string, id: string): string | null {
  return new RegExp(`<(?:input|select)[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? null;
}

export function attribute(tag: string | null, name: string): string | null {
  if (!tag) return null;
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?[\\s>]`).exec(tag);
  if (!match) return null;
  return decodeEntities(match[1] ?? '');
}

/** The text of the `<label for=id>`. */
export function labelFor(html: string, id: string): string | null {
  const match = new RegExp(`<label[^>]*\\sfor="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html);
  return match ? decodeEntities((match[1] ?? '').replace(/<[^>]+>/g, '')).trim() : null;
}

export function decodeEntities(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
