import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The demo logins the server seeds (apps/server/src/db/seed). */
export const DEMO_CUSTOMER = {
  email: 'customer@example.com',
  password: 'Customer123',
  username: 'demo',
};
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin12345', username: 'admin' };

export interface NewCustomer {
  username: string;
  email: string;
  /** Belgian mobile number as a person types it; +32 is picked in the form. */
  nationalNumber: string;
  password: string;
}

let sequence = 0;

/** A customer no other test uses (tests run in parallel against one server). */
export function newCustomer(): NewCustomer {
  sequence += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return {
    username: `shopper_${id}`,
    email: `shopper.${id}@example.be`,
    nationalNumber: '0470 12 34 56',
    password: 'Gifts4you',
  };
}

/**
 * Creates the account through the API, as a quicker start for tests about something else.
 * Checkout needs a delivery choice (issue 27): the account starts with home delivery in
 * Belgium chosen, as a customer would on the cart page; `delivery: null` leaves it to choose.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  customer: NewCustomer,
  baseURL?: string,
  { delivery = HOME_DELIVERY_BE }: { delivery?: typeof HOME_DELIVERY_BE | null } = {},
): Promise<void> {
  const response = await request.post(`${baseURL ?? ''}/api/register/`, {
    data: {
      username: customer.username,
      email: customer.email,
      phone_number: '+32470123456',
      password: customer.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (!delivery) return;
  const { access } = (await response.json()) as { access: string };
  const chosen = await request.put(`${baseURL ?? ''}/api/cart/delivery/`, {
    headers: { Authorization: `Bearer ${access}` },
    data: delivery,
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
}

/** The demo shop's home delivery in Belgium: €4.95, free from €50. */
export const HOME_DELIVERY_BE = { method: 'home', country: 'BE' } as const;

export function header(page: Page) {
  return page.getByRole('banner');
}

export function loginPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Sign in to your account' });
}

export function signupPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Create your account' });
}

export function accountMenuButton(page: Page) {
  return header(page).getByRole('button', { name: 'Account menu' });
}

/** Fills and sends the login form inside `form` (the panel, or the /login page's main). */
export async function submitLogin(form: Locator, email: string, password: string) {
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** From any page: the header's "Sign in" button, the form, and back signed in. */
export async function signIn(page: Page, email: string, password: string) {
  await header(page).getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(loginPanel(page)).toBeVisible();
  await submitLogin(loginPanel(page), email, password);
  await expect(loginPanel(page)).toBeHidden();
  await expect(accountMenuButton(page)).toBeVisible();
}

export async function logOut(page: Page) {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
}

export function storedTokens(page: Page) {
  return page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
  }));
}

/** The admin panel's sign-in page in each of its languages (the browser's language picks it). */
const ADMIN_SIGN_IN = {
  en: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
  nl: { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Aanmelden' },
  fr: { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Connexion' },
} as const;

/** Opens /admin/ and signs in as the demo admin on the panel's own sign-in page. */
export async function signInToAdmin(
  admin: Page,
  language: keyof typeof ADMIN_SIGN_IN = 'en',
): Promise<void> {
  const labels = ADMIN_SIGN_IN[language];
  await admin.goto('/admin/');
  await admin.getByLabel(labels.email).fill(DEMO_ADMIN.email);
  await admin.getByRole('textbox', { name: labels.password }).fill(DEMO_ADMIN.password);
  await admin.getByRole('button', { name: labels.submit }).click();
}
