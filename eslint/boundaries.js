import path from 'node:path';

/**
 * The import boundaries of the shop (ADR 0028), checked on every relative import, re-export and
 * dynamic import:
 *
 * Server (apps/server/src):
 * - a module (modules/<a>/) imports nothing from a sibling module (modules/<b>/);
 * - a module imports nothing from checkout/: checkout is a flow reached through its routes;
 * - the domains (orders/, invoicing/, gift-cards/, pricing/, carriers/, vat-numbers/,
 *   photo-compositions/; ADR 0056, ADR 0100) are reached from outside only through their index.ts;
 * - a domain uses another domain only where the options list that pair (`domainUses`, one
 *   direction: orders → invoicing, gift cards, pricing, carriers; invoicing → pricing),
 *   and never a module or checkout/ (they use the domains, not the reverse);
 * - pricing/ is pure computation on the contracts' money helpers (ADR 0058): it imports nothing
 *   else of the server, so anything may use its entry without a cycle;
 * - mail/ imports no domain but pricing: the domains queue and word their mails through it, so
 *   an import back would be a cycle (what a mail needs of a domain is handed to the mail plugin
 *   in app.ts);
 * - tests (*.test.ts) drive whole flows and may use any domain's entry and checkout/.
 *
 * Web (apps/web/src), bulletproof-react's one-way layers: app → features → shared.
 * - shared code (everything but app/ and features/) imports neither features/ nor app/;
 * - a feature imports nothing from app/ but the exceptions listed in the options;
 * - a feature imports another feature only where the options list that pair, and then only
 *   through the other's public entry, features/<b>/index.ts.
 *
 * Options: { domainUses: [{ from, to, reason }], featurePairs: [{ from, to, reason }],
 * featureAppImports: [{ path, reason }] }, where `path` is relative to apps/web/src/app without
 * extension (e.g. 'store'). Every exception carries its reason, so the list reads as the record
 * of what is still crossed.
 */
const SERVER_SRC = /[/\\]apps[/\\]server[/\\]src[/\\]/;
const WEB_SRC = /[/\\]apps[/\\]web[/\\]src[/\\]/;

/** The part of a path after `marker` split into segments, or undefined when it is elsewhere. */
function segmentsAfter(marker, filePath) {
  const match = marker.exec(filePath);
  if (!match) return undefined;
  return filePath.slice(match.index + match[0].length).split(/[/\\]/);
}

function withoutExtension(segment) {
  return segment.replace(/\.(js|jsx|ts|tsx|mjs|cjs)$/, '');
}

/** The server's domains: each a folder with one public entry, its index.ts (ADR 0056). */
const DOMAINS = [
  'orders',
  'invoicing',
  'gift-cards',
  'pricing',
  'carriers',
  'vat-numbers',
  'photo-compositions',
];

/** modules/<name> | checkout | a domain | other, for a path inside apps/server/src. */
function serverArea(segments) {
  if (segments[0] === 'modules' && segments.length > 2) return `modules/${segments[1]}`;
  if (segments[0] === 'checkout' || DOMAINS.includes(segments[0])) return segments[0];
  return 'other';
}

