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
  NumberInput,
  DateTimeInput,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  Toolbar,
  SaveButton,
  DeleteButton,
  LinearProgress,
  TextField,
  TextInput,
  maxValue,
  minValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { lazy, Suspense, type ComponentProps } from 'react';
import { ADMIN_IMAGE_MAX_BYTES, DEFAULT_VAT_CATEGORY, VAT_CATEGORIES } from '@shop/contracts';
import type { ProductFormRecord } from './dataProvider';
import {
  CountField,
  LocalizedNameField,
  MoneyField,
  useFormat,
  useLocalizedName,
} from './i18n/fields';
import { catalogueChoices, useSearchFilter } from './list-filters';
import { safeExporter } from './csv-export';
import { PhotoAreaInput } from './photo-area';
import { ProductVariantsEditor } from './product-variants';
import { PRODUCT_SCREEN_TEXTS } from './products-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(PRODUCT_SCREEN_TEXTS);

/**
 * The rich-text editor (Tiptap, ProseMirror: most of this screen's weight) loads when a
 * language tab first shows a description, so the form's first tab opens without it.
 */
const LazyRichTextInput = lazy(async () => ({
  default: (await import('ra-input-rich-text')).RichTextInput,
}));

function RichTextInput(props: ComponentProps<typeof LazyRichTextInput>) {
  const translate = useTranslate();
  return (
    <Suspense
      fallback={<LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 2 }} />}
    >
      <LazyRichTextInput {...props} />
    </Suspense>
  );
}

const AVAILABILITY_CHOICES = catalogueChoices('shop.availability.', [
  'in_stock',
  'out_of_stock',
  'pre_order',
]);

/** What a product is for VAT; the rate table gives each country's rate (ADR 0092). */
const VAT_CATEGORY_CHOICES = catalogueChoices('shop.vat_category.', VAT_CATEGORIES);

const PERSONALIZATION_CHOICES = catalogueChoices('shop.personalization_mode.', [
  'none',
  'optional',
  'required',
]);

const PICTURE_TYPES = { 'image/jpeg': [], 'image/png': [], 'image/webp': [] };
const PICTURE_HINT = 'shop.products.picture_hint';

function useProductFilters() {
  const categoryName = useLocalizedName();
  return [
    useSearchFilter('products'),
    <ReferenceInput key="category_id" source="category_id" reference="categories">
      <SelectInput label="resources.products.fields.category_id" optionText={categoryName} />
    </ReferenceInput>,
    <SelectInput key="availability" source="availability" choices={AVAILABILITY_CHOICES} />,
    <NullableBooleanInput key="in_stock" source="in_stock" />,
    <NullableBooleanInput key="is_available" source="is_available" />,
    <NullableBooleanInput key="archived" source="archived" />,
  ];
}

export function ProductList() {
  const translate = useTranslate();
  const { count } = useFormat();
  return (
    <List
      exporter={safeExporter}
      filters={useProductFilters()}
      filterDefaultValues={{ archived: false }}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<ProductFormRecord>
          label="resources.products.fields.picture"
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
        <LocalizedNameField source="name" label="shop.products.name_column" />
        <TextField source="slug" />
        <ReferenceField source="category_id" reference="categories">
          <LocalizedNameField />
        </ReferenceField>
        <MoneyField source="price" />
        <FunctionField<ProductFormRecord>
          label="resources.products.fields.stock"
          sortBy="stock"
          render={(record) =>
            record.stock === null ? translate('shop.products.made_to_order') : count(record.stock)
          }
        />
        <CountField source="low_stock_threshold" sortable={false} />
        <SelectField source="availability" choices={AVAILABILITY_CHOICES} />
        <BooleanField source="is_available" />
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
        <TextInput source={`name${suffix}`} helperText="shop.products.name_fallback" fullWidth />
      )}
      <RichTextInput
        source={`description${suffix}`}
        helperText={english ? undefined : 'shop.products.description_fallback'}
        fullWidth
      />
      <TextInput
        source={`personalization_label${suffix}`}
        helperText="shop.products.personalization_label_hint"
        fullWidth
      />
      <TextInput source={`main_image_alt${suffix}`} fullWidth />
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
        confirmTitle="shop.products.delete_title"
        confirmContent="shop.products.delete_content"
      />
    </Toolbar>
  );
}

