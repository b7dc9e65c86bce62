import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  belgianVatNumber,
  enterpriseNumberDigits,
  formatEnterpriseNumber,
  SHOP_COUNTRY,
} from '@shop/contracts';
import type { StorageSettings } from './storage/index.js';

/**
 * The one place that reads the environment. Everything else receives a typed `Config`.
 * Empty values count as unset, so a copied `.env.example` with blanks keeps the defaults.
 */

/** The repository root, from src/ or dist/ alike (both sit two levels below it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A TCP port from `lowest` to 65535, with one message for either bound. */
function portFrom(lowest: 0 | 1, meaningOfZero = '') {
  const range = `must be between ${lowest} and 65535${meaningOfZero}`;
  return z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(lowest, range)
    .max(65535, range);
}

const port = portFrom(1);

/**
 * A local stand-in's port, where 0 lets the OS pick a free one as it listens: tests running
 * several shops side by side cannot reserve a port ahead without another listener taking it
 * in between. The stand-ins report the address they got; the shop's own PORT and PostgreSQL's
 * need a number known in advance.
 */
const standInPort = portFrom(0, ' (0: any free port)');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const directory = z.string().transform((value) => path.resolve(REPO_ROOT, value));

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Comma-separated ISO 3166-1 alpha-2 codes ("BE,FR,NL"): known countries, each once. */
const countryList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  )
  .refine((codes) => codes.length > 0, 'must name at least one country')
  .refine(
    (codes) => codes.every((code) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== undefined),
    'must be ISO 3166-1 alpha-2 country codes separated by commas, like BE,FR,NL',
  )
  .refine((codes) => new Set(codes).size === codes.length, 'must name each country once');

/**
 * Comma-separated web origins ("https://shop.example.be,https://partner.example.com"): scheme,
 * host and optional port, nothing after them. Empty means no other origin.
 */
const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .refine(
    (origins) =>
      origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
    'must be origins like https://shop.example.be separated by commas (no path, no trailing slash)',
  );

/** How long personal data is kept before the daily purge removes it (ADR 0035). */
const retentionDays = z.coerce
  .number({ message: 'must be a number of days' })
  .int('must be a whole number of days')
  .min(1, 'must be at least 1 day')
  .max(3650, 'must be at most 3650 days (ten years)');

const seconds = z.coerce
  .number({ message: 'must be a number of seconds' })
  .int('must be a whole number of seconds')
  .min(1, 'must be at least 1 second');

