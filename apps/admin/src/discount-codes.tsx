import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateTimeInput,
  Edit,
  List,
  NullableBooleanInput,
  NumberInput,
  required,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { CountField, DateTimeField, MoneyField } from './i18n/fields';
import { safeExporter } from './csv-export';
import { DISCOUNT_CODE_SCREEN_TEXTS } from './discount-codes-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(DISCOUNT_CODE_SCREEN_TEXTS);

/**
 * Discount codes (issue 17, ADR 0040): a percentage or an amount off the products (never the
 * wrapping or a gift card). A code is deactivated rather than deleted: orders name it. The
 * code itself is fixed once made.
 */

const KIND_CHOICES = [
  { id: 'percent', name: 'shop.discount_codes.kind_percent' },
  { id: 'amount', name: 'shop.discount_codes.kind_amount' },
  { id: 'free_delivery', name: 'shop.discount_codes.kind_free_delivery' },
];

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

export function DiscountCodeList() {
  return (
    <List exporter={safeExporter} filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="code" />
        <SelectField source="kind" choices={KIND_CHOICES} sortable={false} />
        <TextField source="value" sortable={false} />
        <MoneyField source="min_subtotal" sortable={false} />
        <DateTimeField source="ends_at" />
        <CountField source="redemptions_used" />
        <CountField source="max_redemptions" sortable={false} />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** The rules staff set, shared by the create and edit forms. */
function RuleInputs() {
  return (
    <>
      <SelectInput source="kind" choices={KIND_CHOICES} validate={required()} />
      {/* Free delivery has no value: the server asks one for the other kinds, on `value`. */}
      <TextInput source="value" helperText="shop.discount_codes.value_hint" />
      <TextInput source="min_subtotal" helperText="shop.discount_codes.min_subtotal_hint" />
      <DateTimeInput source="starts_at" />
      <DateTimeInput source="ends_at" />
      <NumberInput source="max_redemptions" min={1} />
      <BooleanInput source="once_per_customer" />
      <BooleanInput source="active" />
    </>
  );
}

export function DiscountCodeCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ kind: 'percent', active: true, once_per_customer: false }}>
        <p style={{ margin: '0 0 8px', maxWidth: 560 }}>{translate('shop.discount_codes.intro')}</p>
        <TextInput source="code" helperText="shop.discount_codes.code_hint" validate={required()} />
        <RuleInputs />
      </SimpleForm>
    </Create>
  );
}

export function DiscountCodeEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextField source="code" />
        <CountField source="redemptions_reserved" />
        <CountField source="redemptions_used" />
        <RuleInputs />
      </SimpleForm>
    </Edit>
  );
}
