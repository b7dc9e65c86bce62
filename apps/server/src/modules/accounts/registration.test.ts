import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, type RegistrationPayload } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.js';
import { users } from '../../db/schema.js';

let shop: TestApp;
beforeAll(async () => {
  // Validation tests send many registrations from one address; the limit gets its own app below.
  shop = await createTestApp({ demo: true, env: { RATE_LIMIT_SIGNUP_PER_IP: '1000' } });
});
afterAll(() => shop.close());

let counter = 0;
function uniquePayload(overrides: Partial<RegistrationPayload> = {}): RegistrationPayload {
  counter += 1;
  return {
    username: `shopper${counter}`,
    email: `shopper${counter}@example.be`,
    phone_number: '+32470123456',
    password: 'Secret123',
    ...overrides,
  };
}

function register(payload: unknown, options: { lang?: string; acceptLanguage?: string } = {}) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/register/${options.lang ? `?lang=${options.lang}` : ''}`,
    headers: options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {},
    payload: payload as Record<string, unknown>,
  });
}

async function fieldErrors(payload: unknown, options?: { lang?: string; acceptLanguage?: string }) {
  const response = await register(payload, options);
  expect(response.statusCode).toBe(400);
  const { code, detail, ...fields } = response.json();
  expect(code).toBe('validation_error');
  expect(detail).toEqual(expect.any(String));
  return fields as Record<string, string[]>;
}

describe('POST /api/register/', () => {
  it('creates the account, signs it in and hashes the password with argon2id', async () => {
    const payload = uniquePayload({ username: '  marie  ', email: ' Marie@Example.be ' });
    const response = await register(payload, { lang: 'nl' });
    expect(response.statusCode).toBe(201);
    const body = loginResponseSchema.parse(response.json());
    expect(body.user).toEqual({
      username: 'marie',
      email: 'Marie@Example.be',
      phone_number: '+32470123456',
      is_staff: false,
      is_superuser: false,
    });

    const me = await shop.app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { authorization: `Bearer ${body.access}` },
    });
    expect(me.json().username).toBe('marie');

    const [row] = await shop.database.db.select().from(users).where(eq(users.username, 'marie'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('Secret123');
    expect(row?.language).toBe('nl');
    expect(row?.isStaff).toBe(false);

    const signIn = await shop.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'marie@example.be', password: 'Secret123' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('ignores attempts to register as staff', async () => {
    const payload = { ...uniquePayload(), is_staff: true, is_superuser: true };
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ is_staff: false, is_superuser: false });
  });

  describe('username', () => {
    it('is required', async () => {
      expect((await fieldErrors(uniquePayload({ username: '' }))).username).toEqual([
        'Username is required',
      ]);
      const { username: _omitted, ...withoutUsername } = uniquePayload();
      expect((await fieldErrors(withoutUsername)).username).toEqual(['Username is required']);
    });

    it('has at least 3 characters, spaces around it not counting', async () => {
      expect((await fieldErrors(uniquePayload({ username: ' ab ' }))).username).toEqual([
        'Username must be at least 3 characters',
      ]);
      expect((await register(uniquePayload({ username: `abc${counter}` }))).statusCode).toBe(201);
    });

    it('has at most 150 characters', async () => {
      expect((await fieldErrors(uniquePayload({ username: 'x'.repeat(151) }))).username).toEqual([
        'Username can be at most 150 characters',
      ]);
    });

    it("follows Django's rule: letters (any alphabet), digits and @ . + - _ only (issue 14)", async () => {
      const valid = ['jan.peeters', 'marie+gifts', 'a_b-c@d', 'Zoë', 'françois', 'Ηλίας', '007'];
      for (const name of valid) {
        const username = `${name}${counter}`;
        const response = await register(uniquePayload({ username }));
        expect(response.statusCode, `${username}: ${response.body}`).toBe(201);
        expect(loginResponseSchema.parse(response.json()).user.username).toBe(username);
      }
      const invalid = [
        'jan peeters',
        'click http://evil.example',
        '<b>bold</b>',
        'semi;colon',
        'quote"',
        'tab\tname',
        'zero\u200bwidth',
        'bidi\u202eevil',
        'emoji😀',
        'percent%41',
      ];
      for (const username of invalid) {
        expect((await fieldErrors(uniquePayload({ username }))).username, username).toEqual([
          'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
        ]);
      }
      expect(
        (await fieldErrors(uniquePayload({ username: 'jan peeters' }), { lang: 'nl' })).username,
      ).toEqual([
        'Voer een geldige gebruikersnaam in. Deze waarde mag alleen letters, cijfers en de tekens @/./+/-/_ bevatten.',
      ]);
    });

    it('is NFKC-normalised like Django does, so full-width look-alikes become plain letters', async () => {
      const suffix = `${Date.now()}`;
      const response = await register(uniquePayload({ username: `ｗｉｄｅ${suffix}` }));
      expect(response.statusCode).toBe(201);
      expect(loginResponseSchema.parse(response.json()).user.username).toBe(`wide${suffix}`);
    });

    it('counts characters, not UTF-16 units: 150 letters outside the BMP fit', async () => {
      const astral = '𠀀'.repeat(150);
      expect(astral.length).toBe(300);
      expect((await register(uniquePayload({ username: astral }))).statusCode).toBe(201);
      expect((await fieldErrors(uniquePayload({ username: `${astral}a` }))).username).toEqual([
        'Username can be at most 150 characters',
      ]);
    });

    it('is unique, whatever the case', async () => {
      expect((await fieldErrors(uniquePayload({ username: 'DEMO' }))).username).toEqual([
        'A user with that username already exists.',
      ]);
    });
  });

  describe('e-mail', () => {
    it('is required and must look like an address', async () => {
      expect((await fieldErrors(uniquePayload({ email: '' }))).email).toEqual([
        'Email is required',
      ]);
      for (const email of [
        'marie',
        'marie@',
        'marie@example',
        '@example.be',
        'ma rie@example.be',
      ]) {
        expect((await fieldErrors(uniquePayload({ email }))).email, email).toEqual([
          'Please enter a valid email',
        ]);
      }
    });

    it('is unique without regard to case', async () => {
      expect((await fieldErrors(uniquePayload({ email: 'CUSTOMER@example.com' }))).email).toEqual([
        'A user with that email already exists.',
      ]);
    });

    it('reports a taken username and e-mail together', async () => {
      expect(
        await fieldErrors(uniquePayload({ username: 'admin', email: 'admin@example.com' })),
      ).toEqual({
        username: ['A user with that username already exists.'],
        email: ['A user with that email already exists.'],
      });
    });

    it('lets only one of two simultaneous registrations of one address through', async () => {
      const first = uniquePayload();
      const second = uniquePayload({ email: first.email.toUpperCase() });
      const answers = await Promise.all([register(first), register(second)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400);
      expect(refused?.json().email).toEqual(['A user with that email already exists.']);
      const [count] = await shop.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${first.email})`);
      expect(count?.count).toBe(1);
    });
  });

  describe('phone number', () => {
    const valid = [
      '+33612345678', // France: 9 digits, first not zero
      '+33123456789',
      '+49301234567', // Germany: 9 to 12 digits
      '+49301234567890',
      '+49123456789',
      '+3212345678', // Belgium: 8 or 9 digits
      '+32470123456',
      '+35212345678', // Luxembourg: 8 digits
      '+31612345678', // Netherlands: 9 digits
    ];
    const invalid = [
      '+33012345678', // France: first digit zero
      '+3361234567', // France: 8 digits
      '+336123456789', // France: 10 digits
      '+4912345678', // Germany: 8 digits
      '+491234567890123', // Germany: 13 digits
      '+321234567', // Belgium: 7 digits
      '+320470123456', // Belgium: 10 digits
      '+3521234567', // Luxembourg: 7 digits
      '+352123456789', // Luxembourg: 9 digits
      '+3112345678', // Netherlands: 8 digits
      '+311234567890', // Netherlands: 10 digits
      '+442079460958', // an unsupported country code
      '0470123456', // no country code
      '+32 470 12 34 56', // separators are for the form to remove
      '+32abcdefgh',
      // The trunk 0 dialled at home never follows the country code (ADR 0073).
      '+32047012345', // Belgium: 0470 12 34 5 with its 0 kept
      '+490301234567', // Germany: 030 1234567 with its 0 kept
      '+35202345678', // Luxembourg: first digit zero
      '+31061234567', // Netherlands: first digit zero
    ];

    it.each(valid)('accepts %s', async (phone_number) => {
      const response = await register(uniquePayload({ phone_number }));
      expect(response.statusCode).toBe(201);
      expect(response.json().user.phone_number).toBe(phone_number);
    });

    it.each(invalid)('refuses %s', async (phone_number) => {
      expect((await fieldErrors(uniquePayload({ phone_number }))).phone_number).toEqual([
        'Please enter a valid phone number',
      ]);
    });

    it('is required', async () => {
      expect((await fieldErrors(uniquePayload({ phone_number: '' }))).phone_number).toEqual([
        'Phone number is required',
      ]);
    });
  });

  describe('password', () => {
    it.each([
      ['', ['Password is required']],
      ['Sh0rt', ['Password must be at least 8 characters']],
      ['UPPERCASE123', ['Password must contain a lowercase letter']],
      ['lowercase123', ['Password must contain an uppercase letter']],
      ['NoDigitsHere', ['Password must contain a number']],
      [
        'short',
        [
          'Password must be at least 8 characters',
          'Password must contain an uppercase letter',
          'Password must contain a number',
        ],
      ],
      ['Aa1' + 'x'.repeat(126), ['Password can be at most 128 characters']],
    ])('refuses %j', async (password, messages) => {
      expect((await fieldErrors(uniquePayload({ password }))).password).toEqual(messages);
    });

    it('accepts exactly 8 characters with all three kinds', async () => {
      expect((await register(uniquePayload({ password: 'Abcdefg1' }))).statusCode).toBe(201);
    });
  });

  describe('messages', () => {
    const broken = {
      username: 'ab',
      email: 'nope',
      phone_number: '+33012345678',
      password: 'abc',
    };

    it('come in Dutch with ?lang=nl', async () => {
      expect(await fieldErrors(broken, { lang: 'nl' })).toEqual({
        username: ['De gebruikersnaam moet minstens 3 tekens lang zijn'],
        email: ['Vul een geldig e-mailadres in'],
        phone_number: ['Vul een geldig telefoonnummer in'],
        password: [
          'Het wachtwoord moet minstens 8 tekens lang zijn',
          'Het wachtwoord moet een hoofdletter bevatten',
          'Het wachtwoord moet een cijfer bevatten',
        ],
      });
    });

    it('come in French from Accept-Language, duplicates included', async () => {
      const fields = await fieldErrors(
        {
          ...broken,
          username: 'demo',
          email: 'customer@example.com',
          password: 'Secret123',
          phone_number: '+33612345678',
        },
        { acceptLanguage: 'fr-BE,fr;q=0.9' },
      );
      expect(fields).toEqual({
        username: ["Ce nom d'utilisateur est déjà utilisé."],
        email: ['Un compte existe déjà avec cette adresse e-mail.'],
      });
    });

    it('prefer ?lang over Accept-Language and fall back to English', async () => {
      expect((await fieldErrors(broken, { lang: 'fr', acceptLanguage: 'nl' })).email).toEqual([
        'Veuillez saisir une adresse e-mail valide',
      ]);
      expect((await fieldErrors(broken, { acceptLanguage: 'de-DE,es;q=0.5' })).email).toEqual([
        'Please enter a valid email',
      ]);
    });

    it('answer a body that is not an object as a whole', async () => {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/register/',
        headers: { 'content-type': 'application/json' },
        payload: '"hello"',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().non_field_errors).toEqual([expect.any(String)]);
    });
  });
});

