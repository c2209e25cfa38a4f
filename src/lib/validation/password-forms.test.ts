import { describe, expect, it } from 'vitest';
import {
  checkChangePasswordForm,
  checkLegacyChangePasswordForm,
  checkResetPasswordForm,
  checkSignInForm,
  checkSignUpForm,
} from './password-forms';

const GOOD = 'Kq7!vRm2wT9#';
const OTHER_GOOD = 'Zp4$hNx8cW2@';

describe('checkSignUpForm', () => {
  const form = { email: 'jane@example.com', password: GOOD, confirmPassword: GOOD };

  it('when every field is right, then there is no problem', () => {
    expect(checkSignUpForm(form)).toBeNull();
  });

  it('when the e-mail has spaces and capitals, then it is normalised and accepted', () => {
    expect(checkSignUpForm({ ...form, email: '  Jane@Example.COM ' })).toBeNull();
  });

  it('when the e-mail is empty, then it asks for the e-mail address', () => {
    expect(checkSignUpForm({ ...form, email: '  ' })).toBe('Please enter your email address.');
  });

  it('when the e-mail breaks a rule, then that rule speaks', () => {
    expect(checkSignUpForm({ ...form, email: 'jane@' })).toBe('Please enter a valid email address');
  });

  it('when the e-mail is at a disposable service, then it asks for a permanent address', () => {
    expect(checkSignUpForm({ ...form, email: 'jane@inbox.yopmail.com' })).toBe(
      'Please use a permanent email address (disposable emails are not allowed)',
    );
  });

  it('when the password is empty, then it asks to create one', () => {
    expect(checkSignUpForm({ ...form, password: '' })).toBe('Please create a password');
  });

  it('when the password is weak, then the first strength rule it breaks speaks', () => {
    expect(checkSignUpForm({ ...form, password: 'kq7!vrm2', confirmPassword: 'kq7!vrm2' })).toBe('Password must contain uppercase letters');
  });

  it('when the confirmation differs, then the passwords do not match', () => {
    expect(checkSignUpForm({ ...form, confirmPassword: OTHER_GOOD })).toBe('Passwords do not match');
  });
});

describe('checkSignInForm', () => {
  it('when the e-mail and some password are given, then there is no problem', () => {
    expect(checkSignInForm({ email: 'Jane@Example.com', password: 'old' })).toBeNull();
  });

  it('when the e-mail is empty, then it asks for the e-mail address', () => {
    expect(checkSignInForm({ email: '', password: GOOD })).toBe('Please enter your email address.');
  });

  it('when the e-mail breaks a rule, then that rule speaks', () => {
    expect(checkSignInForm({ email: 'jane..doe@example.com', password: GOOD })).toBe('Email cannot contain consecutive dots');
  });

  it('when the e-mail is at a disposable service, then it asks for a permanent address', () => {
    expect(checkSignInForm({ email: 'jane@mailinator.com', password: GOOD })).toBe(
      'Please use a permanent email address (disposable emails are not allowed)',
    );
  });

  it('when the password is empty, then it asks for the password', () => {
    expect(checkSignInForm({ email: 'jane@example.com', password: '' })).toBe('Please enter your password');
  });
});

describe('checkChangePasswordForm', () => {
  it('when both new fields match and are strong, then there is no problem, with or without the current one', () => {
    expect(checkChangePasswordForm({ newPassword: GOOD, confirmPassword: GOOD })).toBeNull();
    expect(checkChangePasswordForm({ currentPassword: '', newPassword: GOOD, confirmPassword: GOOD })).toBeNull();
  });

  it('when either new field is empty, then it asks to fill in both', () => {
    expect(checkChangePasswordForm({ newPassword: '', confirmPassword: GOOD })).toBe('Please fill in both new password fields');
    expect(checkChangePasswordForm({ newPassword: GOOD, confirmPassword: '' })).toBe('Please fill in both new password fields');
  });

  it('when the new fields differ, then the new passwords do not match', () => {
    expect(checkChangePasswordForm({ newPassword: GOOD, confirmPassword: OTHER_GOOD })).toBe('New passwords do not match');
  });

  it('when the new password is weak, then the first strength rule it breaks speaks', () => {
    expect(checkChangePasswordForm({ newPassword: 'Kq7!', confirmPassword: 'Kq7!' })).toBe('Password must be at least 8 characters long');
  });
});

describe('checkLegacyChangePasswordForm', () => {
  const form = { currentPassword: OTHER_GOOD, newPassword: GOOD, confirmPassword: GOOD };

  it('when all three fields are right, then there is no problem', () => {
    expect(checkLegacyChangePasswordForm(form)).toBeNull();
  });

  it('when any field is empty, then all password fields are required', () => {
    expect(checkLegacyChangePasswordForm({ ...form, currentPassword: '' })).toBe('All password fields are required');
    expect(checkLegacyChangePasswordForm({ ...form, confirmPassword: '' })).toBe('All password fields are required');
  });

  it('when the new password equals the current one, then it must be different', () => {
    expect(checkLegacyChangePasswordForm({ ...form, currentPassword: GOOD })).toBe('New password must be different from current password');
  });

  it('when the new fields differ, then the new passwords do not match', () => {
    expect(checkLegacyChangePasswordForm({ ...form, confirmPassword: 'Xx9!xYz7wq2#' })).toBe('New passwords do not match');
  });

  it('when the new password is weak, then the first strength rule it breaks speaks', () => {
    expect(checkLegacyChangePasswordForm({ ...form, newPassword: 'Toronto2024!', confirmPassword: 'Toronto2024!' })).toBe(
      'Please choose a less common password',
    );
  });
});

describe('checkResetPasswordForm', () => {
  it('when both fields match and are strong, then there is no problem', () => {
    expect(checkResetPasswordForm({ password: GOOD, confirmPassword: GOOD })).toBeNull();
  });

  it('when either field is empty, then it asks to fill in both', () => {
    expect(checkResetPasswordForm({ password: '', confirmPassword: '' })).toBe('Please fill in both password fields');
  });

  it('when the fields differ, then the passwords do not match', () => {
    expect(checkResetPasswordForm({ password: GOOD, confirmPassword: OTHER_GOOD })).toBe('Passwords do not match');
  });

  it('when the password passes the rules but repeats and a sequence weaken it, then it does not meet security requirements', () => {
    expect(checkResetPasswordForm({ password: 'Kaaa!123', confirmPassword: 'Kaaa!123' })).toBe('Password does not meet security requirements');
  });
});
