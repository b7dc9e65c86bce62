import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * The staff member's language, in the app bar. Each language is named in itself (and marked
 * with its lang) so whoever cannot read the current one still finds theirs.
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = locales.find((item) => item.locale === locale);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={translate('shop.language.current', { language: current?.name ?? locale })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {locales.map((item) => (
          <MenuItem
            key={item.locale}
            lang={item.locale}
            selected={item.locale === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(item.locale);
            }}
          >
            {item.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
