/** The navigation of docs/product.md, for visitors and for members. */
import { siteLabels } from '@lounge/core';

export interface NavLinkItem {
  to: string;
  label: string;
}

const L = siteLabels.nav;

export const visitorLinks: readonly NavLinkItem[] = [
  { to: '/', label: L.home },
  { to: '/membership', label: L.membership },
  { to: '/events', label: L.events },
  { to: '/tournaments', label: L.tournaments },
  { to: '/about', label: L.about },
  { to: '/contact', label: L.contact },
];

export const memberLinks: readonly NavLinkItem[] = [
  { to: '/dashboard', label: L.dashboard },
  { to: '/booking', label: L.bookBay },
  { to: '/tournaments', label: L.tournaments },
  { to: '/events', label: L.events },
  { to: '/contact', label: L.contact },
  { to: '/account', label: L.account },
];

export const footerLinks: readonly NavLinkItem[] = [
  { to: '/', label: L.home },
  { to: '/membership', label: L.membership },
  { to: '/booking', label: L.bookBay },
  { to: '/events', label: L.events },
  { to: '/tour', label: L.bookTour },
];
