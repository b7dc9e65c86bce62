/**
 * Decodes Stripe's form encoding into nested objects and arrays.
 *
 * Stripe's API takes `application/x-www-form-urlencoded` bodies (and query strings) whose keys
 * carry the structure: `line_items[0][price_data][unit_amount]=1250`, `metadata[order_id]=42`,
 * `expand[0]=line_items` (what the SDK sends) or `expand[]=line_items` (what curl users write).
 * A branch whose keys are all indices becomes an array, in index order; anything else becomes an
 * object. Whether a value must be an array or a hash is the endpoint's business (see params.ts),
 * which is why a hash with numeric keys (`metadata[0]=x`) can be read back as a hash.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/**
 * What the form content-type parser leaves in `request.body`. Routes decode it themselves, so
 * a malformed body becomes an error in the shape each route answers with.
 */
// A type alias rather than an interface: @fastify/formbody wants a Record-compatible value.
export type RawFormBody = { formText: string };

export class FormDecodeError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
    this.name = 'FormDecodeError';
  }
}

/** Deeper keys than this are never sent by the SDK for the endpoints here; refuse them early. */
const MAX_DEPTH = 10;
const KEY_PATTERN = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
const INDEX_PATTERN = /^(?:0|[1-9]\d{0,5})$/;
/** Keys that would reach Object.prototype through plain-object assignment. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

type Node = { kind: 'leaf'; value: string } | Branch;
interface Branch {
  kind: 'branch';
  keyed: Map<string, Node>;
  appended: Node[];
}

export function decodeForm(input: string | URLSearchParams): FormObject {
  const pairs = typeof input === 'string' ? new URLSearchParams(input) : input;
  const root: Branch = newBranch();
  for (const [key, value] of pairs) {
    insert(root, parseKey(key), key, value);
  }
  return toObject(root, '');
}

function parseKey(key: string): string[] {
  const match = KEY_PATTERN.exec(key);
  if (!match) throw new FormDecodeError(`Invalid parameter name: ${key}`, key);
  const [, name = '', brackets = ''] = match;
  const segments = [name, ...Array.from(brackets.matchAll(/\[([^[\]]*)\]/g), (m) => m[1] ?? '')];
  if (segments.length > MAX_DEPTH) {
    throw new FormDecodeError(`Parameter nested too deeply: ${key}`, key);
  }
  segments.forEach((segment, position) => {
    if (FORBIDDEN_SEGMENTS.has(segment)) {
      throw new FormDecodeError(`Invalid parameter name: ${key}`, key);
    }
    if (segment === '' && position !== segments.length - 1) {
      // `a[][b]=1` needs Rack's guessing rules to group fields into objects; Stripe's SDKs
      // always send indices, so an explicit index is required there.
      throw new FormDecodeError(`Use an explicit index instead of [] in ${key}`, key);
    }
  });
  return segments;
}

function newBranch(): Branch {
  return { kind: 'branch', keyed: new Map(), appended: [] };
}

function insert(branch: Branch, segments: string[], fullKey: string, value: string): void {
  const [segment, ...rest] = segments;
  if (segment === undefined) return;
  if (segment === '') {
    branch.appended.push({ kind: 'leaf', value });
    return;
  }
  const existing = branch.keyed.get(segment);
  if (rest.length === 0) {
    if (existing?.kind === 'branch') {
      throw new FormDecodeError(
        `${fullKey} is given both as a value and as a hash or array`,
        fullKey,
      );
    }
    // A repeated plain key keeps its last value, as Stripe's parser does.
    branch.keyed.set(segment, { kind: 'leaf', value });
    return;
  }
  if (existing?.kind === 'leaf') {
    throw new FormDecodeError(
      `${fullKey} is given both as a value and as a hash or array`,
      fullKey,
    );
  }
  const child = existing ?? newBranch();
  branch.keyed.set(segment, child);
  insert(child, rest, fullKey, value);
}

function toValue(node: Node, path: string): FormValue {
  if (node.kind === 'leaf') return node.value;
  const keys = [...node.keyed.keys()];
  const allIndices = keys.every((key) => INDEX_PATTERN.test(key));
  if (node.appended.length > 0 || (keys.length > 0 && allIndices)) {
    if (!allIndices) {
      throw new FormDecodeError(`${path} mixes [] entries with named keys`, path);
    }
    const indexed = keys
      .map((key) => ({ index: Number(key), node: node.keyed.get(key) as Node }))
      .sort((a, b) => a.index - b.index)
      .map((entry) => toValue(entry.node, `${path}[${entry.index}]`));
    const appended = node.appended.map((child, offset) =>
      toValue(child, `${path}[${indexed.length + offset}]`),
    );
    return [...indexed, ...appended];
  }
  return toObject(node, path);
}

function toObject(branch: Branch, path: string): FormObject {
  const result: FormObject = {};
  for (const [key, child] of branch.keyed) {
    result[key] = toValue(child, path === '' ? key : `${path}[${key}]`);
  }
  return result;
}
