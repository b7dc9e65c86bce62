import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test.js';
import {
  accountMenuButton,
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  header,
  logOut,
  loginPanel,
  newCustomer,
  registerThroughApi,
  signIn,
  signupPanel,
  storedTokens,
  submitLogin,
} from '../support/auth.js';
import { linkInMail, waitForShopMail } from '../support/mail.js';

test('signing up through the panel signs the new customer in', async ({ page }) => {
  const customer = newCustomer();
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Start for free' }).click();
  const panel = signupPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: /Sign up with Google/ })).toBeDisabled();
  await expect(panel.getByText('Coming soon')).toBeVisible();

  // The rules of spec §5, checked before anything is sent.
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expect(panel.getByText('Username is required')).toBeVisible();
  await expect(panel.getByText('Please confirm your password')).toBeVisible();

  await panel.getByLabel('Username').fill(customer.username);
  await panel.getByLabel('Email').fill(customer.email);
  // +32 by default (issue 31, ADR 0073).
  await expect(panel.getByLabel('Country code')).toHaveValue('+32');
  await panel.getByLabel('Phone number').fill(customer.nationalNumber);

  const meter = panel.getByRole('meter', { name: 'Password strength' });
  const password = panel.getByLabel('Password', { exact: true });
  await password.fill('gifts');
  await expect(meter).toHaveAttribute('aria-valuenow', '1');
  await password.fill('Gifts');
  await expect(meter).toHaveAttribute('aria-valuenow', '2');
  await password.fill(customer.password);
  await expect(meter).toHaveAttribute('aria-valuenow', '4');

  await panel.getByLabel('Confirm password').fill('Gifts4me');
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expect(panel.getByText('Passwords do not match')).toBeVisible();
  await panel.getByLabel('Confirm password').fill(customer.password);
  await panel.getByRole('button', { name: 'Create account' }).click();

  await expect(panel).toBeHidden();
  await expect(accountMenuButton(page)).toContainText(customer.username);
  const tokens = await storedTokens(page);
  expect(tokens.access).toBeTruthy();
  expect(tokens.refresh).toBeTruthy();

  // Still signed in after a reload, with the phone number stored in international form.
  await page.reload();
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/data$/);
  await expect(page.getByLabel('Phone number')).toHaveValue('+32470123456');
  await expect(page.getByLabel('Username')).toHaveValue(customer.username);
});

test('the signup form shows the server’s errors on their fields', async ({ page }) => {
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/$/);
  const panel = signupPanel(page);
  await panel.getByLabel('Username').fill(DEMO_CUSTOMER.username.toUpperCase());
  await panel.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await panel.getByLabel('Country code').selectOption('+352');
  await panel.getByLabel('Phone number').fill('621 123 456');
  await panel.getByLabel('Password', { exact: true }).fill('Gifts4you');
  await panel.getByLabel('Confirm password').fill('Gifts4you');
  await panel.getByRole('button', { name: 'Create account' }).click();
  // Luxembourg numbers have 8 digits: caught by the shared schema before sending.
  await expect(panel.getByText('Please enter a valid phone number')).toBeVisible();

  await panel.getByLabel('Phone number').fill('621 123 45');
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expect(panel.getByText('A user with that username already exists.')).toBeVisible();
  await expect(panel.getByText('A user with that email already exists.')).toBeVisible();
  await expect(panel.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expect((await storedTokens(page)).access).toBeNull();
});

test('logging out clears the tokens and the user and goes home', async ({ page, request }) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer);
  await page.goto('/about');
  await signIn(page, customer.email, customer.password);
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);

  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  await expect(header(page).getByRole('link', { name: 'Start for free' })).toBeVisible();
  // Nothing of the previous user is left, and the login panel did not pop up.
  await expect(page.getByText(customer.email)).toHaveCount(0);
  await expect(loginPanel(page)).toBeHidden();
});

test('a customer signing in after another in a second tab is the only one the first tab shows', async ({
  context,
}) => {
  const [ann, bob] = [newCustomer(), newCustomer()];
  const first = await context.newPage();
  await registerThroughApi(first.request, ann);
  await registerThroughApi(first.request, bob);
  await first.goto('/');
  await signIn(first, ann.email, ann.password);
  await accountMenuButton(first).click();
  await expect(first.getByRole('menu').getByText(ann.email)).toBeVisible();
  await first.keyboard.press('Escape');

  // The tabs share their sign-in: Ann leaves in the second tab and Bob signs in there.
  const second = await context.newPage();
  await second.goto('/');
  await logOut(second);
  await expect(first.getByText(ann.username)).toHaveCount(0);
  await signIn(second, bob.email, bob.password);

  await expect(accountMenuButton(first)).toContainText(bob.username);
  await accountMenuButton(first).click();
  await expect(first.getByRole('menu').getByText(bob.email)).toBeVisible();
  await first.getByRole('menuitem', { name: 'My account' }).click();
  await expect(first.getByRole('main').getByLabel('Email')).toHaveValue(bob.email);
  await expect(first.getByText(ann.email)).toHaveCount(0);
});

