/** Toasts: one at a time, in the lounge's words. */
export { showToast } from '../feedback/toast';