describe('sign-up rate limits', () => {
  it('refuses an address after the configured number of attempts, with Retry-After', async () => {
    const limited = await createTestApp({
      env: { RATE_LIMIT_SIGNUP_PER_IP: '3', RATE_LIMIT_SIGNUP_PER_ACCOUNT: '10' },
    });
    try {
      const attempt = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/register/?lang=nl',
          payload: uniquePayload({ username: `limited${n}`, email: `limited${n}@example.be` }),
          remoteAddress: '192.0.2.10',
        });
      for (const n of [1, 2, 3]) expect((await attempt(n)).statusCode).toBe(201);
      const refused = await attempt(4);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(refused.json().detail).toMatch(
        /^Te veel pogingen\. Probeer het opnieuw over \d+ seconden\.$/,
      );
      // Another address is not affected.
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: uniquePayload(),
        remoteAddress: '192.0.2.11',
      });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('refuses one e-mail address after the configured number of attempts, valid or not', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SIGNUP_PER_ACCOUNT: '2' } });
    try {
      const attempt = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/register/',
          payload: { email: 'Probe@Example.be', password: 'x' },
          remoteAddress,
        });
      expect((await attempt('192.0.2.20')).statusCode).toBe(400);
      expect((await attempt('192.0.2.21')).statusCode).toBe(400);
      expect((await attempt('192.0.2.22')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI document', () => {
  it('describes the account endpoints with their payloads', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    for (const path of [
      '/api/register/',
      '/api/token/',
      '/api/token/refresh/',
      '/api/token/revoke/',
      '/api/users/me/',
    ]) {
      expect(paths, path).toHaveProperty([path]);
    }
    const registration =
      paths['/api/register/'].post.requestBody.content['application/json'].schema;
    expect(registration.required).toEqual(['username', 'email', 'phone_number', 'password']);
  });
});