function checkServer(fileSegments, targetSegments, options) {
  const from = serverArea(fileSegments);
  const to = serverArea(targetSegments);
  if (from.startsWith('modules/') && to.startsWith('modules/') && from !== to) {
    return `${from} may not import from ${to}: move the shared part to plugins/, db/ or a domain folder with a public index.ts.`;
  }
  if (from.startsWith('modules/') && to === 'checkout') {
    return `${from} may not import from checkout/: checkout is a flow reached through its routes; move what both need to a shared place.`;
  }
  const isTest = /\.test\.[jt]sx?$/.test(fileSegments[fileSegments.length - 1]);
  if (DOMAINS.includes(to) && from !== to) {
    const rest = targetSegments.slice(1).map(withoutExtension);
    const throughIndex = rest.length === 0 || (rest.length === 1 && rest[0] === 'index');
    if (!throughIndex) {
      return `The ${to} domain is reached only through ${to}/index.ts, not ${to}/${targetSegments.slice(1).join('/')}.`;
    }
  }
  if (isTest) return undefined;
  if (from === 'pricing' && to !== 'pricing') {
    return `pricing/ is pure computation (ADR 0058): it may not import ${targetSegments.join('/')}; it uses only the contracts' money helpers.`;
  }
  if (DOMAINS.includes(from) && DOMAINS.includes(to) && from !== to) {
    const listed = (options.domainUses ?? []).some((pair) => pair.from === from && pair.to === to);
    if (!listed) {
      return `The ${from} domain may not use the ${to} domain: domains depend in one direction (ADR 0056); pass a function or register a hook at app start instead.`;
    }
  }
  if (DOMAINS.includes(from) && (to === 'checkout' || to.startsWith('modules/'))) {
    return `The ${from} domain may not import from ${to}: routes and flows use the domains, not the reverse.`;
  }
  if (fileSegments[0] === 'mail' && DOMAINS.includes(to) && to !== 'pricing') {
    const fromFile = fileSegments.join('/');
    return `${fromFile} may not import the ${to} domain: the domains queue their mails through mail/, so that import is a cycle; app.ts hands the mail plugin what it needs of a domain (an attachment maker, the order's mails).`;
  }
  return undefined;
}

/** app | features/<name> | shared, for a path inside apps/web/src. */
function webLayer(segments) {
  if (segments[0] === 'app') return 'app';
  if (segments[0] === 'features' && segments.length > 1) return `features/${segments[1]}`;
  return 'shared';
}

function checkWeb(fileSegments, targetSegments, options) {
  const from = webLayer(fileSegments);
  const to = webLayer(targetSegments);
  if (from === to || from === 'app') return undefined;
  if (from === 'shared') {
    return `Shared code (${fileSegments[0]}/) may not import from ${to === 'app' ? 'app/' : to}: the app composes features, features use shared code, never the reverse.`;
  }
  if (to === 'app') {
    const appPath = targetSegments.slice(1).map(withoutExtension).join('/');
    if ((options.featureAppImports ?? []).some((allowed) => allowed.path === appPath)) {
      return undefined;
    }
    return `${from} may not import from app/${appPath}: the app composes features, not the reverse.`;
  }
  if (to.startsWith('features/')) {
    const fromName = from.slice('features/'.length);
    const toName = to.slice('features/'.length);
    const listed = (options.featurePairs ?? []).some(
      (pair) => pair.from === fromName && pair.to === toName,
    );
    if (!listed) {
      return `${from} may not import from ${to}: features do not import each other; move the shared piece to shared code or compose both in app/.`;
    }
    const rest = targetSegments.slice(2).map(withoutExtension);
    const throughIndex = rest.length === 0 || (rest.length === 1 && rest[0] === 'index');
    if (!throughIndex) {
      return `${from} may use ${to} only through its index.ts.`;
    }
  }
  return undefined;
}

const exceptionSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    properties: {
      from: { type: 'string' },
      to: { type: 'string' },
      path: { type: 'string' },
      reason: { type: 'string', minLength: 1 },
    },
    required: ['reason'],
  },
};

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between server modules, domains and web layers.' },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          domainUses: exceptionSchema,
          featurePairs: exceptionSchema,
          featureAppImports: exceptionSchema,
        },
      },
    ],
  },
  create(context) {
    const filename = context.filename;
    const options = context.options[0] ?? {};
    const serverFile = segmentsAfter(SERVER_SRC, filename);
    const webFile = segmentsAfter(WEB_SRC, filename);
    if (!serverFile && !webFile) return {};

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source.value);
      let message;
      if (serverFile) {
        const targetSegments = segmentsAfter(SERVER_SRC, target);
        if (targetSegments) message = checkServer(serverFile, targetSegments, options);
      } else {
        const targetSegments = segmentsAfter(WEB_SRC, target);
        if (targetSegments) message = checkWeb(webFile, targetSegments, options);
      }
      if (message) context.report({ node, message });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
