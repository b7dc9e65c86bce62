import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Checks JSON the sandbox sent against the `stripe` SDK's own type definitions, read with the
 * TypeScript compiler: every key must be a field of the Stripe type, every required field must
 * be there, and every value must have the field's type (null only where Stripe allows null,
 * string literals only from the allowed set). Unions such as `Stripe.Event` are matched by
 * their literal fields (`type`, `object`) first.
 */

const PROBE_SOURCE = `
import type Stripe from 'stripe';
export type CheckoutSession = Stripe.Checkout.Session;
export type LineItemList = Stripe.ApiList<Stripe.LineItem>;
export type Refund = Stripe.Refund;
export type Coupon = Stripe.Coupon;
export type Charge = Stripe.Charge;
export type PaymentIntent = Stripe.PaymentIntent;
export type Event = Stripe.Event;
export type EventList = Stripe.ApiList<Stripe.Event>;
export type ErrorCode = Stripe.PaymentIntent.LastPaymentError.Code;
`;

export type StripeTypeName =
  | 'CheckoutSession'
  | 'LineItemList'
  | 'Refund'
  | 'Coupon'
  | 'Charge'
  | 'PaymentIntent'
  | 'Event'
  | 'EventList'
  | 'ErrorCode';

const MAX_DEPTH = 12;

export class StripeShapeChecker {
  private readonly checker: ts.TypeChecker;
  private readonly types = new Map<string, ts.Type>();

  constructor() {
    const here = path.dirname(fileURLToPath(import.meta.url));
    // A file that exists only in memory, placed in the package so `stripe` resolves as it does
    // for the package's own code (ESM, the SDK's "import" types).
    const probePath = path.join(here, 'stripe-shape-probe.mts');
    const options: ts.CompilerOptions = {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      // The SDK's types need no DOM; leaving it out makes the program quicker to build.
      lib: ['lib.es2022.d.ts'],
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const readSource = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
      fileName === probePath
        ? ts.createSourceFile(fileName, PROBE_SOURCE, languageVersion, true)
        : readSource(fileName, languageVersion, onError, shouldCreate);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (fileName) => fileName === probePath || fileExists(fileName);
    const readFile = host.readFile.bind(host);
    host.readFile = (fileName) => (fileName === probePath ? PROBE_SOURCE : readFile(fileName));

    const program = ts.createProgram([probePath], options, host);
    const source = program.getSourceFile(probePath);
    const problems = ts.getPreEmitDiagnostics(program, source);
    if (!source || problems.length > 0) {
      const text = problems.map((problem) =>
        ts.flattenDiagnosticMessageText(problem.messageText, '\n'),
      );
      throw new Error(`Could not read the stripe SDK's types:\n${text.join('\n')}`);
    }
    this.checker = program.getTypeChecker();
    const module = this.checker.getSymbolAtLocation(source);
    for (const exported of module ? this.checker.getExportsOfModule(module) : []) {
      this.types.set(exported.name, this.checker.getDeclaredTypeOfSymbol(exported));
    }
  }

  /**
   * The string literals a type enumerates, e.g. Stripe's documented error codes (the SDK's
   * open-ended `OtherString` member is left out).
   */
  stringLiterals(typeName: StripeTypeName): Set<string> {
    const type = this.types.get(typeName);
    if (!type) throw new Error(`Unknown Stripe type ${typeName}`);
    const members = type.isUnion() ? type.types : [type];
    return new Set(
      members.filter((member) => member.isStringLiteral()).map((member) => member.value),
    );
  }

  /** Every way `value` differs from the SDK's type, as `path: problem` lines (none: it fits). */
  check(value: unknown, typeName: StripeTypeName): string[] {
    const type = this.types.get(typeName);
    if (!type) throw new Error(`Unknown Stripe type ${typeName}`);
    const problems: string[] = [];
    this.checkValue(value, type, typeName, problems, 0);
    return problems;
  }

  private checkValue(
    value: unknown,
    type: ts.Type,
    at: string,
    problems: string[],
    depth: number,
  ): void {
    if (depth > MAX_DEPTH) return;
    const members = type.isUnion() ? type.types : [type];
    if (members.some((member) => member.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown))) return;
    if (value === null) {
      if (!members.some((member) => member.flags & ts.TypeFlags.Null)) {
        problems.push(`${at}: is null, but the type is ${this.describe(type)}`);
      }
      return;
    }
    switch (typeof value) {
      case 'string':
        if (!members.some((member) => this.acceptsString(member, value))) {
          problems.push(`${at}: ${JSON.stringify(value)} is not ${this.describe(type)}`);
        }
        return;
      case 'number':
        if (
          !members.some(
            (member) =>
              member.flags & ts.TypeFlags.Number ||
              (member.isNumberLiteral() && member.value === value),
          )
        ) {
          problems.push(`${at}: ${value} is not ${this.describe(type)}`);
        }
        return;
      case 'boolean':
        if (
          !members.some(
            (member) =>
              member.flags & ts.TypeFlags.Boolean ||
              (member.flags & ts.TypeFlags.BooleanLiteral &&
                this.checker.typeToString(member) === String(value)),
          )
        ) {
          problems.push(`${at}: ${value} is not ${this.describe(type)}`);
        }
        return;
      case 'object':
        if (Array.isArray(value)) this.checkArray(value, members, type, at, problems, depth);
        else this.checkObject(value as Record<string, unknown>, members, type, at, problems, depth);
        return;
      default:
        problems.push(`${at}: a ${typeof value} cannot be JSON`);
    }
  }

