import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  required,
  SaveButton,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { DELIVERY_SCREEN_TEXTS } from './delivery-texts';
import { useFormat } from './i18n/fields';
import { addScreenTexts } from './i18n/screen-texts';
import { safeExporter } from './csv-export';

/**
 * Delivery methods and their rates (issue 27, ADR 0075, ADR 0091): the shop offers a method in a
 * country when it is active and has a price there. A method orders used cannot be deleted (the
 * server refuses it): staff deactivate it. The code is fixed once made, as carts and orders keep it.
 */

addScreenTexts(DELIVERY_SCREEN_TEXTS);

const KIND_CHOICES = [
  { id: 'home', name: 'shop.delivery_methods.kind_home' },
  { id: 'pickup_point', name: 'shop.delivery_methods.kind_pickup_point' },
  { id: 'collection', name: 'shop.delivery_methods.kind_collection' },
];

/** The countries the shop may deliver to; the server refuses one outside SHIPPING_COUNTRIES. */
const COUNTRY_CHOICES = ['BE', 'NL', 'LU', 'FR', 'DE'].map((code) => ({ id: code, name: code }));

interface Rate {
  country: string;
  price: string;
  free_from: string | null;
}

function RatesText({ rates }: { rates: Rate[] }) {
  const { money } = useFormat();
  const translate = useTranslate();
  return (
    <>
      {rates
        .map((rate) =>
          translate(
            rate.free_from ? 'shop.delivery_methods.rate_free_from' : 'shop.delivery_methods.rate',
            { country: rate.country, price: money(rate.price), threshold: money(rate.free_from) },
          ),
        )
        .join(' · ')}
    </>
  );
}

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

export function DeliveryMethodList() {
  return (
    <List exporter={safeExporter} filters={filters} sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="code" />
        <SelectField source="kind" choices={KIND_CHOICES} sortable={false} />
        <TextField source="name" />
        <FunctionField<{ rates: Rate[] }>
          source="rates"
          sortable={false}
          render={(record) => <RatesText rates={record.rates} />}
        />
        <FunctionField<{ estimate_from_days: number; estimate_to_days: number }>
          source="estimate_from_days"
          sortable={false}
          render={(record) => `${record.estimate_from_days}–${record.estimate_to_days}`}
        />
        <NumberField source="position" />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** What staff set on a method, shared by the create and edit forms. */
function MethodInputs() {
  return (
    <>
      <SelectInput source="kind" choices={KIND_CHOICES} validate={required()} />
      <TextInput source="name" validate={required()} />
      <TextInput source="name_nl" validate={required()} />
      <TextInput source="name_fr" validate={required()} />
      <NumberInput
        source="estimate_from_days"
        min={0}
        step={1}
        validate={required()}
        helperText="shop.delivery_methods.estimate_hint"
      />
      <NumberInput source="estimate_to_days" min={0} step={1} validate={required()} />
      <ArrayInput source="rates">
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="country"
            label="resources.delivery-methods.fields.country"
            choices={COUNTRY_CHOICES}
            validate={required()}
          />
          <TextInput
            source="price"
            label="resources.delivery-methods.fields.price"
            validate={required()}
          />
          <TextInput
            source="free_from"
            label="resources.delivery-methods.fields.free_from"
            helperText="shop.delivery_methods.free_from_hint"
          />
        </SimpleFormIterator>
      </ArrayInput>
      <NumberInput source="position" min={0} step={1} />
      <BooleanInput source="active" />
    </>
  );
}

export function DeliveryMethodCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="list">
      <SimpleForm
        defaultValues={{
          kind: 'home',
          active: true,
          position: 0,
          estimate_from_days: 1,
          estimate_to_days: 3,
          rates: [{ country: 'BE', price: '', free_from: '' }],
        }}
      >
        <p style={{ margin: '0 0 8px', maxWidth: 560 }}>
          {translate('shop.delivery_methods.intro')}
        </p>
        <TextInput
          source="code"
          helperText="shop.delivery_methods.code_hint"
          validate={required()}
        />
        <MethodInputs />
      </SimpleForm>
    </Create>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function DeliveryMethodEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<EditToolbar />}>
        <TextField source="code" />
        <MethodInputs />
      </SimpleForm>
    </Edit>
  );
}
