/**
 * The phone menu's button before the app has started. A prerendered page's code may come a moment
 * after its first paint (docs/decisions/046); a tap on the menu meanwhile opens or closes it in the
 * page itself, and SiteHeader takes the menu over as it was left (`menuLeftOpen`). No React here:
 * the entry runs it before the app's code has arrived.
 */
const MENU_ID = 'mobile-menu';

/** The menu button's name, open or closed (the header's too). */
export const menuToggleLabel = (open: boolean) => (open ? 'Close menu' : 'Open menu');

function toggleMenu(event: MouseEvent) {
  const toggle = event.target instanceof Element ? event.target.closest('.menu-toggle') : null;
  const menu = document.getElementById(MENU_ID);
  if (!toggle || !menu) return;
  const open = menu.hidden;
  menu.hidden = !open;
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute('aria-label', menuToggleLabel(open));
  toggle.querySelector('.menu-toggle-bars')?.setAttribute('data-open', String(open));
}

/** Until the app starts. */
export function handleMenuBeforeStart(): void {
  document.addEventListener('click', toggleMenu);
}

/** The app is starting: React answers the button from now on (it replays taps made meanwhile). */
export function stopHandlingMenu(): void {
  document.removeEventListener('click', toggleMenu);
}

/** Whether the page's menu was left open before the app started. */
export const menuLeftOpen = () =>
  typeof document !== 'undefined' && document.getElementById(MENU_ID)?.hidden === false;