test('signing in: a wrong password is refused with a message, the right one works', async ({
  page,
}) => {
  const customer = newCustomer();
  await registerThroughApi(page.request, customer);
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Sign in', exact: true }).click();
  const panel = loginPanel(page);

  await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(panel.getByText('Please provide both email and password.').first()).toBeVisible();

  await submitLogin(panel, customer.email, 'Wrong4you');
  await expect(panel.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  expect((await storedTokens(page)).access).toBeNull();

  // Spec §3: the profile is loaded once; the sign-in's answer brings it.
  const profileRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/users/me/') profileRequests.push(sent.method());
  });
  await submitLogin(panel, customer.email.toUpperCase(), customer.password);
  await expect(panel).toBeHidden();
  await expect(accountMenuButton(page)).toContainText(customer.username);
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(customer.email);
  expect(profileRequests).toEqual([]);
});

test('panels are mutually exclusive and one close shuts them', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Sign in', exact: true }).click();
  await loginPanel(page).getByRole('button', { name: 'Create one' }).click();
  await expect(signupPanel(page)).toBeVisible();
  await expect(loginPanel(page)).toHaveCount(0);
  await signupPanel(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(loginPanel(page)).toBeVisible();
  await loginPanel(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a protected page sends a signed-out visitor home with the login panel, then back there', async ({
  page,
  request,
}) => {
  const customer = newCustomer();
  await registerThroughApi(request, customer);
  for (const path of ['/cart', '/checkout/success', '/my-orders']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(loginPanel(page)).toBeVisible();
  }

  await page.goto('/data');
  await expect(page).toHaveURL(/\/$/);
  await submitLogin(loginPanel(page), customer.email, customer.password);
  await expect(page).toHaveURL(/\/data$/);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(customer.username);
});

test('/login is a page with the same form and returns home once signed in', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await submitLogin(main, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toContainText(DEMO_CUSTOMER.username);
});

test('a new password in the profile needs the current one, then signs in', async ({
  page,
  request,
}) => {
  // A journey with a 5 s message timeout and two argon2 checks in it.
  test.slow();
  const customer = newCustomer();
  await registerThroughApi(request, customer);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/data');

  const main = page.getByRole('main');
  await expect(main.getByLabel('Username')).toHaveAttribute('readonly', '');
  await expect(main.getByLabel('Phone number')).toHaveAttribute('placeholder', '+32 470 12 34 56');

  const newPassword = 'Presents2give';
  await main.getByLabel('Phone number').fill('+33 6 12 34 56 78');
  await main.getByLabel('New password', { exact: true }).fill(newPassword);
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    main.getByText('Passwords do not match').or(main.getByText('Please confirm your password')),
  ).toBeVisible();
  await main.getByLabel('Confirm new password').fill(newPassword);
  await main.getByRole('button', { name: 'Save changes' }).click();
  // Checked before anything is sent: a stolen sign-in alone cannot set a password.
  await expect(
    main.getByText('Enter your current password to change your e-mail address or password.'),
  ).toBeVisible();

  // A wrong current password is refused by the server; its message goes away after 5 s.
  await main.getByLabel('Current password').fill('Guess4you');
  await main.getByRole('button', { name: 'Save changes' }).click();
  const wrong = main.getByText('Your current password is not correct.');
  await expect(wrong).toBeVisible();
  await expect(wrong).toBeHidden({ timeout: 8_000 });

  await main.getByLabel('Current password').fill(customer.password);
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    main.getByRole('status').filter({ hasText: 'Your profile has been updated.' }),
  ).toBeVisible();
  await expect(main.getByLabel('Phone number')).toHaveValue('+33612345678');
  await expect(main.getByLabel('New password', { exact: true })).toHaveValue('');
  await expect(main.getByLabel('Current password')).toHaveValue('');

  await logOut(page);
  await header(page).getByRole('link', { name: 'Sign in', exact: true }).click();
  await submitLogin(loginPanel(page), customer.email, customer.password);
  await expect(loginPanel(page).getByRole('alert')).toHaveText(
    'Invalid email or password. Please try again.',
  );
  await submitLogin(loginPanel(page), customer.email, newPassword);
  await expect(loginPanel(page)).toBeHidden();
  await expect(accountMenuButton(page)).toContainText(customer.username);
});

