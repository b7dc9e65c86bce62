import { Admin, Resource, Translate } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { Dashboard } from './Dashboard';
import { createI18nProvider } from './i18n/provider';
import { Layout } from './layout/Layout';
import { ProductCreate, ProductEdit, ProductList } from './products';
import { CategoryCreate, CategoryEdit, CategoryList } from './categories';
import { ContactMessageList, ContactMessageShow } from './contact-messages';
import { BackInStockList } from './back-in-stock';
import { MailList, MailShow } from './mail-outbox';
import { CustomerEdit, CustomerList } from './customers';
import { AuditList, AuditShow } from './audit';
import { OrderEdit, OrderList } from './orders';

const i18nProvider = createI18nProvider();

export function App() {
  return (
    <Admin
      title={<Translate i18nKey="shop.title" />}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={Layout}
      requireAuth
      disableTelemetry
    >
      <Resource name="orders" list={OrderList} edit={OrderEdit} />
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
      <Resource name="back-in-stock-subscriptions" list={BackInStockList} />
      <Resource name="mail-outbox" list={MailList} show={MailShow} recordRepresentation="subject" />
      <Resource name="audit-log" list={AuditList} show={AuditShow} />
    </Admin>
  );
}
