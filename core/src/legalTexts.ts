/**
 * The default Terms of Service and Privacy Policy of a members' club with paid subscriptions. The
 * venue's name and contact details are filled in; a venue whose lawyer wrote its own text replaces
 * these (see docs/product.md). Plain structure (headed sections of paragraphs) so the web renders
 * them as an article and the prerendered page carries the full text.
 */
import type { VenueSettings } from './venue';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalText {
  title: string;
  /** When the text last changed, 'YYYY-MM-DD'. */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export type LegalDocument = 'terms' | 'privacy';

const UPDATED = '2026-11-23';

export function termsOfService(
  venue: Pick<VenueSettings, 'name' | 'contact'>,
  refundCutoffHours = 24,
): LegalText {
  const { name, contact } = venue;
  return {
    title: 'Terms of Service',
    updated: UPDATED,
    intro: `These terms apply to your account and membership at ${name} ("we", "us") and to every booking you make on this website or at the front desk. By creating an account or buying a membership you agree to them.`,
    sections: [
      {
        heading: 'Membership',
        paragraphs: [
          'A membership is personal to the member named on the account and may not be shared or transferred. Guests play only alongside a member, on that member’s booking.',
          'Each tier (General or VIP) sets how far ahead you may book, how many upcoming bookings you may hold, how long a booking may be and what guests cost. The membership page states the current figures; the booking page enforces them.',
        ],
      },
      {
        heading: 'Subscriptions and renewal',
        paragraphs: [
          'A monthly membership renews automatically each month on the day it started and is charged to the card you gave at checkout until you cancel. An introductory plan runs for its stated period at its stated price.',
          'We will tell you by email at least 30 days before any change to the price of your plan. The new price applies from your next renewal after that notice; you may cancel before it does.',
        ],
      },
      {
        heading: 'Cancelling your membership',
        paragraphs: [
          'You can cancel at any time from your dashboard or by asking at the front desk. Cancelling stops the next renewal: your membership stays active, with your bookings, until the end of the period you have paid for.',
          'Payments already made for the current period are not refunded, except where the law requires it or we cancel your membership without cause.',
        ],
      },
      {
        heading: 'Bookings, guests and refunds',
        paragraphs: [
          `You may cancel or change a booking from your dashboard until it starts. A guest fee is refunded in full to your card when you cancel at least ${refundCutoffHours} hours before the start; after that it is not refunded. VIP guest passes used on a booking cancelled in time return to that month.`,
          'Please arrive on time: a bay not claimed within the first part of a booking may be marked as a no-show and released. Repeated no-shows may limit your bookings.',
        ],
      },
      {
        heading: 'Conduct and safety',
        paragraphs: [
          'Swing only inside the hitting area of your bay, use the equipment with care, and follow the directions of our staff. You are responsible for damage you or your guests cause through carelessness.',
          'We may suspend or end a membership for serious or repeated breaches of these terms, after telling you why. If we end it without cause, we refund the unused part of the period you paid for.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update these terms; the date above shows when they last changed, and we email members about any change that affects them.',
          `Questions: ${contact.email}, ${contact.phone}, or ${contact.address}.`,
        ],
      },
    ],
  };
}

export function privacyPolicy(venue: Pick<VenueSettings, 'name' | 'contact'>): LegalText {
  const { name, contact } = venue;
  return {
    title: 'Privacy Policy',
    updated: UPDATED,
    intro: `This policy says what ${name} keeps about members and visitors, why, for how long, and what you can ask of us. We keep only what running the club needs, on our own server at the lounge.`,
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your account: name, email address, phone number if you give it, and a password stored only as a one-way hash.',
          'Your membership and bookings: tier, plan, renewal dates, bookings with their guests and notes, check-ins, and the payments and refunds made on your account.',
          'Messages you send us: tour requests, event inquiries and contact messages, and the emails we send you about them.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Card payments are handled by our payment provider (Stripe). Your card number never reaches our server; we keep the provider’s reference to each payment, its amount and its status.',
        ],
      },
      {
        heading: 'Why we keep it',
        paragraphs: [
          'To run your membership and bookings, take the payments you agreed to, send the confirmations and reminders you can turn off, answer your messages and keep the club safe. We do not sell your data or use it for advertising.',
          'We count page visits on this website without cookies that follow you elsewhere; the only cookie we set keeps you signed in.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account and booking records are kept while you are a member and for up to 7 years afterwards where tax and accounting law requires records of payments. Inquiries from visitors who do not join are deleted within 2 years.',
          'Backups of the club’s database are kept for a limited number of days and then replaced.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can see and correct your details from your dashboard, download a copy of your data, and ask us to delete your account. We delete or anonymise everything we are not required to keep.',
          `Ask us at ${contact.email} or ${contact.phone}, or write to ${contact.address}.`,
        ],
      },
    ],
  };
}