test('a new e-mail address takes effect through the link mailed to it, and the old one is told', async ({
  page,
  request,
}) => {
  // Two mails through the catcher and several argon2 checks.
  test.slow();
  const customer = newCustomer();
  await registerThroughApi(request, customer);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto('/data');
  const main = page.getByRole('main');

  // An address another account has gets the same answer as a free one (and no link).
  await main.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    main.getByText('Enter your current password to change your e-mail address or password.'),
  ).toBeVisible();
  await main.getByLabel('Current password').fill(customer.password);
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText(`We have sent a link to ${DEMO_CUSTOMER.email}.`)).toBeVisible();
  await expect(main.getByText('A user with that email already exists.')).toHaveCount(0);

  const newEmail = `new.${customer.email}`;
  await main.getByLabel('Email').fill(newEmail);
  await main.getByLabel('Current password').fill(customer.password);
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText(`We have sent a link to ${newEmail}.`)).toBeVisible();
  // Until the link is followed the account keeps its address.
  await expect(main.getByLabel('Email')).toHaveValue(customer.email);

  const mail = await waitForShopMail(newEmail, (candidate) =>
    candidate.text.includes('/confirm-email/'),
  );
  expect(mail.subject).toBe('Confirm your new Giftshop e-mail address');
  const link = linkInMail(mail, '/confirm-email/');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your new e-mail address' }),
  ).toBeVisible();
  // The signed-in profile is asked again; a slow answer still reaches the account page's form.
  await page.route('**/api/users/me/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(
    page.getByText(`Your e-mail address is now ${newEmail}. Sign in with it from now on.`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(newEmail);
  await expect(accountMenuButton(page)).toContainText(customer.username);
  await page.unroute('**/api/users/me/');

  const notice = await waitForShopMail(customer.email, (candidate) =>
    candidate.subject.includes('was changed'),
  );
  expect(notice.subject).toBe('The e-mail address of your Giftshop account was changed');

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(
    page.getByText('This confirmation link was already used or replaced by a newer one.'),
  ).toBeVisible();

  await logOut(page);
  await header(page).getByRole('link', { name: 'Sign in', exact: true }).click();
  await submitLogin(loginPanel(page), newEmail, customer.password);
  await expect(loginPanel(page)).toBeHidden();
  await expect(accountMenuButton(page)).toContainText(customer.username);
});

test('the Admin Panel entry shows for the demo admin only', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await accountMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Admin Panel/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await logOut(page);

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await accountMenuButton(page).click();
  const admin = page.getByRole('menuitem', { name: /Admin Panel/ });
  await expect(admin).toBeVisible();
  await expect(admin).toHaveAttribute('href', '/admin/');
  await expect(admin).toHaveAttribute('target', '_blank');
});

test('the small-screen menu holds the account links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Sign up' }).click();
  await expect(signupPanel(page)).toBeVisible();
  await signupPanel(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await submitLogin(loginPanel(page), DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(loginPanel(page)).toBeHidden();

  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Cart' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Admin Panel/ })).toHaveAttribute('href', '/admin/');
  await menu.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/data$/);
  await expect(menu).toBeHidden();

  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await storedTokens(page)).access).toBeNull();
});

test('form messages follow the interface language', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('language', 'nl'));
  await page.reload();
  await header(page).getByRole('link', { name: 'Aanmelden', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Meld je aan bij je account' });
  await panel.getByLabel('E-mailadres').fill('iemand@example.be');
  await panel.getByLabel('Wachtwoord', { exact: true }).fill('Verkeerd123');
  await panel.getByRole('button', { name: 'Aanmelden', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Ongeldig e-mailadres of wachtwoord. Probeer het opnieuw.',
  );
  await panel.getByLabel('E-mailadres').fill('geen-adres');
  await panel.getByRole('button', { name: 'Aanmelden', exact: true }).click();
  await expect(panel.getByText('Vul een geldig e-mailadres in')).toBeVisible();
});

async function seriousViolations(page: Page) {
  // Panels slide in; colours are checked once they stand still.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

test('the panels and the profile page have no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Start for free' }).click();
  // With the form's own error messages showing.
  await signupPanel(page).getByRole('button', { name: 'Create account' }).click();
  await expect(signupPanel(page).getByText('Username is required')).toBeVisible();
  expect(await seriousViolations(page), 'signup panel').toEqual([]);

  await signupPanel(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await submitLogin(loginPanel(page), DEMO_CUSTOMER.email, 'Wrong4you');
  await expect(loginPanel(page).getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page), 'login panel').toEqual([]);

  await submitLogin(loginPanel(page), DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(loginPanel(page)).toBeHidden();
  await page.goto('/data');
  await expect(page.getByLabel('Username')).toHaveValue(DEMO_CUSTOMER.username);
  expect(await seriousViolations(page), 'profile page').toEqual([]);
});
