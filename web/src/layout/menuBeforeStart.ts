/**
 * The phone menu's button before the app has started. A prerendered page's code may come a moment
 * after its first paint (docs/decisions/046); a tap on the menu meanwhile opens or closes it in the
 * page itself, and SiteHeader takes the menu over as it was left (`menuLeftOpen`). No React here:
 * the entry runs it before the app's code has arrived.
 */
const MENU_ID = 'mobile-menu';

/** The menu button's name, open or closed (the header's too). */
export const menuToggleLabel = (open: boolean) => (open ? 'Close menu' : 'Open menu');

function showMenu(toggle: Element, menu: HTMLElement, open: boolean) {
  menu.hidden = !open;
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute('aria-label', menuToggleLabel(open));
  toggle.querySelector('.menu-toggle-bars')?.setAttribute('data-open', String(open));
}

function toggleMenu(event: MouseEvent) {
  const toggle = event.target instanceof Element ? event.target.closest('.menu-toggle') : null;
  const menu = document.getElementById(MENU_ID);
  if (!toggle || !menu) return;
  showMenu(toggle, menu, menu.hidden);
}

/** Escape closes an open menu and gives focus back to its button, as the header's does. */
function closeOnEscape(event: KeyboardEvent) {
  const toggle = document.querySelector<HTMLElement>('.menu-toggle');
  const menu = document.getElementById(MENU_ID);
  if (event.key !== 'Escape' || !toggle || !menu || menu.hidden) return;
  showMenu(toggle, menu, false);
  toggle.focus();
}

/** Until the app starts. */
export function handleMenuBeforeStart(): void {
  document.addEventListener('click', toggleMenu);
  document.addEventListener('keydown', closeOnEscape);
}

/** The app is starting: React answers the button from now on (it replays taps made meanwhile). */
export function stopHandlingMenu(): void {
  document.removeEventListener('click', toggleMenu);
}

/**
 * The header has mounted and answers Escape itself. Until then Escape stays with this code: React
 * does not replay a key pressed while it hydrates, and the header listens only once it has mounted.
 */
export function stopHandlingMenuKeys(): void {
  document.removeEventListener('keydown', closeOnEscape);
}

/** Whether the page's menu was left open before the app started. */
export const menuLeftOpen = () =>
  typeof document !== 'undefined' && document.getElementById(MENU_ID)?.hidden === false;
