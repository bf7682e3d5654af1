/**
 * The front-desk console's renderer: the same React, antd theme and toasts as the member site
 * (imported from web/), with its own query client (the desk's data changes under it) and screens.
 */

import { AppProviders } from '@lounge/web/app';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DeskApp } from './app/DeskApp';
import { createDeskQueryClient } from './app/deskQueryClient';
import { DESK_TOAST_PLACEMENT } from './app/deskToasts';
import { endSession } from './auth/staffSession';
// The site's answer to a wish for reduced motion, for the desk's own transitions too (antd's
// motion is switched off by the shared providers).
import '@lounge/web/reducedMotion.css';
import './app/desk.css';
import './app/print.css';

const client = createDeskQueryClient(endSession);

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');

createRoot(root).render(
  <StrictMode>
    <AppProviders client={client} toastPlacement={DESK_TOAST_PLACEMENT}>
      <DeskApp />
    </AppProviders>
  </StrictMode>,
);
