// First: zod, in the screens' lazy chunks, must find its configuration (CSP, no eval).
import './jitless-zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadI18nProvider } from './i18n/provider';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
void loadI18nProvider().then((i18nProvider) =>
  createRoot(root).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  ),
);
