import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Relative `import ... from "./x.js"` and `import "./x.js"` of a built chunk (not import()). */
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]*from\s*)?["'](\.\/[^"']+\.js)["']/g;

/**
 * A production build as `npm run build` left it (a Vite `dist` folder), read the way the
 * bundle-budget specs weigh it: files named by paths below `dist`, sizes gzip level 9.
 * `basePath` is where the app is served ('/' for the storefront, '/admin/' for the admin).
 */
export function builtBundle(dist: string, basePath: string) {
  const read = (file: string): Buffer => readFileSync(path.join(dist, file));
  const escapedBase = basePath.replace(/[/.]/g, '\\$&');
  const entryReference = new RegExp(
    `<(?:script|link)\\b[^>]*\\b(?:src|href)="${escapedBase}([^"]+\\.(?:js|css))"`,
    'g',
  );
  return {
    read,

    gzipSize: (file: string): number => gzipSync(read(file), { level: 9 }).length,

    /** `files` and every chunk they import statically, transitively. */
    withStaticImports(files: string[]): Set<string> {
      const found = new Set<string>();
      const queue = [...files];
      while (queue.length > 0) {
        const file = queue.shift()!;
        if (found.has(file)) continue;
        found.add(file);
        if (!file.endsWith('.js')) continue;
        for (const match of read(file).toString('utf8').matchAll(STATIC_IMPORT)) {
          queue.push(path.posix.join(path.posix.dirname(file), match[1]!));
        }
      }
      return found;
    },

    /**
     * The files index.html names: the app's entry script first, then its other scripts,
     * modulepreload links and stylesheets. The storefront's page names the app and its
     * modules to its first script (`data-app`, `data-preload`; apps/web/src/app/boot.ts),
     * which loads them once the page is painted.
     */
    entryFiles(): string[] {
      const html = read('index.html').toString('utf8');
      const named = (attribute: string) =>
        [...html.matchAll(new RegExp(`\\b${attribute}="([^"]*)"`, 'g'))]
          .flatMap((match) => match[1]!.split(' '))
          .filter((file) => file.startsWith(basePath))
          .map((file) => file.slice(basePath.length));
      return [
        ...new Set([
          ...named('data-app'),
          ...[...html.matchAll(entryReference)].map((match) => match[1]!),
          ...named('data-preload'),
        ]),
      ];
    },

    /** The files in assets/ whose names match `pattern`, as paths below dist. */
    assetsNamed(pattern: RegExp): string[] {
      return readdirSync(path.join(dist, 'assets'))
        .filter((name) => pattern.test(name))
        .map((name) => `assets/${name}`);
    },
  };
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
