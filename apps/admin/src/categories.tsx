import {
  Create,
  Datagrid,
  Edit,
  List,
  NumberInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { CountField } from './i18n/fields';
import { safeExporter } from './csv-export';
import { CATEGORY_SCREEN_TEXTS } from './categories-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(CATEGORY_SCREEN_TEXTS);

export function CategoryList() {
  return (
    <List
      exporter={safeExporter}
      sort={{ field: 'position', order: 'ASC' }}
      pagination={false}
      perPage={100}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <CountField source="position" />
        <TextField source="name" />
        <TextField source="name_fr" />
        <TextField source="name_nl" />
        <TextField source="slug" sortable={false} />
        <CountField source="product_count" sortable={false} />
      </Datagrid>
    </List>
  );
}

/**
 * The form's toolbar has Save and Delete. The server deletes only a category no product
 * uses and otherwise answers 409 with what to do, which react-admin shows as the error.
 */
export function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TextField source="slug" />
        <TextInput source="name" validate={required()} />
        <TextInput source="name_fr" />
        <TextInput source="name_nl" />
        <NumberInput
          source="position"
          helperText="shop.categories.position_hint"
          validate={required()}
          min={0}
        />
      </SimpleForm>
    </Edit>
  );
}

export function CategoryCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ position: 0 }}>
        <p style={{ margin: '0 0 8px', maxWidth: 560 }}>{translate('shop.categories.intro')}</p>
        <TextInput source="name" validate={required()} />
        <TextInput source="name_fr" />
        <TextInput source="name_nl" />
        <TextInput source="slug" helperText="shop.categories.slug_hint" />
        <NumberInput
          source="position"
          helperText="shop.categories.position_hint"
          validate={required()}
          min={0}
        />
      </SimpleForm>
    </Create>
  );
}
