/** The providers every screen runs inside: theme, query client, toasts. */
export { AppProviders } from '../app/AppProviders';