function ProductForm({ editing = false }: { editing?: boolean }) {
  const categoryName = useLocalizedName();
  return (
    <TabbedForm toolbar={editing ? <ProductToolbar /> : undefined}>
      <TabbedForm.Tab label="shop.products.tab_general">
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="slug" helperText="shop.products.slug_hint" fullWidth />
        <ReferenceInput source="category_id" reference="categories">
          <SelectInput
            label="resources.products.fields.category_id"
            optionText={categoryName}
            validate={required()}
          />
        </ReferenceInput>
        <NumberInput
          source="price"
          validate={[required(), minValue(0)]}
          step={0.01}
          parse={(value: string) => (value === '' ? null : Number(value))}
        />
        <NumberInput
          source="sale_price"
          helperText="shop.products.sale_price_hint"
          validate={minValue(0.01)}
          step={0.01}
          parse={(value: string) => (value === '' ? null : Number(value))}
        />
        <DateTimeInput source="sale_ends_at" helperText="shop.products.sale_ends_at_hint" />
        <BooleanInput source="is_gift_card" helperText="shop.products.is_gift_card_hint" />
        <SelectInput
          source="vat_category"
          choices={VAT_CATEGORY_CHOICES}
          helperText="shop.products.vat_category_hint"
          validate={required()}
        />
        <SelectInput source="availability" choices={AVAILABILITY_CHOICES} validate={required()} />
        <BooleanInput source="is_available" />
        <NumberInput
          source="stock"
          helperText="shop.products.stock_hint"
          validate={minValue(0)}
          step={1}
        />
        <NumberInput
          source="low_stock_threshold"
          helperText="shop.products.low_stock_hint"
          validate={[required(), minValue(0)]}
          step={1}
        />
        <SelectInput
          source="personalization_mode"
          choices={PERSONALIZATION_CHOICES}
          validate={required()}
        />
        <NumberInput
          source="personalization_max_length"
          validate={[required(), minValue(1), maxValue(200)]}
          step={1}
        />
        <BooleanInput
          source="personalization_removes_withdrawal"
          helperText="shop.products.personalization_removes_withdrawal_hint"
        />
        <SelectInput source="photo_mode" choices={PERSONALIZATION_CHOICES} validate={required()} />
        <NumberInput
          source="photo_min_width"
          helperText="shop.products.photo_min_hint"
          validate={[minValue(0), maxValue(20000)]}
          step={1}
        />
        <NumberInput source="photo_min_height" validate={[minValue(0), maxValue(20000)]} step={1} />
        <PhotoAreaInput />
        <BooleanInput source="archived" helperText="shop.products.archived_hint" />
      </TabbedForm.Tab>
      {languageTab('shop.products.tab_english', '', 'english')}
      {languageTab('shop.products.tab_french', '_fr', 'french')}
      {languageTab('shop.products.tab_dutch', '_nl', 'dutch')}
      <TabbedForm.Tab label="shop.products.tab_pictures" path="pictures">
        <ImageInput
          source="main_picture"
          accept={PICTURE_TYPES}
          maxSize={ADMIN_IMAGE_MAX_BYTES}
          helperText={PICTURE_HINT}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
        <ArrayInput source="images">
          <SimpleFormIterator inline>
            <ImageInput
              source="picture"
              label="shop.products.carousel_picture"
              accept={PICTURE_TYPES}
              maxSize={ADMIN_IMAGE_MAX_BYTES}
              helperText={PICTURE_HINT}
              validate={required()}
            >
              <ImageField source="src" title="title" />
            </ImageInput>
            <TextInput source="alt" label="resources.products.fields.alt" />
            <TextInput source="alt_fr" label="resources.products.fields.alt_fr" />
            <TextInput source="alt_nl" label="resources.products.fields.alt_nl" />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

const NEW_PRODUCT = {
  availability: 'in_stock',
  vat_category: DEFAULT_VAT_CATEGORY,
  is_available: true,
  is_gift_card: false,
  stock: null,
  personalization_mode: 'none',
  personalization_max_length: 40,
  personalization_removes_withdrawal: true,
  photo_mode: 'none',
  photo_min_width: 0,
  photo_min_height: 0,
  low_stock_threshold: 5,
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

/** Options and variants are their own resource, saved with their own button. */
function ProductVariants() {
  const record = useRecordContext();
  return record ? <ProductVariantsEditor productId={String(record.id)} /> : null;
}

export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ProductForm editing />
      <ProductVariants />
    </Edit>
  );
}
