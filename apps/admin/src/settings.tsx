import { Edit, NumberInput, SaveButton, SimpleForm, Toolbar, required } from 'react-admin';

function SettingsToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** The shop's settings are one record (id 1): the menu entry opens its form. */
export function SettingsEdit() {
  return (
    <Edit
      id={1}
      resource="settings"
      mutationMode="pessimistic"
      redirect={false}
      title="resources.settings.name"
    >
      <SimpleForm toolbar={<SettingsToolbar />}>
        <NumberInput
          source="gift_wrapping_price"
          min={0}
          step={0.01}
          validate={required()}
          helperText="shop.settings.gift_wrapping_price_hint"
        />
      </SimpleForm>
    </Edit>
  );
}