  private checkArray(
    value: unknown[],
    members: readonly ts.Type[],
    type: ts.Type,
    at: string,
    problems: string[],
    depth: number,
  ): void {
    const arrayType = members.find((member) => this.checker.isArrayType(member));
    if (!arrayType) {
      problems.push(`${at}: is an array, but the type is ${this.describe(type)}`);
      return;
    }
    const [elementType] = this.checker.getTypeArguments(arrayType as ts.TypeReference);
    if (!elementType) return;
    value.forEach((item, index) =>
      this.checkValue(item, elementType, `${at}[${index}]`, problems, depth + 1),
    );
  }

  private checkObject(
    value: Record<string, unknown>,
    members: readonly ts.Type[],
    type: ts.Type,
    at: string,
    problems: string[],
    depth: number,
  ): void {
    const candidates = members.filter(
      (member) =>
        (member.flags & ts.TypeFlags.Object || member.isIntersection()) &&
        !this.checker.isArrayType(member) &&
        !this.isDecimal(member),
    );
    if (candidates.length === 0) {
      problems.push(`${at}: is an object, but the type is ${this.describe(type)}`);
      return;
    }
    // A union of object types (Stripe.Event, payment method details) is told apart by its
    // literal fields; only the members whose literals match are checked in depth.
    const matching = candidates.filter((candidate) => this.literalsMatch(candidate, value));
    const toCheck = matching.length > 0 ? matching : candidates;
    let best: string[] | null = null;
    for (const candidate of toCheck) {
      const found: string[] = [];
      this.checkFields(value, candidate, at, found, depth);
      if (found.length === 0) return;
      if (best === null || found.length < best.length) best = found;
    }
    problems.push(...(best ?? []));
  }

  private checkFields(
    value: Record<string, unknown>,
    type: ts.Type,
    at: string,
    problems: string[],
    depth: number,
  ): void {
    const indexInfo = this.checker.getIndexInfoOfType(type, ts.IndexKind.String);
    for (const [key, item] of Object.entries(value)) {
      const property = this.checker.getPropertyOfType(type, key);
      if (!property) {
        if (indexInfo) this.checkValue(item, indexInfo.type, `${at}.${key}`, problems, depth + 1);
        else problems.push(`${at}.${key}: is not a field of ${this.describe(type)}`);
        continue;
      }
      this.checkValue(
        item,
        this.checker.getTypeOfSymbol(property),
        `${at}.${key}`,
        problems,
        depth + 1,
      );
    }
    for (const property of this.checker.getPropertiesOfType(type)) {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      if (!optional && !(property.name in value)) {
        problems.push(`${at}.${property.name}: is missing (required by the SDK's type)`);
      }
    }
  }

  private literalsMatch(type: ts.Type, value: Record<string, unknown>): boolean {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item !== 'string') continue;
      const property = this.checker.getPropertyOfType(type, key);
      if (!property) continue;
      const propertyType = this.checker.getTypeOfSymbol(property);
      const options = propertyType.isUnion() ? propertyType.types : [propertyType];
      const literals = options.filter((option) => option.isStringLiteral());
      const open = options.some(
        (option) => this.acceptsString(option, item) && !option.isStringLiteral(),
      );
      if (literals.length > 0 && !open && !literals.some((literal) => literal.value === item)) {
        return false;
      }
    }
    return true;
  }

  private acceptsString(type: ts.Type, value: string): boolean {
    if (type.flags & ts.TypeFlags.String) return true;
    if (type.isStringLiteral()) return type.value === value;
    if (type.flags & ts.TypeFlags.TemplateLiteral) return true;
    // Stripe's decimal fields travel as strings; the SDK parses them into its Decimal class.
    if (this.isDecimal(type)) return /^-?\d+(\.\d+)?$/.test(value);
    // `OtherString` (string & {}), which keeps unions of literals open to new values.
    if (type.isIntersection()) return type.types.some((part) => part.flags & ts.TypeFlags.String);
    return false;
  }

  private isDecimal(type: ts.Type): boolean {
    if (type.aliasSymbol?.name === 'Decimal') return true;
    const parts = type.isIntersection() ? type.types : [type];
    return parts.some((part) => part.getSymbol()?.name === 'DecimalImpl');
  }

  private describe(type: ts.Type): string {
    const text = this.checker.typeToString(type);
    return text.length > 120 ? `${text.slice(0, 117)}...` : text;
  }
}
