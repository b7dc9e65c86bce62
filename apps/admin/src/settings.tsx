import {
  Edit,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
} from 'react-admin';
import { DELIVERY_SCREEN_TEXTS } from './delivery-texts';
import { addScreenTexts } from './i18n/screen-texts';

addScreenTexts(DELIVERY_SCREEN_TEXTS);

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
        {/* Where collection orders are picked up (issue 27): the shipping page and mails say it. */}
        <TextInput
          source="workshop_address"
          multiline
          minRows={2}
          helperText="shop.settings.workshop_address_hint"
        />
        <TextInput source="workshop_hours_en" multiline />
        <TextInput source="workshop_hours_nl" multiline />
        <TextInput source="workshop_hours_fr" multiline />
      </SimpleForm>
    </Edit>
  );
}