const attempts = z.coerce
  .number({ message: 'must be a number of attempts' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');

export const JWT_SECRET_MIN_LENGTH = 32;

/**
 * The seller's identity as a demo shop shows it: plainly not a real business (the enterprise
 * number is all zeros but for its check digits). A production start refuses each of them (a
 * real shop may well be in 1000 Brussel, the demo's postal code and city).
 */
export const DEMO_SELLER = {
  SELLER_LEGAL_NAME: 'DEMO Giftshop BV (example data)',
  SELLER_STREET: 'Voorbeeldstraat 1',
  SELLER_ENTERPRISE_NUMBER: '0000.000.097',
  SELLER_VAT_NUMBER: 'BE0000000097',
  SELLER_EMAIL: 'demo-seller@example.com',
  SELLER_PHONE: '+32 2 000 00 00',
  /** The Code of Companies and Associations' form (art. 2:20), "BV", "SRL", "NV"... */
  SELLER_LEGAL_FORM: 'BV (example data)',
  /** The seat of the enterprise court whose register holds the company (RPR/RPM). */
  SELLER_REGISTER_COURT: 'Brussel (example data)',
  /** The example IBAN of Belgian banks' documentation: valid check digits, nobody's account. */
  SELLER_IBAN: 'BE71 0961 2345 6769',
  SELLER_BIC: 'DEMOBEBB',
} as const;

/**
 * An IBAN checked by its mod-97 check digits (ISO 13616), written in groups of four as on
 * invoices: "BE71 0961 2345 6769".
 */
const iban = z.string().transform((value, context) => {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  const digits = [...rearranged]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
  const remainder = [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact) || remainder !== 1) {
    context.addIssue({
      code: 'custom',
      message: 'must be an IBAN like BE71 0961 2345 6769, check digits included',
    });
    return z.NEVER;
  }
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
});

const enterpriseNumber = z.string().transform((value, context) => {
  const digits = enterpriseNumberDigits(value);
  if (digits === null) {
    context.addIssue({
      code: 'custom',
      message:
        'must be a Belgian enterprise number (KBO/BCE) like 0123.456.749, check digits included',
    });
    return z.NEVER;
  }
  return formatEnterpriseNumber(digits);
});

const vatNumber = z.string().transform((value, context) => {
  const normalised = belgianVatNumber(value);
  if (normalised === null) {
    context.addIssue({
      code: 'custom',
      message: 'must be a Belgian VAT number like BE0123456749, check digits included',
    });
    return z.NEVER;
  }
  return normalised;
});

const freeText = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `must name the ${label}`)
    .max(200, 'must be at most 200 characters')
    .refine(
      (value) => !/[\p{Cc}\p{Cf}]/u.test(value),
      'must hold no control or invisible characters',
    );

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(8000),
  PUBLIC_URL: z.url({ message: 'must be a URL like https://shop.example.be' }).optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+)$/,
      'must be true, false or the number of proxies in front of the shop',
    )
    .default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\/.+/,
      'must be a PostgreSQL URL like postgres://user:pass@host:5432/db',
    )
    .optional(),
  EMBEDDED_POSTGRES_DIR: directory.default(path.join(REPO_ROOT, 'data/postgres')),
  EMBEDDED_POSTGRES_PORT: port.default(54329),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  MEDIA_DIR: directory.default(path.join(REPO_ROOT, 'data/media')),
  /** Customers' photos on local disk; never below MEDIA_DIR, which /media serves to all. */
  UPLOADS_DIR: directory.default(path.join(REPO_ROOT, 'data/uploads')),
  /** Set: pictures and uploads live in this S3-compatible bucket instead of the folders. */
  S3_BUCKET: z.string().trim().min(3, 'must name the bucket').optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ message: 'must be a URL like https://s3.fr-par.scw.cloud' }).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  WEB_DIST_DIR: directory.default(path.join(REPO_ROOT, 'apps/web/dist')),
  ADMIN_DIST_DIR: directory.default(path.join(REPO_ROOT, 'apps/admin/dist')),
  /** Unset: on in development and test, off in production (see toConfig). */
  SEED_DEMO_DATA: booleanFlag.optional(),
  SHIPPING_COUNTRIES: countryList.default(['BE', 'FR', 'NL', 'DE', 'LU']),
  JWT_SECRET: z
    .string()
    .min(JWT_SECRET_MIN_LENGTH, `must be at least ${JWT_SECRET_MIN_LENGTH} characters`)
    .optional(),
  /** Unset: `jwt-secret` next to the embedded PostgreSQL's data folder (data/jwt-secret). */
  JWT_SECRET_FILE: directory.optional(),
  ACCESS_TOKEN_TTL_SECONDS: seconds.default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: seconds.default(7 * 24 * 60 * 60),
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: attempts.default(5),
  RATE_LIMIT_SIGNIN_PER_IP: attempts.default(20),
  RATE_LIMIT_SIGNIN_WINDOW_SECONDS: seconds.default(60),
  RATE_LIMIT_SIGNUP_PER_ACCOUNT: attempts.default(5),
  RATE_LIMIT_SIGNUP_PER_IP: attempts.default(20),
  RATE_LIMIT_SIGNUP_WINDOW_SECONDS: seconds.default(60 * 60),
  RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: attempts.default(5),
  RATE_LIMIT_PASSWORD_RESET_PER_IP: attempts.default(20),
  RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS: seconds.default(60 * 60),
  RATE_LIMIT_WITHDRAWAL_LINK_PER_ORDER: attempts.default(5),
  RATE_LIMIT_WITHDRAWAL_LINK_PER_IP: attempts.default(20),
  RATE_LIMIT_WITHDRAWAL_LINK_WINDOW_SECONDS: seconds.default(60 * 60),
  RATE_LIMIT_PROFILE_PER_ACCOUNT: attempts.default(10),
  RATE_LIMIT_PROFILE_PER_IP: attempts.default(30),
  RATE_LIMIT_PROFILE_WINDOW_SECONDS: seconds.default(60 * 60),
  RATE_LIMIT_CONTACT_PER_IP: attempts.default(5),
  RATE_LIMIT_CONTACT_WINDOW_SECONDS: seconds.default(60 * 60),
  RATE_LIMIT_CHECKOUT_PER_ACCOUNT: attempts.default(10),
  RATE_LIMIT_CHECKOUT_WINDOW_SECONDS: seconds.default(10 * 60),
  RATE_LIMIT_CODES_PER_ACCOUNT: attempts.default(10),
  RATE_LIMIT_CODES_PER_IP: attempts.default(30),
  RATE_LIMIT_CODES_WINDOW_SECONDS: seconds.default(15 * 60),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_...)")
    .optional(),
  STRIPE_API_URL: z.url({ message: 'must be a URL like http://127.0.0.1:12111' }).optional(),
  STRIPE_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100 ms')
    .max(30_000, 'must be at most 30000 ms')
    .default(3_500),
  BILLIT_API_KEY: z.string().min(1).optional(),
  BILLIT_PARTY_ID: z
    .string()
    .regex(/^\d+$/, 'must be the numeric party ID of the company in Billit')
    .optional(),
  BILLIT_API_URL: z
    .url({ message: 'must be a URL like https://api.billit.be' })
    .default('https://api.billit.be'),
  PAYMENT_SANDBOX_PORT: standInPort.default(12111),
  PAYMENT_SANDBOX_DATA_FILE: directory.default(path.join(REPO_ROOT, 'data/payment-sandbox.json')),
  PAYMENT_SANDBOX_RETENTION_DAYS: z.coerce
    .number({ message: 'must be a number of days' })
    .positive('must be more than 0 days')
    .default(30),
  SENDCLOUD_PUBLIC_KEY: z.string().min(1).optional(),
  SENDCLOUD_SECRET_KEY: z.string().min(1).optional(),
  SENDCLOUD_PANEL_URL: z
    .url({ message: 'must be a URL like https://panel.sendcloud.sc/api/v2' })
    .default('https://panel.sendcloud.sc/api/v2'),
  SENDCLOUD_SERVICE_POINTS_URL: z
    .url({ message: 'must be a URL like https://servicepoints.sendcloud.sc/api/v2' })
    .default('https://servicepoints.sendcloud.sc/api/v2'),
  CARRIER_SANDBOX_PORT: standInPort.default(12112),
  /** Unset: the server starts the local VIES stand-in on VIES_SANDBOX_PORT (ADR 0098). */
  VIES_API_URL: z
    .url({ message: 'must be a URL like https://ec.europa.eu/taxation_customs/vies/rest-api' })
    .optional(),
  VIES_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100 ms')
    .max(10_000, 'must be at most 10000 ms (the customer waits for it at checkout)')
    .default(3_000),
  VIES_SANDBOX_PORT: standInPort.default(12113),
  CHECKOUT_SESSION_MINUTES: z.coerce
    .number({ message: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(31, 'must be at least 31 minutes (Stripe refuses sessions shorter than 30)')
    .max(24 * 60, 'must be at most 1440 minutes (24 hours, the longest Stripe allows)')
    .default(31),
  MAIL_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an SMTP URL like smtp://user:pass@host:587')
    .optional(),
  MAIL_FROM: z.string().min(1).default('Giftshop <hello@giftshop.be>'),
  SHOP_EMAIL: z.email({ message: 'must be an e-mail address' }).default('hello@giftshop.be'),
  SELLER_LEGAL_NAME: freeText('business').default(DEMO_SELLER.SELLER_LEGAL_NAME),
  SELLER_STREET: freeText('street and number').default(DEMO_SELLER.SELLER_STREET),
  SELLER_POSTAL_CODE: z
    .string()
    .regex(/^\d{4}$/, 'must be a Belgian postal code (four digits)')
    .default('1000'),
  SELLER_CITY: freeText('city').default('Brussel'),
  SELLER_ENTERPRISE_NUMBER: enterpriseNumber.default(DEMO_SELLER.SELLER_ENTERPRISE_NUMBER),
  SELLER_VAT_NUMBER: vatNumber.default(DEMO_SELLER.SELLER_VAT_NUMBER),
  SELLER_EMAIL: z.email({ message: 'must be an e-mail address' }).default(DEMO_SELLER.SELLER_EMAIL),
  SELLER_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d ()./-]{6,25}$/, 'must be a phone number like +32 2 123 45 67')
    .default(DEMO_SELLER.SELLER_PHONE),
  SELLER_LEGAL_FORM: freeText('legal form').default(DEMO_SELLER.SELLER_LEGAL_FORM),
  SELLER_REGISTER_COURT: freeText("enterprise court's seat").default(
    DEMO_SELLER.SELLER_REGISTER_COURT,
  ),
  SELLER_IBAN: iban.default(DEMO_SELLER.SELLER_IBAN),
  SELLER_BIC: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC like GEBABEBB')
    .default(DEMO_SELLER.SELLER_BIC),
  MAIL_RETRY_DELAY_SECONDS: seconds.default(30),
  /** How long a money gift card pays from its issue (ADR 0039): two years unless set. */
  GIFT_CARD_VALIDITY_MONTHS: z.coerce
    .number({ message: 'must be a number of months' })
    .int('must be a whole number of months')
    .min(12, 'must be at least 12 months (Belgian practice: a voucher pays for a year at least)')
    .max(120, 'must be at most 120 months (ten years)')
    .default(24),
  RETENTION_MAIL_DAYS: retentionDays.default(180),
  RETENTION_CONTACT_DAYS: retentionDays.default(365),
  CORS_ORIGINS: originList.default([]),
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 or more seconds')
    .max(60, 'must be at most 60 seconds (a longer window helps a thief more than a tab)')
    .default(10),
});

