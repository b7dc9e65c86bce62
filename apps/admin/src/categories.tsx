import {
  Create,
  Datagrid,
  Edit,
  List,
  NumberField,
  NumberInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';

export function CategoryList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} pagination={false} perPage={100}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" label="Order" />
        <TextField source="name" label="Name (English)" />
        <TextField source="name_fr" label="Name (French)" />
        <TextField source="name_nl" label="Name (Dutch)" />
        <TextField source="slug" sortable={false} />
        <NumberField source="product_count" label="Products" sortable={false} />
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
        <TextInput source="name" label="Name (English)" validate={required()} />
        <TextInput source="name_fr" label="Name (French)" />
        <TextInput source="name_nl" label="Name (Dutch)" />
        <NumberInput
          source="position"
          label="Order"
          helperText="Categories are listed from the lowest number up."
          validate={required()}
          min={0}
        />
      </SimpleForm>
    </Edit>
  );
}

export function CategoryCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ position: 0 }}>
        <p style={{ margin: '0 0 8px', maxWidth: 560 }}>
          The storefront lists its own categories (personalised gifts, gift cards, seasonal):
          products can move into a new category once the storefront lists it too.
        </p>
        <TextInput source="name" label="Name (English)" validate={required()} />
        <TextInput source="name_fr" label="Name (French)" />
        <TextInput source="name_nl" label="Name (Dutch)" />
        <TextInput source="slug" helperText="Leave empty to make it from the English name." />
        <NumberInput
          source="position"
          label="Order"
          helperText="Categories are listed from the lowest number up."
          validate={required()}
          min={0}
        />
      </SimpleForm>
    </Create>
  );
}
