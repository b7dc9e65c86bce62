import type { ReactNode } from 'react';
import { CircularProgress } from '@mui/material';
import {
  AppBar,
  Layout as RaLayout,
  RefreshIconButton,
  TitlePortal,
  useLoading,
  useTranslate,
} from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { SearchBox } from './SearchBox';

/**
 * react-admin's loading indicator with a name: its bare spinner is a progress bar without an
 * accessible name (axe's aria-progressbar-name), which a screen reader announces as nothing.
 */
function NamedLoadingIndicator() {
  const loading = useLoading();
  const translate = useTranslate();
  return loading ? (
    <CircularProgress
      color="inherit"
      size={18}
      thickness={4}
      aria-label={translate('ra.page.loading')}
      sx={{ mx: '11px' }}
    />
  ) : (
    <RefreshIconButton />
  );
}

/**
 * The app bar keeps its place in the page (sticky) instead of floating over it: with the
 * search box it is taller than the fixed 48 px react-admin leaves above the content, and it
 * hid the top of every page (issue 31). The frame's own margin for a floating bar goes.
 */
function ShopAppBar() {
  return (
    <AppBar
      position="sticky"
      toolbar={
        <>
          <SearchBox />
          <LanguageMenu />
          <NamedLoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={ShopAppBar} sx={{ '& .RaLayout-appFrame': { marginTop: 0 } }}>
      {children}
    </RaLayout>
  );
}