/** The default text of a document for this venue. */
export function defaultLegalText(
  document: LegalDocument,
  venue: Pick<VenueSettings, 'name' | 'contact'>,
  refundCutoffHours = 24,
): LegalText {
  return document === 'terms' ? termsOfService(venue, refundCutoffHours) : privacyPolicy(venue);
}

export const LEGAL_DOCUMENTS: Record<LegalDocument, { title: string; path: string }> = {
  terms: { title: 'Terms of Service', path: '/terms' },
  privacy: { title: 'Privacy Policy', path: '/privacy' },
};

/** A replaced text may be at most this long (the defaults are about 5,000 characters). */
export const LEGAL_TEXT_MAX = 40_000;
const HEADING = /^##\s+(.+)$/;

/**
 * A legal text as an admin edits it, and as the file beside the database holds it: paragraphs
 * separated by blank lines, a line starting with '## ' heads a section, and what comes before the
 * first heading is the introduction.
 */
export function legalTextToPlain(text: Pick<LegalText, 'intro' | 'sections'>): string {
  return [
    text.intro,
    ...text.sections.map((section) => [`## ${section.heading}`, ...section.paragraphs].join('\n\n')),
  ].join('\n\n');
}

/** The plain form read back; `updated` is the day it was saved ('YYYY-MM-DD'). */
export function legalTextFromPlain(document: LegalDocument, plain: string, updated: string): LegalText {
  const intro: string[] = [];
  const sections: { heading: string; paragraphs: string[] }[] = [];
  const blocks = plain
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  for (const block of blocks) {
    const [first = '', ...rest] = block.split('\n');
    const heading = HEADING.exec(first.trim());
    if (heading) {
      sections.push({ heading: (heading[1] ?? '').trim(), paragraphs: [] });
      const after = rest.join(' ').replace(/\s+/g, ' ').trim();
      if (after) sections.at(-1)?.paragraphs.push(after);
      continue;
    }
    const paragraph = block.replace(/\s+/g, ' ');
    const current = sections.at(-1);
    if (current) current.paragraphs.push(paragraph);
    else intro.push(paragraph);
  }
  return { title: LEGAL_DOCUMENTS[document].title, updated, intro: intro.join(' '), sections };
}

/** Why a replacement cannot be saved, or null. */
export function legalTextProblem(plain: string): string | null {
  if (!plain.trim()) return 'Write the text, or restore the default instead.';
  if (plain.length > LEGAL_TEXT_MAX)
    return `The text may be at most ${LEGAL_TEXT_MAX.toLocaleString('en-US')} characters.`;
  return null;
}

export const legalMessages = {
  saved: (document: LegalDocument) => ({
    title: 'Text Saved',
    message: `The website shows the new ${LEGAL_DOCUMENTS[document].title} now.`,
  }),
  restored: (document: LegalDocument) => ({
    title: 'Default Restored',
    message: `The website shows the default ${LEGAL_DOCUMENTS[document].title} again.`,
  }),
  invalid: (message: string) => ({ title: 'Text Not Saved', message }),
} as const;
