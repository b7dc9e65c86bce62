import { Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  number,
  required,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  ORDER_PHOTO_RETENTION_MAX_DAYS,
  ORDER_PHOTO_RETENTION_MIN_DAYS,
} from '@shop/contracts/photo-retention';
import { DELIVERY_SCREEN_TEXTS } from './delivery-texts';
import { formatApiMoney } from './i18n/format';
import type { AdminLocale } from './i18n/locales';
import { addScreenTexts } from './i18n/screen-texts';
import { SETTINGS_SCREEN_TEXTS } from './settings-texts';

addScreenTexts(DELIVERY_SCREEN_TEXTS);
addScreenTexts(SETTINGS_SCREEN_TEXTS);

function SettingsToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * The calendar year's distance sales to consumers in other EU countries against the EU's
 * €10,000 threshold (ADR 0093): past it, the One-Stop Shop is due.
 */
function DistanceSales() {
  const record = useRecordContext<{
    distance_sales_this_year: string;
    distance_sales_threshold: string;
  }>();
  const translate = useTranslate();
  const locale = useLocale() as AdminLocale;
  if (!record) return null;
  const over = Number(record.distance_sales_this_year) > Number(record.distance_sales_threshold);
  return (
    <Typography color={over ? 'error' : 'text.secondary'} data-testid="distance-sales">
      {translate(over ? 'shop.settings.distance_sales_over' : 'shop.settings.distance_sales', {
        sales: formatApiMoney(record.distance_sales_this_year, locale),
        threshold: formatApiMoney(record.distance_sales_threshold, locale),
      })}
    </Typography>
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
        <BooleanInput source="oss_enabled" helperText="shop.settings.oss_enabled_hint" />
        {/* ADR 0097: photos go this many days after the order ended; the server's 400 says why. */}
        <NumberInput
          source="order_photo_retention_days"
          min={ORDER_PHOTO_RETENTION_MIN_DAYS}
          max={ORDER_PHOTO_RETENTION_MAX_DAYS}
          step={1}
          validate={[required(), number()]}
          helperText="shop.settings.order_photo_retention_days_hint"
        />
        <DistanceSales />
      </SimpleForm>
    </Edit>
  );
}
