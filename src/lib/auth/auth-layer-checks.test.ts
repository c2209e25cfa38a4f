import { describe, expect, it } from 'vitest';
import { credentialsProblem, newPasswordProblem } from './auth-layer-checks';

describe('credentialsProblem', () => {
  it.each([
    ['', 'Harbour!Lights72'],
    ['   ', 'Harbour!Lights72'],
    ['ada@example.com', ''],
  ])('when the e-mail is %j and the password %j, then both are asked for', (email, password) => {
    expect(credentialsProblem(email, password)).toEqual({ message: 'Please enter both email and password', status: 400, code: 'validation_failed' });
  });

  it('when both are given, then there is no problem', () => {
    expect(credentialsProblem('ada@example.com', 'x')).toBeNull();
  });
});

describe('newPasswordProblem', () => {
  it('when the new password is empty, then one is asked for', () => {
    expect(newPasswordProblem('')).toEqual({ message: 'Please enter a new password', status: 400, code: 'validation_failed' });
  });

  it('when a new password is given, then there is no problem', () => {
    expect(newPasswordProblem(' ')).toBeNull();
  });
});
