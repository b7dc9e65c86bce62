import { describe, expect, it } from 'vitest';
import { decodeForm, FormDecodeError } from './form-decoder.js';

describe('decodeForm', () => {
  it('builds nested objects and arrays from the keys the Stripe SDK sends', () => {
    const body = [
      'mode=payment',
      'line_items[0][price_data][currency]=eur',
      'line_items[0][price_data][unit_amount]=2450',
      'line_items[0][price_data][product_data][name]=Star%20map',
      'line_items[0][quantity]=2',
      'line_items[1][price_data][currency]=eur',
      'line_items[1][quantity]=1',
      'metadata[order_id]=1042',
      'expand[0]=line_items',
    ].join('&');

    expect(decodeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'eur', unit_amount: '2450', product_data: { name: 'Star map' } },
          quantity: '2',
        },
        { price_data: { currency: 'eur' }, quantity: '1' },
      ],
      metadata: { order_id: '1042' },
      expand: ['line_items'],
    });
  });

  it('accepts percent-encoded brackets and + for spaces', () => {
    expect(decodeForm('metadata%5Bnote%5D=gift+wrap&expand%5B%5D=line_items')).toEqual({
      metadata: { note: 'gift wrap' },
      expand: ['line_items'],
    });
  });

  it('appends [] entries in order, after indexed ones', () => {
    expect(decodeForm('expand[]=a&expand[]=b')).toEqual({ expand: ['a', 'b'] });
    expect(decodeForm('list[1]=second&list[0]=first&list[]=third')).toEqual({
      list: ['first', 'second', 'third'],
    });
  });

  it('orders indices numerically, not as text', () => {
    const body = Array.from({ length: 12 }, (_, index) => `items[${index}]=${index}`)
      .reverse()
      .join('&');
    expect(decodeForm(body).items).toEqual(Array.from({ length: 12 }, (_, index) => `${index}`));
  });

  it('keeps a hash with named keys an object even when some keys are numbers', () => {
    expect(decodeForm('metadata[0]=zero&metadata[name]=x')).toEqual({
      metadata: { '0': 'zero', name: 'x' },
    });
  });

  it('lets a repeated plain key keep its last value', () => {
    expect(decodeForm('locale=fr&locale=nl')).toEqual({ locale: 'nl' });
  });

  it('keeps empty values, which Stripe reads as "unset"', () => {
    expect(decodeForm('metadata[order_id]=&cancel_url=')).toEqual({
      metadata: { order_id: '' },
      cancel_url: '',
    });
  });

  it('decodes an empty body to an empty object', () => {
    expect(decodeForm('')).toEqual({});
  });

  it('refuses a key used both as a value and as a hash, naming it', () => {
    expect(() => decodeForm('metadata=x&metadata[order_id]=1')).toThrow(FormDecodeError);
    try {
      decodeForm('metadata[order_id]=1&metadata=x');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FormDecodeError);
      expect((error as FormDecodeError).param).toBe('metadata');
    }
  });

  it('refuses [] mixed with named keys', () => {
    expect(() => decodeForm('expand[]=a&expand[x]=b')).toThrow(/mixes \[\] entries/);
  });

  it('refuses malformed names and names that would reach Object.prototype', () => {
    expect(() => decodeForm('a]b=1')).toThrow(FormDecodeError);
    expect(() => decodeForm('metadata[__proto__][polluted]=yes')).toThrow(FormDecodeError);
    expect(() => decodeForm('constructor[prototype][x]=1')).toThrow(FormDecodeError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses [] before further brackets, which needs an explicit index', () => {
    expect(() => decodeForm('line_items[][quantity]=1')).toThrow(/explicit index/);
  });

  it('refuses absurdly deep nesting', () => {
    expect(() => decodeForm(`a${'[b]'.repeat(12)}=1`)).toThrow(/nested too deeply/);
  });
});
