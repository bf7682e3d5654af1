/**
 * The member's profile: the details the member edits on the account page (and staff correct at the
 * desk), written once. The account's view (UserView), the update request (ProfileUpdateRequest, its
 * optional form), the export and the desk's MemberProfile are composed from these keys; what each
 * field holds once erased, and its check, are core's (profileFields.ts, accountSettings.ts), typed
 * from here. docs/recipes.md, "A profile field".
 */
import Joi from 'joi';
import { type Absent, nullable, object, optional, type Sent, type Shape, text, writtenLine } from './shape';

/** Each field as every answer shows it. */
export const profileKeys = {
  firstName: text,
  lastName: text,
  /** Optional, E.164. */
  phone: nullable(text),
};
export const ProfileView = object(profileKeys);
export type ProfileView = Shape<typeof ProfileView>;
export type ProfileField = keyof ProfileView;

/**
 * Each field as a change may send it: any may be left out, and joi only bounds it; whether it is
 * right, and every message, is core's validateProfileUpdate. A field of `profileKeys` missing here
 * fails the typecheck.
 */
const profileChangeKeys = {
  firstName: optional(writtenLine(200)),
  lastName: optional(writtenLine(200)),
  /** '' or null removes it. */
  phone: optional(nullable(Joi.string().allow('').max(60))),
} satisfies Record<ProfileField, Joi.AnySchema & Absent<'optional'>>;

/** PATCH /api/auth/user and PATCH /api/staff/members/{id}: any of the profile's fields. */
export const ProfileUpdateRequest = object(profileChangeKeys).label('request body');
export type ProfileUpdateRequest = Sent<typeof ProfileUpdateRequest>;
