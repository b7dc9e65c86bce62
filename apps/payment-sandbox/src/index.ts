export {
  createPaymentSandbox,
  DEFAULT_ASYNC_PAYMENT_DELAY_MS,
  type PaymentSandbox,
  type PaymentSandboxOptions,
} from './sandbox.js';
export { STRIPE_API_VERSION } from './api-version.js';
export { DEFAULT_WEBHOOK_RETRY, type WebhookRetryOptions } from './webhooks.js';
export { FAILING_TEST_IBAN, SUCCEEDING_TEST_IBAN } from './test-payment-methods.js';