export type Config = ReturnType<typeof toConfig>;

function storageSettingsOf(env: z.infer<typeof environmentSchema>): StorageSettings {
  if (env.S3_BUCKET === undefined) {
    return { kind: 'local', mediaDir: env.MEDIA_DIR, uploadsDir: env.UPLOADS_DIR };
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    // Both are required with S3_BUCKET (checked in loadConfig).
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function trustNearestHops(count: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < count;
}

function toConfig(env: z.infer<typeof environmentSchema>) {
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    /**
     * Whether X-Forwarded-For may be believed (client addresses feed the rate limits):
     * only behind a reverse proxy that sets it. A number trusts that many hops: the nearest
     * N addresses (the socket's peer first) are the operator's proxies. Given as a function,
     * because Fastify 5 ignores a bare hop count (it would then believe no proxy at all, and
     * every customer behind the proxy would share one rate limit).
     */
    trustProxy: /^\d+$/.test(env.TRUST_PROXY)
      ? trustNearestHops(Number(env.TRUST_PROXY))
      : env.TRUST_PROXY === 'true',
    database: {
      /** Unset: the server runs its own PostgreSQL from the embedded-postgres package. */
      url: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      embedded: { dataDir: env.EMBEDDED_POSTGRES_DIR, port: env.EMBEDDED_POSTGRES_PORT },
    },
    /** Other web origins allowed to call the API from a browser (CORS); empty: none. */
    corsOrigins: env.CORS_ORIGINS as readonly string[],
    mediaDir: env.MEDIA_DIR,
    /** Where product pictures and customers' uploads live (storage/index.ts, ADR 0082). */
    storage: storageSettingsOf(env),
    webDistDir: env.WEB_DIST_DIR,
    /** The built back office (apps/admin), served at /admin/. */
    adminDistDir: env.ADMIN_DIST_DIR,
    /**
     * The published demo logins and catalogue: on by default in development and test only;
     * a production start seeds them only when SEED_DEMO_DATA=true says so, and warns.
     */
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    /** Where the shop delivers (ISO codes), in the order the shop lists them. */
    shippingCountries: env.SHIPPING_COUNTRIES as readonly string[],
    auth: {
      /**
       * JWT_SECRET, or undefined: then the server's start-up reads (or, the first time, makes)
       * the random secret in `jwtSecretFile` and fills it in (security/jwt-secret-file.ts).
       * No secret is ever written in the source.
       */
      jwtSecret: env.JWT_SECRET,
      jwtSecretFile:
        env.JWT_SECRET_FILE ?? path.join(path.dirname(env.EMBEDDED_POSTGRES_DIR), 'jwt-secret'),
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      /**
       * How long a just-rotated refresh token still gets a fresh pair of its sign-in (two tabs
       * renewing at once); reuse after that ends the sign-in. 0 turns the grace off.
       */
      refreshReuseGraceSeconds: env.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    },
    payments: {
      /** Unset: `npm start` runs the local payment sandbox and points the Stripe SDK at it. */
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      sandboxPort: env.PAYMENT_SANDBOX_PORT,
      sandboxDataFile: env.PAYMENT_SANDBOX_DATA_FILE,
      /** Finished sessions and events older than this are forgotten by the sandbox (ADR 0055). */
      sandboxRetentionMs: env.PAYMENT_SANDBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000,
      checkoutSessionMinutes: env.CHECKOUT_SESSION_MINUTES,
      /**
       * Per request to the provider. The SDK retries a failed request once, and the storefront
       * waits 10 s, so two attempts plus the retry's backoff (about 0.5 s) must fit in that: 3.5 s.
       */
      timeoutMs: env.STRIPE_TIMEOUT_MS,
      /**
       * Where the SDK sends its API calls with STRIPE_SECRET_KEY set: unset is Stripe itself; a
       * URL points it at a stand-in (the payment sandbox run on its own, stripe-mock), as the
       * soak does to measure the shop's memory without the sandbox's in the same process.
       */
      apiUrl: env.STRIPE_API_URL,
    },
    /**
     * The Peppol access point that hands in Belgian companies' e-invoices (ADR 0087): Billit's
     * API when its key and party are set; unset, the e-invoices wait in the admin for staff or
     * the accountant to hand in.
     */
    peppol:
      env.BILLIT_API_KEY && env.BILLIT_PARTY_ID
        ? {
            provider: 'billit' as const,
            apiUrl: env.BILLIT_API_URL,
            apiKey: env.BILLIT_API_KEY,
            partyId: env.BILLIT_PARTY_ID,
          }
        : null,
    /**
     * The carrier service (Sendcloud, ADR 0078). Without both keys `npm start` runs the local
     * stand-in and points the seam at it; the URLs are Sendcloud's unless a stand-in is named.
     */
    carriers: {
      publicKey: env.SENDCLOUD_PUBLIC_KEY,
      secretKey: env.SENDCLOUD_SECRET_KEY,
      panelUrl: env.SENDCLOUD_PANEL_URL.replace(/\/$/, ''),
      servicePointsUrl: env.SENDCLOUD_SERVICE_POINTS_URL.replace(/\/$/, ''),
      sandboxPort: env.CARRIER_SANDBOX_PORT,
    },
    /**
     * VIES, the EU's register of VAT numbers (ADR 0098): its REST API, or unset: `npm start`
     * runs the local stand-in. A check that takes longer than the timeout leaves the number
     * unverified (the sale goes on; staff check it later).
     */
    vatNumbers: {
      apiUrl: env.VIES_API_URL?.replace(/\/$/, ''),
      timeoutMs: env.VIES_TIMEOUT_MS,
      sandboxPort: env.VIES_SANDBOX_PORT,
    },
    /**
     * Who sells (the footer, the terms, the legal notice, mails, invoices). A Belgian shop:
     * the VAT number is "BE" and the enterprise number's digits.
     */
    seller: {
      legalName: env.SELLER_LEGAL_NAME,
      address: {
        street: env.SELLER_STREET,
        postalCode: env.SELLER_POSTAL_CODE,
        city: env.SELLER_CITY,
        country: SHOP_COUNTRY,
      },
      enterpriseNumber: env.SELLER_ENTERPRISE_NUMBER,
      vatNumber: env.SELLER_VAT_NUMBER,
      email: env.SELLER_EMAIL,
      phone: env.SELLER_PHONE,
      /** With the register's court (CCA art. 2:20): "BV", RPR/RPM "Gent, afdeling Gent". */
      legalForm: env.SELLER_LEGAL_FORM,
      registerCourt: env.SELLER_REGISTER_COURT,
      /** The account payments go to (CEL III.25). */
      iban: env.SELLER_IBAN,
      bic: env.SELLER_BIC,
    },
    mail: {
      /** Unset: mails are kept in the outbox (the mail_outbox table) for admins to read. */
      url: env.MAIL_URL,
      from: env.MAIL_FROM,
      /** Where the new-order alert goes. */
      shopEmail: env.SHOP_EMAIL,
      /** The first retry's delay after a failed delivery; each next one doubles it. */
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    },
    /** Months a money gift card stays valid from its issue, printed on it (ADR 0039). */
    giftCardValidityMonths: env.GIFT_CARD_VALIDITY_MONTHS,
    /** Days after which the daily purge removes delivered mails and contact messages (ADR 0035). */
    retention: {
      mailDays: env.RETENTION_MAIL_DAYS,
      contactDays: env.RETENTION_CONTACT_DAYS,
    },
    rateLimits: {
      /** Failed sign-ins: counted per IP and per e-mail address. */
      signIn: {
        perAccount: env.RATE_LIMIT_SIGNIN_PER_ACCOUNT,
        perIp: env.RATE_LIMIT_SIGNIN_PER_IP,
        windowSeconds: env.RATE_LIMIT_SIGNIN_WINDOW_SECONDS,
      },
      /** Every registration attempt, per IP and per e-mail address. */
      signUp: {
        perAccount: env.RATE_LIMIT_SIGNUP_PER_ACCOUNT,
        perIp: env.RATE_LIMIT_SIGNUP_PER_IP,
        windowSeconds: env.RATE_LIMIT_SIGNUP_WINDOW_SECONDS,
      },
      /** Reset-link requests, per IP and per e-mail address. */
      passwordReset: {
        perAccount: env.RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT,
        perIp: env.RATE_LIMIT_PASSWORD_RESET_PER_IP,
        windowSeconds: env.RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS,
      },
      /** Withdrawal-link requests (ADR 0047), per IP and per order number. */
      withdrawalLink: {
        perOrder: env.RATE_LIMIT_WITHDRAWAL_LINK_PER_ORDER,
        perIp: env.RATE_LIMIT_WITHDRAWAL_LINK_PER_IP,
        windowSeconds: env.RATE_LIMIT_WITHDRAWAL_LINK_WINDOW_SECONDS,
      },
      /** Profile changes (PUT /api/users/me/), per account and per IP; wrong passwords count. */
      profile: {
        perAccount: env.RATE_LIMIT_PROFILE_PER_ACCOUNT,
        perIp: env.RATE_LIMIT_PROFILE_PER_IP,
        windowSeconds: env.RATE_LIMIT_PROFILE_WINDOW_SECONDS,
      },
      /** Contact-form messages per IP. */
      contact: {
        perIp: env.RATE_LIMIT_CONTACT_PER_IP,
        windowSeconds: env.RATE_LIMIT_CONTACT_WINDOW_SECONDS,
      },
      /** Checkout starts per account: each may reserve stock and open a payment page. */
      checkout: {
        perAccount: env.RATE_LIMIT_CHECKOUT_PER_ACCOUNT,
        windowSeconds: env.RATE_LIMIT_CHECKOUT_WINDOW_SECONDS,
      },
      /** Codes refused on the cart (guessing), per account and per IP (ADR 0040). */
      codes: {
        perAccount: env.RATE_LIMIT_CODES_PER_ACCOUNT,
        perIp: env.RATE_LIMIT_CODES_PER_IP,
        windowSeconds: env.RATE_LIMIT_CODES_WINDOW_SECONDS,
      },
    },
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError that names each variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(environmentSchema.shape);
  const env = Object.fromEntries(
    known.map((name) => [name, source[name] === '' ? undefined : source[name]]),
  );
  const result = environmentSchema
    .superRefine((parsed, context) => {
      // Several servers on one database need one secret, and a file on one machine's disk is
      // not where the others find it: with an external database production names it itself.
      if (
        parsed.NODE_ENV === 'production' &&
        parsed.DATABASE_URL !== undefined &&
        parsed.JWT_SECRET === undefined
      ) {
        context.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: `is required in production with DATABASE_URL: the same random secret of at least ${JWT_SECRET_MIN_LENGTH} characters for every server of the shop (for example: openssl rand -base64 48)`,
        });
      }
      if ((parsed.BILLIT_API_KEY === undefined) !== (parsed.BILLIT_PARTY_ID === undefined)) {
        context.addIssue({
          code: 'custom',
          path: [parsed.BILLIT_API_KEY === undefined ? 'BILLIT_API_KEY' : 'BILLIT_PARTY_ID'],
          message: 'is needed with the other Billit setting: both or neither',
        });
      }
      if (
        parsed.SELLER_VAT_NUMBER.slice(2) !== parsed.SELLER_ENTERPRISE_NUMBER.replaceAll('.', '')
      ) {
        context.addIssue({
          code: 'custom',
          path: ['SELLER_VAT_NUMBER'],
          message: 'must be BE followed by the digits of SELLER_ENTERPRISE_NUMBER',
        });
      }
      // A shop open to customers must say who they buy from (Code of Economic Law, VI.45).
      if (parsed.NODE_ENV === 'production') {
        for (const name of Object.keys(DEMO_SELLER) as (keyof typeof DEMO_SELLER)[]) {
          // Compared as parsed: the demo value, written in any accepted way, is still the demo.
          if (parsed[name] === environmentSchema.shape[name].parse(undefined)) {
            context.addIssue({
              code: 'custom',
              path: [name],
              message: 'must be set in production: the demo seller is not a real business',
            });
          }
        }
      }
      if (parsed.STRIPE_API_URL !== undefined && parsed.STRIPE_SECRET_KEY?.startsWith('sk_live_')) {
        context.addIssue({
          code: 'custom',
          path: ['STRIPE_API_URL'],
          message: 'must stay unset with a live key: live payments go to Stripe itself',
        });
      }
      if (parsed.S3_BUCKET !== undefined) {
        for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
          if (parsed[name] === undefined) {
            context.addIssue({
              code: 'custom',
              path: [name],
              message: 'is required with S3_BUCKET: the key the shop signs its requests with',
            });
          }
        }
      }
      if (parsed.STRIPE_SECRET_KEY !== undefined && parsed.STRIPE_WEBHOOK_SECRET === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['STRIPE_WEBHOOK_SECRET'],
          message:
            'is required with STRIPE_SECRET_KEY: the signing secret of the webhook endpoint registered for /api/checkout/webhook/',
        });
      }
    })
    .safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = env[name] === undefined ? 'unset' : `got ${JSON.stringify(env[name])}`;
      return `  ${name}: ${issue.message} (${given})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(result.data);
}
