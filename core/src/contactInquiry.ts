/** The contact form and POST /api/contact (docs/product.md). */
import { FIELD_LIMITS, FieldCollector, type FormCheck } from './formFields';

export const INQUIRY_TYPES = ['membership', 'events', 'general', 'tour', 'support'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TYPE_LABELS: Readonly<Record<InquiryType, string>> = {
  membership: 'Membership',
  events: 'Private Events',
  general: 'General Question',
  tour: 'Facility Tour',
  support: 'Member Support',
};

export interface ContactInquiryInput {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone?: unknown;
  inquiryType?: unknown;
  message?: unknown;
}

export interface ContactInquiry {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  inquiryType: InquiryType;
  message: string;
}

export function validateContactInquiry(input: ContactInquiryInput): FormCheck<ContactInquiry> {
  const c = new FieldCollector<keyof ContactInquiry>();
  const firstName = c.required('firstName', input.firstName, 'First name', FIELD_LIMITS.name);
  const lastName = c.required('lastName', input.lastName, 'Last name', FIELD_LIMITS.name);
  const email = c.email('email', input.email);
  const phone = c.optional('phone', input.phone, 'Phone', FIELD_LIMITS.phone);
  const inquiryType = c.oneOf('inquiryType', input.inquiryType, 'Inquiry type', INQUIRY_TYPES);
  const message = c.required('message', input.message, 'Message', FIELD_LIMITS.message);
  return c.finish({ firstName, lastName, email, phone, inquiryType, message });
}
