// Entry point: mount-time handoff, language, session handlers, router (the query cache's provider
// is a lazy route of its own: app/QueryLayer.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/dialogs-and-fields.css';
import './styles/layout.css';
import './styles/page-blocks.css';
import './styles/narrow.css';
import { handleMountHandoff } from './app/mount-handoff.ts';
import { createRouter } from './app/router.tsx';
import { installGlobalErrorHandlers } from './app/global-errors.ts';
import { setUpMonitoring } from './app/monitoring-setup.ts';
import { initialLanguage, startLanguage } from './lib/i18n/i18n.ts';
import { installSessionHandlers } from './lib/session/auth.ts';
import { setNavigator } from './lib/navigation.ts';

async function start() {
  if (handleMountHandoff()) return;
  installGlobalErrorHandlers();
  void setUpMonitoring();
  installSessionHandlers();
  // The language's messages before the first render: the page never shows a key.
  await startLanguage(initialLanguage());
  const router = createRouter();
  setNavigator((to, options) => void router.navigate(to, options));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
