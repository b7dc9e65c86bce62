import { useEffect, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { AdminProductVariants } from '@shop/contracts';
import { API_URL, upload } from './dataProvider';
import { httpClient } from './http';

/**
 * A product's options (names and values in English, Dutch and French) and the grid of its
 * combinations: SKU, price (empty: the product's), stock (empty: made to order) and picture
 * (issue 29, ADR 0095). Saved as a whole with its own button: it is its own resource on the
 * server (PUT /api/admin/products/{id}/variants/), which says what is wrong per field.
 */

const LANGUAGES = ['en', 'nl', 'fr'] as const;
const MAX_OPTIONS = 3;

type Texts = Record<(typeof LANGUAGES)[number], string>;
interface OptionDraft {
  name: Texts;
  values: Texts[];
}
interface VariantDraft {
  values: string[];
  sku: string;
  /** As typed; empty: the product's price. */
  price: string;
  /** As typed; empty: made to order. */
  stock: string;
  image: string | null;
  image_url: string | null;
}

const emptyTexts = (): Texts => ({ en: '', nl: '', fr: '' });

function draftsOf(saved: AdminProductVariants): {
  options: OptionDraft[];
  variants: VariantDraft[];
} {
  return {
    options: saved.options,
    variants: saved.variants.map((variant) => ({
      values: variant.values,
      sku: variant.sku,
      price: variant.price ?? '',
      stock: variant.stock === null ? '' : String(variant.stock),
      image: variant.image,
      image_url: variant.image_url,
    })),
  };
}

/** Every combination of the options' English values, keeping what the grid had for each. */
function combinations(options: OptionDraft[], current: VariantDraft[]): VariantDraft[] {
  let rows: string[][] = [[]];
  for (const option of options) {
    const values = option.values.map((value) => value.en.trim()).filter(Boolean);
    rows = rows.flatMap((row) => values.map((value) => [...row, value]));
  }
  if (options.length === 0) return [];
  return rows.map(
    (values) =>
      current.find((variant) => variant.values.join('\u0000') === values.join('\u0000')) ?? {
        values,
        sku: '',
        price: '',
        stock: '',
        image: null,
        image_url: null,
      },
  );
}

export function ProductVariantsEditor({ productId }: { productId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const url = `${API_URL}/products/${encodeURIComponent(productId)}/variants/`;
  const [options, setOptions] = useState<OptionDraft[]>([]);
  const [variants, setVariants] = useState<VariantDraft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void httpClient(url).then(({ json }) => {
      const drafts = draftsOf(json as AdminProductVariants);
      setOptions(drafts.options);
      setVariants(drafts.variants);
    });
  }, [url]);

  const setOption = (index: number, option: OptionDraft) =>
    setOptions(options.map((current, at) => (at === index ? option : current)));
  const setVariant = (index: number, variant: Partial<VariantDraft>) =>
    setVariants(
      variants.map((current, at) => (at === index ? { ...current, ...variant } : current)),
    );

  async function save() {
    setBusy(true);
    setErrors({});
    try {
      const { json } = await httpClient(url, {
        method: 'PUT',
        body: JSON.stringify({
          options,
          variants: variants.map((variant) => ({
            values: variant.values,
            sku: variant.sku,
            price: variant.price.trim() === '' ? null : variant.price.trim(),
            stock: variant.stock.trim() === '' ? null : Number(variant.stock),
            image: variant.image,
          })),
        }),
      });
      const drafts = draftsOf(json as AdminProductVariants);
      setOptions(drafts.options);
      setVariants(drafts.variants);
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    } catch (error) {
      const body =
        error instanceof HttpError ? (error.body as { errors?: Record<string, string> }) : null;
      setErrors(body?.errors ?? {});
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  const textField = (
    label: string,
    value: string,
    field: string,
    onChange: (text: string) => void,
  ) => (
    <TextField
      size="small"
      label={label}
      value={value}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      onChange={(event) => onChange(event.target.value)}
    />
  );

  return (
    <Card sx={{ mt: 2 }} data-testid="variant-editor">
      <CardContent>
        <Typography variant="h6">{translate('shop.variants.title')}</Typography>
        {errors.options ? <Typography color="error">{errors.options}</Typography> : null}
        {options.map((option, optionIndex) => (
          <Box
            key={optionIndex}
            sx={{ mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              {LANGUAGES.map((language) =>
                textField(
                  `${translate('shop.variants.option')} (${language.toUpperCase()})`,
                  option.name[language],
                  `options.${optionIndex}.name.${language}`,
                  (text) =>
                    setOption(optionIndex, {
                      ...option,
                      name: { ...option.name, [language]: text },
                    }),
                ),
              )}
              <Button
                color="error"
                onClick={() => setOptions(options.filter((_, at) => at !== optionIndex))}
              >
                {translate('ra.action.remove')}
              </Button>
            </Stack>
            {option.values.map((value, valueIndex) => (
              <Stack
                key={valueIndex}
                direction="row"
                spacing={1}
                sx={{ mt: 1, ml: 3, flexWrap: 'wrap' }}
                useFlexGap
              >
                {LANGUAGES.map((language) =>
                  textField(
                    `${translate('shop.variants.value')} (${language.toUpperCase()})`,
                    value[language],
                    `options.${optionIndex}.values.${valueIndex}.${language}`,
                    (text) =>
                      setOption(optionIndex, {
                        ...option,
                        values: option.values.map((current, at) =>
                          at === valueIndex ? { ...current, [language]: text } : current,
                        ),
                      }),
                  ),
                )}
                <IconButton
                  aria-label={translate('ra.action.remove')}
                  onClick={() =>
                    setOption(optionIndex, {
                      ...option,
                      values: option.values.filter((_, at) => at !== valueIndex),
                    })
                  }
                >
                  ×
                </IconButton>
              </Stack>
            ))}
            <Button
              sx={{ mt: 1, ml: 3 }}
              onClick={() =>
                setOption(optionIndex, { ...option, values: [...option.values, emptyTexts()] })
              }
            >
              {translate('shop.variants.add_value')}
            </Button>
          </Box>
        ))}
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button
            disabled={options.length >= MAX_OPTIONS}
            onClick={() => setOptions([...options, { name: emptyTexts(), values: [emptyTexts()] }])}
          >
            {translate('shop.variants.add_option')}
          </Button>
          <Button onClick={() => setVariants(combinations(options, variants))}>
            {translate('shop.variants.make_grid')}
          </Button>
        </Stack>
        {variants.length > 0 ? (
          <Table size="small" aria-label={translate('shop.variants.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('shop.variants.combination')}</TableCell>
                <TableCell>SKU</TableCell>
                <TableCell>{translate('shop.variants.price')}</TableCell>
                <TableCell>{translate('shop.variants.stock')}</TableCell>
                <TableCell>{translate('shop.variants.picture')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {variants.map((variant, index) => (
                <TableRow key={variant.values.join('\u0000')}>
                  <TableCell>
                    {variant.values.join(' / ')}
                    {errors[`variants.${index}.values`] ? (
                      <Typography color="error" variant="body2">
                        {errors[`variants.${index}.values`]}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {textField('SKU', variant.sku, `variants.${index}.sku`, (sku) =>
                      setVariant(index, { sku }),
                    )}
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      label={translate('shop.variants.price')}
                      placeholder={translate('shop.variants.product_price')}
                      slotProps={{ inputLabel: { shrink: true } }}
                      value={variant.price}
                      error={Boolean(errors[`variants.${index}.price`])}
                      helperText={errors[`variants.${index}.price`]}
                      onChange={(event) => setVariant(index, { price: event.target.value })}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      type="number"
                      label={translate('shop.variants.stock')}
                      placeholder={translate('shop.products.made_to_order')}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 0 } }}
                      value={variant.stock}
                      error={Boolean(errors[`variants.${index}.stock`])}
                      helperText={errors[`variants.${index}.stock`]}
                      onChange={(event) => setVariant(index, { stock: event.target.value })}
                    />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {variant.image_url ? (
                        <img
                          src={variant.image_url}
                          alt=""
                          width={40}
                          height={40}
                          style={{ objectFit: 'cover' }}
                        />
                      ) : null}
                      <Button component="label" size="small">
                        {translate('shop.variants.picture')}
                        <input
                          hidden
                          type="file"
                          accept="image/jpeg,image/png,image/webp"
                          onChange={(event) => {
                            const file = event.target.files?.[0];
                            if (!file) return;
                            void upload(file).then((uploaded) =>
                              setVariant(index, { image: uploaded.path, image_url: uploaded.url }),
                            );
                          }}
                        />
                      </Button>
                      {variant.image ? (
                        <Button
                          size="small"
                          onClick={() => setVariant(index, { image: null, image_url: null })}
                        >
                          {translate('shop.variants.product_picture')}
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
