import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadServedCatalogs } from './providers/i18nProvider';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The texts come from the server's catalog files first, so that a translator's edit shows on reload.
void loadServedCatalogs().finally(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
