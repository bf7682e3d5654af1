/**
 * Who made each of the venue's photos and on what terms the site shows it: a small fixed list of
 * licences, the rule of which ones need the maker named (Creative Commons' BY licences), and the
 * credit line the site prints on such a photo. The server enforces these; the desk offers them;
 * the site and the server's prerendered pages write the same line (photoCreditHtml).
 */
import type { Notice } from './messages';
import { creditMessages } from './venuePhotoCopy';

/** A credit, e.g. "Photo: Jane Doe", is at most this many characters. */
export const PHOTO_CREDIT_MAX = 80;
/** A source link is at most this many characters. */
export const PHOTO_SOURCE_MAX = 500;

export interface PhotoLicenceTerms {
  /** The licence's name as staff and visitors read it. */
  label: string;
  /** Whether the licence asks for the maker to be named beside the photo. */
  needsCredit: boolean;
  /**
   * Whether the licence asks that changes be said: the site crops and resizes every photo to its
   * slot's shape, so the credit line says "cropped".
   */
  saysChanges: boolean;
  /** The licence's own text, linked from the credit line; none for terms of the lounge's own. */
  url: string | null;
  /** Whether the credit line names the licence (not for the lounge's own photos). */
  named: boolean;
}

/** The licences a venue photo may be on the site under, in the order the desk offers them. */
export const PHOTO_LICENCES = {
  owned: { label: 'Owned by the lounge', needsCredit: false, saysChanges: false, url: null, named: false },
  'cc-by-4.0': {
    label: 'CC BY 4.0',
    needsCredit: true,
    saysChanges: true,
    url: 'https://creativecommons.org/licenses/by/4.0/',
    named: true,
  },
  'cc-by-sa-4.0': {
    label: 'CC BY-SA 4.0',
    needsCredit: true,
    saysChanges: true,
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    named: true,
  },
  cc0: {
    label: 'CC0',
    needsCredit: false,
    saysChanges: false,
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    named: true,
  },
  permission: {
    label: 'Used with permission',
    needsCredit: false,
    saysChanges: false,
    url: null,
    named: true,
  },
} as const satisfies Record<string, PhotoLicenceTerms>;

export type PhotoLicence = keyof typeof PHOTO_LICENCES;
export const PHOTO_LICENCE_NAMES = Object.keys(PHOTO_LICENCES) as [PhotoLicence, ...PhotoLicence[]];

/** A new photo's licence, and that of one stored before photos had any: the lounge's own. */
export const PHOTO_LICENCE_DEFAULT: PhotoLicence = 'owned';

export const isPhotoLicence = (value: unknown): value is PhotoLicence =>
  typeof value === 'string' && Object.hasOwn(PHOTO_LICENCES, value);

/** Whether a photo under this licence must carry a credit. */
export const needsCredit = (licence: PhotoLicence): boolean => PHOTO_LICENCES[licence].needsCredit;

/** A credit as kept: trimmed, its runs of spaces and line breaks one space. */
export const tidyCredit = (credit: string): string => credit.trim().replace(/\s+/g, ' ');

/**
 * A source link: https://, a host name with a dot (no user name before it), then any path; no
 * spaces, quotes or angle brackets.
 */
const HTTPS_LINK =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#][^\s"'<>]*)?$/i;

/** A source link is a whole https:// address (a page the visitor can open safely), or none (''). */
export const isSourceLink = (link: string): boolean =>
  link === '' || (link.length <= PHOTO_SOURCE_MAX && HTTPS_LINK.test(link));

/** A photo's credit and licence as kept with it ('' when not given). */
export interface PhotoCredit {
  credit: string;
  licence: PhotoLicence;
  sourceUrl: string;
}

/** A credit as staff sent it: with a photo's upload, or set on a photo already up. */
export type PhotoCreditReading =
  | { ok: true; credit: PhotoCredit }
  | { ok: false; field: 'credit' | 'sourceUrl'; notice: Notice };

/**
 * A credit, licence and source link read as they will be kept (tidied), or the first thing wrong
 * with them and the field it is in: a credit too long, none where the licence asks for one, a link
 * that is not https. The server refuses with it; the desk checks its forms with the same reading.
 */
export function readPhotoCredit(form: PhotoCredit): PhotoCreditReading {
  const credit = tidyCredit(form.credit);
  const sourceUrl = form.sourceUrl.trim();
  const { licence } = form;
  if (credit.length > PHOTO_CREDIT_MAX)
    return { ok: false, field: 'credit', notice: creditMessages.creditTooLong(PHOTO_CREDIT_MAX) };
  if (!credit && needsCredit(licence))
    return { ok: false, field: 'credit', notice: creditMessages.creditNeeded(PHOTO_LICENCES[licence].label) };
  if (!isSourceLink(sourceUrl))
    return { ok: false, field: 'sourceUrl', notice: creditMessages.sourceNotHttps };
  return { ok: true, credit: { credit, licence, sourceUrl } };
}

/** The credit line's parts: the credit (linked to the source), the licence (linked to its text). */
export interface PhotoCreditView {
  credit: string;
  creditHref: string | null;
  licence: string | null;
  licenceHref: string | null;
  cropped: boolean;
}

/**
 * The credit line the site shows on a photo, or null when there is nothing to say: shown wherever
 * staff gave a credit, which the licences that need one always have.
 */
export function photoCreditView(photo: PhotoCredit): PhotoCreditView | null {
  if (!photo.credit) return null;
  const terms: PhotoLicenceTerms = PHOTO_LICENCES[photo.licence] ?? PHOTO_LICENCES.owned;
  return {
    credit: photo.credit,
    creditHref: photo.sourceUrl || null,
    licence: terms.named ? terms.label : null,
    licenceHref: terms.named ? terms.url : null,
    cropped: terms.saysChanges,
  };
}

/** The class of the credit line's element, on the site and in the prerendered pages. */
export const PHOTO_CREDIT_CLASS = 'photo-credit';

/** As React escapes text and attributes, so the server's line and the browser's are the same. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const linkOrSpan = (text: string, href: string | null, rel: string | null) =>
  href
    ? `<a href="${escapeHtml(href)}"${rel ? ` rel="${rel}"` : ''}>${escapeHtml(text)}</a>`
    : `<span>${escapeHtml(text)}</span>`;

/**
 * The credit line as HTML, element for element what the site's PhotoCredit renders (web/src/ui),
 * for the server to put in a prerendered page the browser then hydrates; '' when there is none.
 */
export function photoCreditHtml(photo: PhotoCredit): string {
  const view = photoCreditView(photo);
  if (!view) return '';
  const licence = view.licence
    ? ` · ${linkOrSpan(view.licence, view.licenceHref, 'license')}${view.cropped ? ', cropped' : ''}`
    : '';
  return `<p class="${PHOTO_CREDIT_CLASS}">${linkOrSpan(view.credit, view.creditHref, null)}${licence}</p>`;
}
