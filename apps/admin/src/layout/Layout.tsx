import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, LoadingIndicator, TitlePortal } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { SearchBox } from './SearchBox';

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
          <LoadingIndicator />
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
