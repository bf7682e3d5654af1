import type Joi from 'joi';
import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  DELETED_MEMBER,
  deletedAccountEmail,
  ERASED_PROFILE,
  formMessages,
  isValidEmail,
  newPasswordError,
  PROFILE_FIELDS,
  profileOf,
  validateChangeEmail,
  validateChangePassword,
  validateDeleteAccount,
  validateProfileUpdate,
} from '../src';
import { ProfileUpdateRequest, ProfileView, UserView } from '../src/api';
import { strength } from './strength';

const keysOf = (schema: Joi.ObjectSchema) => Object.keys(schema.describe().keys ?? {});

describe('the profile’s fields', () => {
  it('are one list: the profile’s shape, the update request, the account’s view and erasure', () => {
    expect(PROFILE_FIELDS).toEqual(keysOf(ProfileView));
    expect(keysOf(ProfileUpdateRequest)).toEqual(PROFILE_FIELDS);
    expect(keysOf(UserView)).toEqual(expect.arrayContaining(PROFILE_FIELDS));
    expect(ProfileView.validate(ERASED_PROFILE).error).toBeUndefined();
  });

  it('an erased account keeps the placeholder name and nothing else of its profile', () => {
    for (const field of PROFILE_FIELDS) {
      const kept = field === 'firstName' || field === 'lastName' ? DELETED_MEMBER[field] : null;
      expect(ERASED_PROFILE[field]).toBe(kept);
    }
  });

  it('profileOf takes the profile’s fields of an account and nothing else', () => {
    const account = { ...ERASED_PROFILE, firstName: 'Ada', email: 'ada@example.com', passwordHash: 'x' };
    expect(profileOf(account)).toEqual({ ...ERASED_PROFILE, firstName: 'Ada' });
  });
});

describe('profile update', () => {
  it('checks and returns only the fields sent', () => {
    expect(validateProfileUpdate({})).toEqual({ ok: true, value: {} });
    expect(validateProfileUpdate({ firstName: ' Ada ' })).toEqual({ ok: true, value: { firstName: 'Ada' } });
    expect(validateProfileUpdate({ phone: '' })).toEqual({ ok: true, value: { phone: null } });
    expect(validateProfileUpdate({ phone: '406 555 0123', lastName: 'Byron' })).toEqual({
      ok: true,
      value: { phone: '+14065550123', lastName: 'Byron' },
    });
  });

  it('names each field at fault, names as strict as the sign-up page', () => {
    expect(validateProfileUpdate({ firstName: 'A', lastName: '', phone: 'x' })).toEqual({
      ok: false,
      errors: {
        firstName: formMessages.firstNameTooShort,
        lastName: formMessages.lastNameRequired,
        phone: expect.any(String),
      },
    });
  });
});

describe('change password', () => {
  const ok = {
    currentPassword: 'old-password',
    newPassword: 'new-password-1',
    confirmPassword: 'new-password-1',
  };

  it('takes the current password and a new one under the sign-up rule', () => {
    expect(validateChangePassword(ok, {}, strength)).toEqual({
      ok: true,
      value: { currentPassword: 'old-password', newPassword: 'new-password-1' },
    });
  });

  it('uses the very rule sign-up uses for the new password', () => {
    for (const candidate of ['short', 'x'.repeat(129), 'long-enough'])
      expect(
        validateChangePassword({ ...ok, newPassword: candidate, confirmPassword: candidate }, {}, strength),
      ).toEqual(
        newPasswordError(candidate, {}, strength) === null
          ? { ok: true, value: { currentPassword: 'old-password', newPassword: candidate } }
          : { ok: false, errors: { newPassword: newPasswordError(candidate, {}, strength) } },
      );
  });

  it('asks for the current password and a matching confirmation', () => {
    expect(
      validateChangePassword({ ...ok, currentPassword: '', confirmPassword: 'other' }, {}, strength),
    ).toEqual({
      ok: false,
      errors: {
        currentPassword: accountMessages.currentPasswordRequired,
        confirmPassword: formMessages.passwordsDontMatch,
      },
    });
  });
});

describe('change email', () => {
  it('lower-cases the new address and refuses the current one', () => {
    expect(validateChangeEmail({ newEmail: ' New@Example.com ', password: 'pw' }, 'old@example.com')).toEqual(
      {
        ok: true,
        value: { newEmail: 'new@example.com', password: 'pw' },
      },
    );
    expect(validateChangeEmail({ newEmail: 'OLD@example.com', password: 'pw' }, 'old@example.com')).toEqual({
      ok: false,
      errors: { newEmail: accountMessages.sameEmail },
    });
    expect(validateChangeEmail({ newEmail: 'nope', password: '' })).toEqual({
      ok: false,
      errors: { newEmail: formMessages.emailInvalid, password: accountMessages.currentPasswordRequired },
    });
  });
});

describe('delete account', () => {
  it('needs the password', () => {
    expect(validateDeleteAccount({ password: 'pw' })).toEqual({ ok: true, value: { password: 'pw' } });
    expect(validateDeleteAccount({})).toEqual({
      ok: false,
      errors: { password: accountMessages.currentPasswordRequired },
    });
  });

  it('gives a deleted account an address that is no one’s and takes no mail', () => {
    const address = deletedAccountEmail('0b1c');
    expect(address).toBe('deleted-0b1c@deleted.invalid');
    expect(isValidEmail(address)).toBe(true);
  });

  it('says how to get past a renewing plan', () => {
    expect(accountMessages.planStillRenews('December 22, 2026')).toContain(
      'End it first with Cancel Membership',
    );
  });
});
