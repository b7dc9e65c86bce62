import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, LoadingIndicator, TitlePortal } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { SearchBox } from './SearchBox';

function ShopAppBar() {
  return (
    <AppBar
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
  return <RaLayout appBar={ShopAppBar}>{children}</RaLayout>;
}
