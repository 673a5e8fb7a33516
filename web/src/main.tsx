import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { applyTheme, initialTheme } from '@/lib/theme';
import { startMonitoring } from '@/lib/monitoring';
import '@/styles/global.css';

applyTheme(initialTheme());
// Before the first render, so the first page view and early errors are seen (with consent).
startMonitoring();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
