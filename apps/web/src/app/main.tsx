import './jitless-zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import './i18n';
import '../index.css';
import { router } from './router';
import { store } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the shop into.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
