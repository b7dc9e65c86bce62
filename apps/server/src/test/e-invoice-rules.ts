import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';

/**
 * The official e-invoice rules as tests run them (ADR 0087): CEN's EN 16931 UBL rules, published
 * as XSLT by ConnectingEurope/eInvoicing-EN16931, and OpenPEPPOL's PEPPOL-EN16931-UBL rules,
 * published as Schematron and turned into XSLT by our schematron-to-xslt.xsl. SaxonJS (XSLT 3)
 * runs both; each is compiled once and kept in the temporary folder under its content's hash.
 */

const rulesFolder = fileURLToPath(new URL('../invoicing/e-invoice/rules/', import.meta.url));
const compilerPath = fileURLToPath(
  new URL('../invoicing/e-invoice/validation/schematron-to-xslt.xsl', import.meta.url),
);
const xslt3 = createRequire(import.meta.url).resolve('xslt3/xslt3.js');
const run = promisify(execFile);

export interface RuleFailure {
  ruleSet: 'EN16931' | 'PEPPOL';
  id: string;
  /** "fatal" breaks the rules; "warning" is advice. */
  flag: string;
  location: string;
  text: string;
}

async function compiled(name: string, inputs: string[], make: (xslt: string) => Promise<void>) {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(await readFile(input));
  const folder = path.join(os.tmpdir(), 'shop-e-invoice-rules');
  const sef = path.join(folder, `${name}-${hash.digest('hex').slice(0, 16)}.sef.json`);
  try {
    return await readFile(sef, 'utf8');
  } catch {
    await mkdir(folder, { recursive: true });
    // Another test worker may compile at the same time: each writes its own file, then renames.
    const scratch = `${sef}.${process.pid}.${Date.now()}`;
    await make(scratch);
    await rename(scratch, sef);
    return readFile(sef, 'utf8');
  }
}

async function compile(stylesheet: string, sef: string) {
  await run(process.execPath, [xslt3, `-xsl:${stylesheet}`, `-export:${sef}`, '-nogo'], {
    maxBuffer: 1 << 26,
  });
}

let loading: Promise<{ en16931: string; peppol: string }> | undefined;

function stylesheets() {
  loading ??= (async () => {
    const en16931Xslt = path.join(rulesFolder, 'EN16931-UBL-validation.xslt');
    const peppolSch = path.join(rulesFolder, 'PEPPOL-EN16931-UBL.sch');
    const en16931 = await compiled('en16931', [en16931Xslt], (sef) => compile(en16931Xslt, sef));
    const peppol = await compiled('peppol', [peppolSch, compilerPath], async (sef) => {
      const generated = `${sef}.xslt`;
      await run(
        process.execPath,
        [xslt3, `-xsl:${compilerPath}`, `-s:${peppolSch}`, `-o:${generated}`],
        {
          maxBuffer: 1 << 26,
        },
      );
      await compile(generated, sef);
    });
    return { en16931, peppol };
  })();
  return loading;
}

function attribute(tag: string, name: string): string {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
}

function failuresIn(svrl: string, ruleSet: RuleFailure['ruleSet']): RuleFailure[] {
  const failures: RuleFailure[] = [];
  for (const match of svrl.matchAll(
    /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g,
  )) {
    const tag = match[1]!;
    failures.push({
      ruleSet,
      id: attribute(tag, 'id'),
      flag: attribute(tag, 'flag') || 'fatal',
      location: attribute(tag, 'location'),
      text: /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2]!)?.[1]?.trim() ?? '',
    });
  }
  return failures;
}

async function transform(stylesheetText: string, sourceText: string): Promise<string> {
  const result = (await SaxonJS.transform(
    { stylesheetText, sourceText, destination: 'serialized' },
    'async',
  )) as { principalResult: string };
  return result.principalResult;
}

/** What both rule sets say of a UBL document: every failed assert, fatal or warning. */
export async function checkEInvoice(xml: string): Promise<RuleFailure[]> {
  const { en16931, peppol } = await stylesheets();
  return [
    ...failuresIn(await transform(en16931, xml), 'EN16931'),
    ...failuresIn(await transform(peppol, xml), 'PEPPOL'),
  ];
}

/** The fatal failures only, as "ID: text" lines: what a test expects to be empty. */
export async function eInvoiceErrors(xml: string): Promise<string[]> {
  return (await checkEInvoice(xml))
    .filter((failure) => failure.flag === 'fatal')
    .map((failure) => `${failure.ruleSet} ${failure.id}: ${failure.text} (${failure.location})`);
}
