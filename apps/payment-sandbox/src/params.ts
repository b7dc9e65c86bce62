import type { FormObject, FormValue } from './form-decoder.js';
import { invalidRequest, stripeErrors } from './stripe-error.js';

/**
 * Reads one level of decoded form parameters the way Stripe validates them: every problem is
 * reported with the full bracketed parameter name (`line_items[0][price_data][unit_amount]`),
 * which the SDK exposes as `error.param`.
 */
export class ParamReader {
  constructor(
    private readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  static of(value: FormValue | undefined, param: string): ParamReader {
    if (value === undefined) return new ParamReader({}, param);
    if (typeof value === 'string' || Array.isArray(value)) throw stripeErrors.invalidHash(param);
    return new ParamReader(value, param);
  }

  name(key: string): string {
    return this.prefix === '' ? key : `${this.prefix}[${key}]`;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  /** `key=` sent empty: how Stripe's form encoding unsets an optional hash. */
  isEmptyString(key: string): boolean {
    return this.values[key] === '';
  }

  /**
   * Refuses keys outside `known`; keys in `notSimulated` are real Stripe parameters that this
   * sandbox does not implement, and are refused with a message that says so.
   */
  allowOnly(known: readonly string[], notSimulated: readonly string[] = []): void {
    for (const key of Object.keys(this.values)) {
      if (known.includes(key)) continue;
      if (notSimulated.includes(key)) throw stripeErrors.notSimulated(this.name(key));
      throw stripeErrors.unknown(this.name(key));
    }
  }

  string(key: string, options: { required: true; maxLength?: number }): string;
  string(key: string, options?: { required?: false; maxLength?: number }): string | undefined;
  string(key: string, options: { required?: boolean; maxLength?: number } = {}) {
    return this.readString(key, options.required ?? false, options.maxLength);
  }

  private readString(key: string, required: boolean, maxLength?: number): string | undefined {
    const param = this.name(key);
    const value = this.values[key];
    if (value === undefined) {
      if (required) throw stripeErrors.missing(param);
      return undefined;
    }
    if (typeof value !== 'string') throw stripeErrors.invalidString(param);
    if (value === '') throw stripeErrors.emptyString(param);
    if (maxLength !== undefined && value.length > maxLength) {
      throw invalidRequest(
        `Invalid string: ${value.slice(0, 20)}...; must be at most ${maxLength} characters`,
        param,
      );
    }
    return value;
  }

  integer(key: string, options: { required: true; min?: number; max?: number }): number;
  integer(
    key: string,
    options?: { required?: false; min?: number; max?: number },
  ): number | undefined;
  integer(key: string, options: { required?: boolean; min?: number; max?: number } = {}) {
    const param = this.name(key);
    const text = this.readString(key, options.required ?? false);
    if (text === undefined) return undefined;
    if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
      throw stripeErrors.invalidInteger(param, text);
    }
    const value = Number(text);
    if (options.min === 0 && value < 0) throw stripeErrors.notNonNegative(param);
    if (options.min !== undefined && value < options.min) {
      throw invalidRequest(
        `This value must be greater than or equal to ${options.min}.`,
        param,
        'parameter_invalid_integer',
      );
    }
    if (options.max !== undefined && value > options.max) {
      throw invalidRequest(
        `This value must be less than or equal to ${options.max}.`,
        param,
        'parameter_invalid_integer',
      );
    }
    return value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], options: { required: true }): T;
  oneOf<T extends string>(
    key: string,
    allowed: readonly T[],
    options?: { required?: false },
  ): T | undefined;
  oneOf<T extends string>(
    key: string,
    allowed: readonly T[],
    options: { required?: boolean } = {},
  ) {
    const value = this.readString(key, options.required ?? false);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw stripeErrors.invalidEnum(this.name(key), allowed);
    }
    return value as T;
  }

  url(key: string, options: { required: true }): string;
  url(key: string, options?: { required?: false }): string | undefined;
  url(key: string, options: { required?: boolean } = {}) {
    const value = this.readString(key, options.required ?? false, 5000);
    if (value === undefined) return undefined;
    // `{CHECKOUT_SESSION_ID}` is not valid in a URL until it is substituted.
    const candidate = value.replaceAll('{CHECKOUT_SESSION_ID}', 'cs_test_placeholder');
    let parsed: URL;
    try {
      parsed = new URL(candidate);
    } catch {
      throw stripeErrors.invalidUrl(this.name(key));
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw stripeErrors.invalidUrl(this.name(key));
    }
    return value;
  }

  email(key: string): string | undefined {
    const value = this.string(key, { maxLength: 800 });
    if (value === undefined) return undefined;
    if (!isEmailAddress(value)) throw stripeErrors.invalidEmail(this.name(key), value);
    return value;
  }

  /** A nested hash; absent gives an empty reader, so optional hashes need no special case. */
  hash(key: string): ParamReader {
    return ParamReader.of(this.values[key], this.name(key));
  }

  /** An array of values; `[]` or `[0]` syntax alike (see form-decoder.ts). */
  array(key: string, options: { required?: boolean } = {}): FormValue[] | undefined {
    const param = this.name(key);
    const value = this.values[key];
    if (value === undefined) {
      if (options.required) throw stripeErrors.missing(param);
      return undefined;
    }
    if (!Array.isArray(value)) throw stripeErrors.invalidArray(param);
    return value;
  }

  stringArray(key: string): string[] | undefined {
    const items = this.array(key);
    return items?.map((item, index) => {
      if (typeof item !== 'string' || item === '') {
        throw stripeErrors.invalidString(`${this.name(key)}[${index}]`);
      }
      return item;
    });
  }

  /**
   * Stripe metadata: up to 50 keys of at most 40 characters, values of at most 500 characters.
   * An empty value unsets a key, so on creation it simply leaves the key out.
   */
  metadata(key: string): Record<string, string> {
    const param = this.name(key);
    const value = this.values[key];
    if (value === undefined || value === '') return {};
    if (typeof value === 'string') throw stripeErrors.invalidHash(param);
    // A hash whose keys are all numbers ("0", "1") was decoded as an array; it is still a hash.
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length > 50) {
      throw invalidRequest('You can only specify up to 50 keys in metadata.', param);
    }
    const metadata: Record<string, string> = {};
    for (const [name, item] of entries) {
      const itemParam = `${param}[${name}]`;
      if (typeof item !== 'string') throw stripeErrors.invalidString(itemParam);
      if (name.length > 40) {
        throw invalidRequest(
          `Metadata keys can have up to 40 characters, but you passed in a key that is ${name.length} characters.`,
          itemParam,
        );
      }
      if (item.length > 500) {
        throw invalidRequest(
          `Metadata values can have up to 500 characters, but you passed in a value that is ${item.length} characters.`,
          itemParam,
        );
      }
      if (item !== '') metadata[name] = item;
    }
    return metadata;
  }
}

export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value);
}
