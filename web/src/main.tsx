/**
 * The member and visitor web app. The venue settings, the signed-in user and the current page's
 * code are requested at once, before React renders, so the first screen waits for the slowest of
 * them rather than for all three in turn.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/queryClient';
import { venueQuery } from './api/venue';
import { App } from './app/App';
import { userQuery } from './features/auth/currentUser';
import { preloadRoute } from './routes/routeTable';
import './app/global.css';

const client = createQueryClient();
void client.prefetchQuery(venueQuery);
void client.prefetchQuery(userQuery);
preloadRoute(window.location.pathname);

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');

createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
