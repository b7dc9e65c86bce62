import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE, languageSchema, type Language, type PageCode } from '@shop/contracts';

/**
 * The storefront's server-side renderer (apps/web/src/app/entry-server.tsx, built by
 * `vite build --ssr` into apps/web/dist-ssr), loaded into this process: the server renders a
 * public page with the same React components the browser then takes over (ADR 24).
 */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    language: Language;
    readApi: (path: string) => Promise<{ status: number; body: unknown }>;
  }): Promise<{ html: string; dataScript: string; page: PageCode | null } | null>;
}

/** Where the web build puts the renderer: beside `dist`, never among the files it serves. */
export function rendererFile(webDistDir: string): string {
  return path.join(`${webDistDir}-ssr`, 'entry-server.js');
}

/** The renderer of the web build, or null without one (tests with a bare app shell). */
export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const file = rendererFile(webDistDir);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/** Reads one of the shop's own public API answers through its router (caches included). */
export function apiReader(app: FastifyInstance) {
  return async (url: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return { status: response.statusCode, body: response.body === '' ? null : response.json() };
  };
}

/** The visitor's stored language choice, sent along as a cookie by the storefront. */
export function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=', 2).map((text) => text.trim());
    if (name !== LANGUAGE_COOKIE) continue;
    const parsed = languageSchema.safeParse(value);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie the storefront writes too (apps/web/src/lib/language.ts), same attributes. */
export function languageCookieHeader(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The placeholder in `#root`, with the white space around it: React hydrates `#root`'s children. */
const APP_BLOCK = /\s*<!--app-->[\s\S]*?<!--\/app-->\s*/;
const NOSCRIPT_BLOCK = /<!--noscript-->[\s\S]*?<!--\/noscript-->/;
/** Links React hoists to the front of the HTML (preloads of high-priority pictures). */
const HOISTED_LINKS = /^(?:<link\b[^>]*\/?>)+/;
/**
 * Where the shell takes a page's own preloads: right after the stylesheet, ahead of the
 * scripts, so the main picture is asked for before them (apps/web/vite.config.ts, `paintFirst`).
 * A shell without it (`npm run dev`'s) takes them at the end of its head.
 */
const PAGE_PRELOADS = '<!--page-preloads-->';

/**
 * The app shell (with its page head written in) holding a rendered page: the page's HTML in
 * `#root`, the links React hoisted in the head, and the data the page was rendered from in a
 * `<script type="application/json">` element (which the CSP's `script-src 'self'` lets be,
 * since it is not run) in place of the "needs JavaScript" note.
 */
export function assemblePage(
  shell: string,
  rendered: { html: string; dataScript: string },
): string {
  const hoisted = HOISTED_LINKS.exec(rendered.html)?.[0] ?? '';
  const body = rendered.html.slice(hoisted.length);
  const preloads = shell.includes(PAGE_PRELOADS) ? PAGE_PRELOADS : '</head>';
  return shell
    .replace(preloads, () => `${hoisted}${preloads === '</head>' ? preloads : ''}`)
    .replace(APP_BLOCK, () => body)
    .replace(NOSCRIPT_BLOCK, () => rendered.dataScript);
}
