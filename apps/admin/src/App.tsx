import { Admin, Resource, defaultI18nProvider, type I18nProvider } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { Dashboard } from './Dashboard';
import { ProductCreate, ProductEdit, ProductList } from './products';
import { CategoryCreate, CategoryEdit, CategoryList } from './categories';
import { ContactMessageList, ContactMessageShow } from './contact-messages';
import { BackInStockList } from './back-in-stock';
import { MailList, MailShow } from './mail-outbox';
import { CustomerEdit, CustomerList } from './customers';
import { AuditList, AuditShow } from './audit';
import { OrderEdit, OrderList } from './orders';

/** The shop signs in with the e-mail address (spec §7), in the field react-admin calls username. */
const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) =>
    key === 'ra.auth.username' ? 'E-mail' : defaultI18nProvider.translate(key, options),
};

export function App() {
  return (
    <Admin
      title="Giftshop admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
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
        options={{ label: 'Contact messages' }}
        recordRepresentation="subject"
      />
      <Resource
        name="back-in-stock-subscriptions"
        list={BackInStockList}
        options={{ label: 'Back in stock' }}
      />
      <Resource
        name="mail-outbox"
        list={MailList}
        show={MailShow}
        options={{ label: 'Mail outbox' }}
        recordRepresentation="subject"
      />
      <Resource
        name="audit-log"
        list={AuditList}
        show={AuditShow}
        options={{ label: 'Audit trail' }}
      />
    </Admin>
  );
}
