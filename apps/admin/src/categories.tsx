import {
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
