import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DevHost } from './dev-host/DevHost';

// Standalone page for the mf_client_dashboard team; the shell never loads this file, only src/exposes/.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <DevHost />
    </BrowserRouter>
  </StrictMode>,
);
