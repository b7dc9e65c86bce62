import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language, PageCode } from '@shop/contracts';

/** An entry of the web build's manifest (apps/web/vite.config.ts: `build.manifest`). */
interface ManifestEntry {
  file?: string;
  /** The manifest keys of the chunks this one imports statically. */
  imports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

const BOOT_PRELOADS = /data-preload="([^"]*)"/;
/** The app's entry, which the boot script imports itself. */
const BOOT_APP = /data-app="([^"]*)"/;

/**
 * The modules the page's first script preloads (apps/web/src/app/boot.ts): it fetches them
 * together, once the page is painted, and the app takes the page over when they are in. The
 * build names the app's own modules; the server adds the visitor's shell texts (ADR 0101) and
 * a rendered page's own chunks with their imports and its texts, which the app would
 * otherwise ask for only after it has loaded and found the page's route: a second round of
 * requests before the take-over, about half a second on a phone's slow link (issue 30).
 *
 * Chunk names come from the build's manifest. Without one, or without the boot script
 * (`npm run dev`), the shell stays as it is.
 */
export async function bootPreloads(webDistDir: string) {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile)
    ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest)
    : {};
  return bootPreloadsOf(manifest);
}

export function bootPreloadsOf(manifest: Manifest) {
  /** The files of `keys` and of every chunk they import statically, in a stable order. */
  const filesOf = (keys: string[]): string[] => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const entry = manifest[key];
      if (entry?.file) files.push(entry.file);
      for (const imported of entry?.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };
  const textsKey = (language: Language, group: string) =>
    `src/locales/${language}/translation.json?texts=${group}`;

  /** `html` with `files` added to its boot script's preloads, each once. */
  const withPreloads = (html: string, files: string[]): string =>
    html.replace(BOOT_PRELOADS, (attribute, list: string) => {
      const named = new Set(list.split(' ').filter(Boolean));
      const app = BOOT_APP.exec(html)?.[1];
      const added = files
        .map((file) => `/${file}`)
        .filter((href) => !named.has(href) && href !== app);
      return `data-preload="${[...named, ...added].join(' ')}"`;
    });

  return {
    /** The shell with the visitor's shell texts (every page needs them before it renders). */
    shell: (html: string, language: Language): string =>
      withPreloads(html, filesOf([textsKey(language, 'shell')])),

    /** A rendered page with its own chunks and texts. */
    page: (html: string, language: Language, page: PageCode): string =>
      withPreloads(html, filesOf([...page.modules, textsKey(language, page.texts)])),
  };
}
