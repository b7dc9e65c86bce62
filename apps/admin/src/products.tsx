import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  ImageField,
  ImageInput,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  Toolbar,
  SaveButton,
  DeleteButton,
  TextField,
  TextInput,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { ADMIN_IMAGE_MAX_BYTES } from '@shop/contracts';
import type { ProductFormRecord } from './dataProvider';

const AVAILABILITY_CHOICES = [
  { id: 'in_stock', name: 'In stock' },
  { id: 'out_of_stock', name: 'Out of stock' },
  { id: 'pre_order', name: 'Pre-order' },
];

const PERSONALIZATION_CHOICES = [
  { id: 'none', name: 'None' },
  { id: 'optional', name: 'Optional' },
  { id: 'required', name: 'Required' },
];

const PICTURE_TYPES = { 'image/jpeg': [], 'image/png': [], 'image/webp': [] };
const PICTURE_HINT = 'JPEG, PNG or WebP, 10 MB at most.';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or slug" />,
  <ReferenceInput key="category_id" source="category_id" reference="categories">
    <SelectInput label="Category" optionText="name" />
  </ReferenceInput>,
  <SelectInput key="availability" source="availability" choices={AVAILABILITY_CHOICES} />,
  <NullableBooleanInput key="in_stock" source="in_stock" label="In stock" />,
  <NullableBooleanInput key="is_available" source="is_available" label="For sale" />,
  <NullableBooleanInput key="archived" source="archived" label="Archived" />,
];

export function ProductList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ archived: false }}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<ProductFormRecord>
          label="Picture"
          render={(record) =>
            record.main_picture?.src ? (
              <img
                src={record.main_picture.src}
                alt=""
                style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 4 }}
              />
            ) : null
          }
        />
        <TextField source="name" />
        <TextField source="slug" />
        <ReferenceField source="category_id" reference="categories" label="Category" />
        <NumberField
          source="price"
          options={{ style: 'currency', currency: 'EUR' }}
          transform={(value: string) => Number(value)}
        />
        <FunctionField<ProductFormRecord>
          label="Stock"
          sortBy="stock"
          render={(record) => (record.stock === null ? 'Made to order' : record.stock)}
        />
        <SelectField source="availability" choices={AVAILABILITY_CHOICES} />
        <BooleanField source="is_available" label="For sale" />
        <BooleanField source="archived" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** A tab of the texts in one language: TabbedForm needs its tabs as direct children. */
function languageTab(label: string, suffix: '' | '_fr' | '_nl', path: string) {
  const english = suffix === '';
  return (
    <TabbedForm.Tab label={label} path={path} key={path}>
      {english ? null : (
        <TextInput
          source={`name${suffix}`}
          label={`Name (${label})`}
          helperText="Empty: the English name is shown."
          fullWidth
        />
      )}
      <RichTextInput
        source={`description${suffix}`}
        label={`Description (${label})`}
        helperText={english ? undefined : 'Empty: the English description is shown.'}
        fullWidth
      />
      <TextInput
        source={`personalization_label${suffix}`}
        label={`Personalisation label (${label})`}
        helperText="What the customer is asked for, e.g. “Name to engrave”."
        fullWidth
      />
      <TextInput
        source={`main_image_alt${suffix}`}
        label={`Main picture: alt text (${label})`}
        fullWidth
      />
    </TabbedForm.Tab>
  );
}

/** Delete asks first and says what happens to a product that was ordered. */
function ProductToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="Delete this product?"
        confirmContent="A product that was ever ordered is archived instead: it stays for its orders but leaves the shop."
      />
    </Toolbar>
  );
}

function ProductForm({ editing = false }: { editing?: boolean }) {
  return (
    <TabbedForm toolbar={editing ? <ProductToolbar /> : undefined}>
      <TabbedForm.Tab label="General">
        <TextInput source="name" label="Name (English)" validate={required()} fullWidth />
        <TextInput
          source="slug"
          helperText="Part of the product's web address. Empty: made from the English name."
          fullWidth
        />
        <ReferenceInput source="category_id" reference="categories">
          <SelectInput label="Category" optionText="name" validate={required()} />
        </ReferenceInput>
        <NumberInput
          source="price"
          label="Price (€)"
          validate={[required(), minValue(0)]}
          step={0.01}
          parse={(value: string) => (value === '' ? null : Number(value))}
        />
        <SelectInput source="availability" choices={AVAILABILITY_CHOICES} validate={required()} />
        <BooleanInput source="is_available" label="For sale" />
        <NumberInput
          source="stock"
          helperText="Units on hand. Empty: made to order, never runs out."
          validate={minValue(0)}
          step={1}
        />
        <SelectInput
          source="personalization_mode"
          label="Personalisation"
          choices={PERSONALIZATION_CHOICES}
          validate={required()}
        />
        <NumberInput
          source="personalization_max_length"
          label="Personalisation: maximum length"
          validate={[required(), minValue(1), maxValue(200)]}
          step={1}
        />
        <BooleanInput source="archived" helperText="Archived products are hidden from the shop." />
      </TabbedForm.Tab>
      {languageTab('English', '', 'english')}
      {languageTab('French', '_fr', 'french')}
      {languageTab('Dutch', '_nl', 'dutch')}
      <TabbedForm.Tab label="Pictures" path="pictures">
        <ImageInput
          source="main_picture"
          label="Main picture"
          accept={PICTURE_TYPES}
          maxSize={ADMIN_IMAGE_MAX_BYTES}
          helperText={PICTURE_HINT}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
        <ArrayInput source="images" label="Carousel pictures (in this order)">
          <SimpleFormIterator inline>
            <ImageInput
              source="picture"
              label="Picture"
              accept={PICTURE_TYPES}
              maxSize={ADMIN_IMAGE_MAX_BYTES}
              helperText={PICTURE_HINT}
              validate={required()}
            >
              <ImageField source="src" title="title" />
            </ImageInput>
            <TextInput source="alt" label="Alt text (English)" />
            <TextInput source="alt_fr" label="Alt text (French)" />
            <TextInput source="alt_nl" label="Alt text (Dutch)" />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

const NEW_PRODUCT = {
  availability: 'in_stock',
  is_available: true,
  stock: null,
  personalization_mode: 'none',
  personalization_max_length: 40,
  archived: false,
  images: [],
};

export function ProductCreate() {
  return (
    <Create redirect="edit" record={NEW_PRODUCT}>
      <ProductForm />
    </Create>
  );
}

export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ProductForm editing />
    </Edit>
  );
}
