import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { productsErrorReason } from './products-error';
import { describeApiFailure } from '../../lib/api-failure';

const url = '/api/products/';

describe('productsErrorReason (spec §8 product list messages)', () => {
  it('maps an HTML answer to "server not running"', () => {
    expect(
      productsErrorReason(describeApiFailure(new ApiError({ kind: 'html', status: 200, url }))),
    ).toBe('serverNotRunning');
  });

  it('maps a refused connection or a bare gateway error to "cannot connect"', () => {
    expect(productsErrorReason(describeApiFailure(new ApiError({ kind: 'network', url })))).toBe(
      'cannotConnect',
    );
    expect(
      productsErrorReason(describeApiFailure(new ApiError({ kind: 'http', status: 502, url }))),
    ).toBe('cannotConnect');
  });

  it('maps 404 to "endpoint not found"', () => {
    expect(
      productsErrorReason(describeApiFailure(new ApiError({ kind: 'http', status: 404, url }))),
    ).toBe('endpointNotFound');
  });

  it('maps anything else to the generic message', () => {
    const body = { code: 'service_unavailable', detail: 'Database down' };
    expect(
      productsErrorReason(
        describeApiFailure(new ApiError({ kind: 'http', status: 503, body, url })),
      ),
    ).toBe('generic');
    expect(productsErrorReason(describeApiFailure(new ApiError({ kind: 'timeout', url })))).toBe(
      'generic',
    );
    expect(productsErrorReason(describeApiFailure(new Error('boom')))).toBe('generic');
  });
});
