import { lazy } from 'react';
import { Admin, Resource, Translate, type I18nProvider } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { Layout } from './layout/Layout';
import { theme } from './layout/theme';

/**
 * Each screen is its own chunk, loaded when it is first opened (react-admin's layout shows its
 * loading indicator meanwhile): the dashboard does not carry the product form's rich-text
 * editor, nor the orders list the dashboard's charts.
 */
const screen = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as React.ComponentType }));

const orders = () => import('./orders');
const products = () => import('./products');
const categories = () => import('./categories');
const customers = () => import('./customers');
const contactMessages = () => import('./contact-messages');
const mailOutbox = () => import('./mail-outbox');
const audit = () => import('./audit');
const settings = () => import('./settings');
const withdrawals = () => import('./withdrawals');
const giftCards = () => import('./gift-cards');
const discountCodes = () => import('./discount-codes');
const deliveryMethods = () => import('./delivery-methods');
const eInvoices = () => import('./e-invoices');

const Dashboard = screen(() => import('./Dashboard'), 'Dashboard');
const OrderList = screen(orders, 'OrderList');
const OrderEdit = screen(orders, 'OrderEdit');
const ProductList = screen(products, 'ProductList');
const ProductCreate = screen(products, 'ProductCreate');
const ProductEdit = screen(products, 'ProductEdit');
const CategoryList = screen(categories, 'CategoryList');
const CategoryCreate = screen(categories, 'CategoryCreate');
const CategoryEdit = screen(categories, 'CategoryEdit');
const CustomerList = screen(customers, 'CustomerList');
const CustomerEdit = screen(customers, 'CustomerEdit');
const ContactMessageList = screen(contactMessages, 'ContactMessageList');
const ContactMessageShow = screen(contactMessages, 'ContactMessageShow');
const BackInStockList = screen(() => import('./back-in-stock'), 'BackInStockList');
const MailList = screen(mailOutbox, 'MailList');
const MailShow = screen(mailOutbox, 'MailShow');
const AuditList = screen(audit, 'AuditList');
const AuditShow = screen(audit, 'AuditShow');
const SettingsEdit = screen(settings, 'SettingsEdit');
const WithdrawalList = screen(withdrawals, 'WithdrawalList');
const GiftCardList = screen(giftCards, 'GiftCardList');
const GiftCardShow = screen(giftCards, 'GiftCardShow');
const DiscountCodeList = screen(discountCodes, 'DiscountCodeList');
const DiscountCodeCreate = screen(discountCodes, 'DiscountCodeCreate');
const DiscountCodeEdit = screen(discountCodes, 'DiscountCodeEdit');
const DeliveryMethodList = screen(deliveryMethods, 'DeliveryMethodList');
const DeliveryMethodCreate = screen(deliveryMethods, 'DeliveryMethodCreate');
const DeliveryMethodEdit = screen(deliveryMethods, 'DeliveryMethodEdit');
const EInvoiceList = screen(eInvoices, 'EInvoiceList');

/** `i18nProvider`: main.tsx's, built once the opening language's catalogue has arrived. */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <Admin
      title={<Translate i18nKey="shop.title" />}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={Layout}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name="orders" list={OrderList} edit={OrderEdit} />
      <Resource name="withdrawals" list={WithdrawalList} />
      <Resource
        name="gift-cards"
        list={GiftCardList}
        show={GiftCardShow}
        recordRepresentation="code"
      />
      <Resource
        name="products"
        list={ProductList}
        create={ProductCreate}
        edit={ProductEdit}
        recordRepresentation="name"
      />
      <Resource
        name="categories"
        list={CategoryList}
        create={CategoryCreate}
        edit={CategoryEdit}
        recordRepresentation="name"
      />
      <Resource
        name="discount-codes"
        list={DiscountCodeList}
        create={DiscountCodeCreate}
        edit={DiscountCodeEdit}
        recordRepresentation="code"
      />
      <Resource
        name="delivery-methods"
        list={DeliveryMethodList}
        create={DeliveryMethodCreate}
        edit={DeliveryMethodEdit}
        recordRepresentation="name"
      />
      <Resource
        name="customers"
        list={CustomerList}
        edit={CustomerEdit}
        recordRepresentation="email"
      />
      <Resource
        name="contact-messages"
        list={ContactMessageList}
        show={ContactMessageShow}
        recordRepresentation="subject"
      />
      <Resource name="e-invoices" list={EInvoiceList} recordRepresentation="number" />
      <Resource name="back-in-stock-subscriptions" list={BackInStockList} />
      <Resource name="mail-outbox" list={MailList} show={MailShow} recordRepresentation="subject" />
      <Resource name="audit-log" list={AuditList} show={AuditShow} />
      <Resource name="settings" list={SettingsEdit} />
    </Admin>
  );
}
