import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { boundariesRule } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({
  languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
});

const server = (file) => path.resolve('apps/server/src', file);
const web = (file) => path.resolve('apps/web/src', file);
const domainUses = [
  { from: 'orders', to: 'invoicing', reason: 'a payment issues the invoice' },
  { from: 'orders', to: 'gift-cards', reason: 'a payment issues the cards' },
];
const options = [
  {
    featureAppImports: [{ path: 'store', reason: 'typed hooks' }],
    featurePairs: [{ from: 'cart', to: 'accounts', reason: 'signed-in state' }],
  },
];

ruleTester.run('shop/boundaries on the server', boundariesRule, {
  valid: [
    { filename: server('modules/cart/routes.ts'), code: "import { x } from './service.js';" },
    {
      filename: server('modules/cart/routes.ts'),
      code: "import { db } from '../../db/client.js';",
    },
    {
      filename: server('modules/admin/orders.ts'),
      code: "import { x } from '../../orders/index.js';",
    },
    { filename: server('checkout/routes.ts'), code: "import { x } from '../orders/index.js';" },
    { filename: server('checkout/routes.ts'), code: "import { x } from '../orders';" },
    { filename: server('orders/states.ts'), code: "import { x } from './stock.js';" },
    { filename: server('app.ts'), code: "import { checkoutRoutes } from './checkout/routes.js';" },
    { filename: server('app.ts'), code: "import { x } from './modules/cart/routes.js';" },
    { filename: server('app.ts'), code: "import { x } from './invoicing/index.js';" },
    {
      filename: server('modules/admin/routes.ts'),
      code: "import { x } from '../../invoicing/index.js';",
    },
    { filename: server('gift-cards/issuing.ts'), code: "import { x } from './ledger.js';" },
    {
      filename: server('orders/payment.ts'),
      code: "import { x } from '../invoicing/index.js';",
      options: [{ domainUses }],
    },
    {
      filename: server('orders/staff.ts'),
      code: "import { x } from '../gift-cards/index.js';",
      options: [{ domainUses }],
    },
    {
      filename: server('invoicing/invoices.test.ts'),
      code: "import { x } from '../orders/index.js';",
      options: [{ domainUses }],
    },
    {
      filename: server('invoicing/invoices.test.ts'),
      code: "import { x } from '../checkout/fulfilment.js';",
    },
    {
      filename: server('gift-cards/issuing.ts'),
      code: "import { enqueueMail } from '../mail/outbox.js';",
    },
    { filename: server('mail/order-mails.ts'), code: "import { x } from '../orders/index.js';" },
  ],
  invalid: [
    {
      filename: server('modules/cart/routes.ts'),
      code: "import { x } from '../catalog/queries.js';",
      errors: [{ message: /modules\/cart may not import from modules\/catalog/ }],
    },
    {
      filename: server('modules/admin/orders.ts'),
      code: "import { x } from '../../checkout/store.js';",
      errors: [{ message: /may not import from checkout\// }],
    },
    {
      filename: server('modules/admin/orders.ts'),
      code: "import { x } from '../../orders/states.js';",
      errors: [{ message: /only through orders\/index\.ts/ }],
    },
    {
      filename: server('checkout/routes.ts'),
      code: "export { x } from '../orders/stock.js';",
      errors: [{ message: /only through orders\/index\.ts/ }],
    },
    {
      filename: server('mail/order-mails.ts'),
      code: "const m = await import('../orders/money.js');",
      errors: [{ message: /only through orders\/index\.ts/ }],
    },
    {
      filename: server('modules/admin/routes.ts'),
      code: "import { x } from '../../invoicing/accountant-export.js';",
      errors: [{ message: /only through invoicing\/index\.ts/ }],
    },
    {
      filename: server('orders/payment.ts'),
      code: "import { x } from '../gift-cards/issuing.js';",
      options: [{ domainUses }],
      errors: [{ message: /only through gift-cards\/index\.ts/ }],
    },
    {
      filename: server('modules/cart/service.ts'),
      code: "import { x } from '../../pricing/price.js';",
      errors: [{ message: /only through pricing\/index\.ts/ }],
    },
    {
      filename: server('invoicing/invoices.ts'),
      code: "import { x } from '../orders/index.js';",
      options: [{ domainUses }],
      errors: [{ message: /The invoicing domain may not use the orders domain/ }],
    },
    {
      filename: server('gift-cards/issuing.ts'),
      code: "import { x } from '../orders/index.js';",
      options: [{ domainUses }],
      errors: [{ message: /The gift-cards domain may not use the orders domain/ }],
    },
    {
      filename: server('orders/payment.ts'),
      code: "import { x } from '../invoicing/index.js';",
      errors: [{ message: /The orders domain may not use the invoicing domain/ }],
    },
    {
      filename: server('invoicing/invoices.ts'),
      code: "import { x } from '../modules/admin/audit.js';",
      errors: [{ message: /may not import from modules\/admin/ }],
    },
    {
      filename: server('orders/payment.ts'),
      code: "import { x } from '../checkout/lock.js';",
      errors: [{ message: /The orders domain may not import from checkout/ }],
    },
    {
      filename: server('mail/outbox.ts'),
      code: "import { x } from '../invoicing/index.js';",
      errors: [{ message: /mail\/outbox\.ts may not import the invoicing domain/ }],
    },
    {
      filename: server('mail/templates.ts'),
      code: "import { x } from '../gift-cards/index.js';",
      errors: [{ message: /mail\/templates\.ts may not import the gift-cards domain/ }],
    },
  ],
});

ruleTester.run('shop/boundaries in the web', boundariesRule, {
  valid: [
    {
      filename: web('app/routes.tsx'),
      code: "import { x } from '../features/cart/routes/CartPage';",
    },
    { filename: web('app/routes.tsx'), code: "import { x } from '../lib/format';" },
    { filename: web('features/cart/x.ts'), code: "import { x } from '../../lib/format';" },
    {
      filename: web('features/cart/x.ts'),
      code: "import { x } from '../../components/ui/button';",
    },
    { filename: web('features/cart/a/x.ts'), code: "import { x } from '../cart-slice';" },
    { filename: web('features/cart/x.ts'), code: "import { x } from '../../app/store';", options },
    { filename: web('features/cart/x.ts'), code: "import { x } from '../accounts';", options },
    {
      filename: web('features/cart/x.ts'),
      code: "import { x } from '../accounts/index';",
      options,
    },
    { filename: web('components/ui/x.tsx'), code: "import { x } from '../../lib/cn';" },
  ],
  invalid: [
    {
      filename: web('components/layout/Header.tsx'),
      code: "import { x } from '../../features/accounts';",
      errors: [{ message: /Shared code \(components\/\) may not import from features\/accounts/ }],
    },
    {
      filename: web('lib/x.ts'),
      code: "import { x } from '../app/store';",
      errors: [{ message: /Shared code \(lib\/\) may not import from app\// }],
    },
    {
      filename: web('features/cart/x.ts'),
      code: "import { x } from '../../app/routes';",
      options,
      errors: [{ message: /features\/cart may not import from app\/routes/ }],
    },
    {
      filename: web('features/cart/x.ts'),
      code: "import { x } from '../../app/store';",
      errors: [{ message: /features\/cart may not import from app\/store/ }],
    },
    {
      filename: web('features/catalog/x.ts'),
      code: "import { x } from '../accounts';",
      options,
      errors: [{ message: /features do not import each other/ }],
    },
    {
      filename: web('features/cart/x.ts'),
      code: "import { x } from '../accounts/auth-slice';",
      options,
      errors: [{ message: /only through its index\.ts/ }],
    },
  ],
});
