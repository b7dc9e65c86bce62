import { useEffect, useState } from 'react';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useDataProvider, useRedirect, useTranslate } from 'react-admin';
import type { AdminSearchResults } from '@shop/contracts';
import type { ShopDataProvider } from '../dataProvider';
import { useFormat } from '../i18n/fields';

interface Found {
  kind: 'orders' | 'customers' | 'products' | 'gift-cards';
  id: number;
  label: string;
  detail: string;
}

/** Waits for a pause in typing before asking the server. */
const TYPING_PAUSE_MS = 250;

/**
 * One search box in the app bar for the whole admin: an order by number, a customer by name or
 * e-mail, a product by name in any language, a gift card by the last characters of its code. Results are grouped by kind; choosing one opens it.
 */
export function SearchBox() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const redirect = useRedirect();
  const { money } = useFormat();
  const [text, setText] = useState('');
  const [results, setResults] = useState<AdminSearchResults | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const q = text.trim();
    if (q === '') return;
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .search(q)
        .then(
          (found) => current && setResults(found),
          () => current && setResults(null),
        )
        .finally(() => current && setLoading(false));
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, dataProvider]);

  const options: Found[] = results
    ? [
        ...results.orders.map((order) => ({
          kind: 'orders' as const,
          id: order.id,
          label: translate('shop.orders.number', { id: order.id }),
          detail: `${order.email} · ${money(order.total_amount)} · ${translate(`shop.order_status.${order.status}`)}`,
        })),
        ...results.customers.map((customer) => ({
          kind: 'customers' as const,
          id: customer.id,
          label: customer.username,
          detail: customer.email,
        })),
        ...results.products.map((product) => ({
          kind: 'products' as const,
          id: product.id,
          label: product.name,
          detail: [
            product.name_nl,
            product.name_fr,
            product.archived ? translate('resources.products.fields.archived') : '',
          ]
            .filter(Boolean)
            .join(' · '),
        })),
        ...results.gift_cards.map((card) => ({
          kind: 'gift-cards' as const,
          id: card.id,
          label: card.code,
          detail: `${money(card.balance)} · ${translate(`shop.gift_cards.status.${card.status}`)}`,
        })),
      ]
    : [];

  return (
    <Autocomplete<Found, false, false, false>
      size="small"
      // Cleared after each choice: the box searches, it holds no value of its own.
      value={null}
      open={open && text.trim() !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      popupIcon={null}
      sx={{ width: 320, mx: 1, '& .MuiInputBase-root': { backgroundColor: 'background.paper' } }}
      options={options}
      filterOptions={(all) => all}
      groupBy={(option) => translate(`resources.${option.kind}.name`, { smart_count: 2 })}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => `${option.kind}-${option.id}`}
      isOptionEqualToValue={(option, value) => option.kind === value.kind && option.id === value.id}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason === 'reset') return;
        setText(value);
        // Nothing typed: nothing found; otherwise the effect below asks after a pause.
        if (value.trim() === '') setResults(null);
        else setLoading(true);
      }}
      loading={loading}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('shop.search.nothing')}
      onChange={(_event, option) => {
        if (!option) return;
        setText('');
        setResults(null);
        redirect(option.kind === 'gift-cards' ? 'show' : 'edit', option.kind, option.id);
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <span>
              <strong>{option.label}</strong>
              {option.detail ? (
                <span style={{ display: 'block', fontSize: 13 }}>{option.detail}</span>
              ) : null}
            </span>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={translate('shop.search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': translate('shop.search.label'),
            },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
