import { describe, expect, it } from 'vitest';
import { checkPassword, isCommonPassword, passwordLevel, PASSWORD_MESSAGES } from './password';

const STRONG_ENOUGH = 'Kq7!vRm2'; // 8 characters, all four kinds, no repeat, no sequence

describe('checkPassword rules', () => {
  it('when the password is empty, then the only error is Password is required', () => {
    expect(checkPassword('')).toMatchObject({ valid: false, score: 0, level: 'very-weak', errors: ['Password is required'] });
  });

  it('when the password keeps every rule, then it is valid with no errors', () => {
    expect(checkPassword(STRONG_ENOUGH)).toMatchObject({ valid: true, errors: [] });
  });

  it('when the password is shorter than 8 characters, then it must be at least 8 characters long', () => {
    expect(checkPassword('Kq7!vRm').errors).toEqual(['Password must be at least 8 characters long']);
  });

  it('when the password is longer than 128 characters, then it must be less than 128 characters', () => {
    const long = 'Kq7!vRm2'.repeat(16);
    expect(checkPassword(long).valid).toBe(true);
    expect(checkPassword(`${long}x`).errors).toEqual(['Password must be less than 128 characters']);
  });

  it.each([
    ['KQ7!VRM2', 'Password must contain lowercase letters'],
    ['kq7!vrm2', 'Password must contain uppercase letters'],
    ['Kqx!vRmz', 'Password must contain numbers'],
    ['Kq7xvRm2', 'Password must contain special characters'],
    ['Kq7! vRm2', 'Password cannot contain spaces'],
  ])('when the password is %s, then the error is %s', (password, message) => {
    expect(checkPassword(password).errors).toEqual([message]);
  });

  it('when several rules fail, then every message comes in rule order', () => {
    expect(checkPassword('abc').errors).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain uppercase letters',
      'Password must contain numbers',
      'Password must contain special characters',
      'Please choose a less common password',
    ]);
  });

  it('when the password is a listed one, then it asks for a less common password and scores 0', () => {
    expect(checkPassword('P@ssw0rd')).toMatchObject({ errors: ['Please choose a less common password'], score: 0, valid: false });
  });

  it('when the rules are kept but repeats and a sequence pull the score under 2.5, then it does not meet security requirements', () => {
    const check = checkPassword('Kaaa!123');
    expect(check.score).toBe(2);
    expect(check).toMatchObject({ valid: false, errors: ['Password does not meet security requirements'] });
  });

  it('exposes every spec message', () => {
    expect(Object.values(PASSWORD_MESSAGES)).toEqual([
      'Password is required',
      'Password must be at least 8 characters long',
      'Password must be less than 128 characters',
      'Password must contain lowercase letters',
      'Password must contain uppercase letters',
      'Password must contain numbers',
      'Password must contain special characters',
      'Please choose a less common password',
      'Password cannot contain spaces',
      'Password does not meet security requirements',
    ]);
  });
});

describe('isCommonPassword', () => {
  it('when the password is listed in any case, then it is common', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
  });

  it('when product and city words are used, then they are common', () => {
    for (const word of ['zonebrief', 'Zoning', 'TORONTO', 'bylaw', 'realestate', 'property', 'parcel']) {
      expect(isCommonPassword(word), word).toBe(true);
    }
  });

  it('when a listed word only gains digits and symbols at the end, then it is still common', () => {
    expect(isCommonPassword('Toronto2024!')).toBe(true);
    expect(isCommonPassword('ZoneBrief#1')).toBe(true);
    expect(isCommonPassword('12345678!')).toBe(true);
  });

  it('when the listed word sits inside other letters, then it is not common', () => {
    expect(isCommonPassword('MyTorontoHouse9!')).toBe(false);
  });
});

describe('checkPassword score and level', () => {
  it('when the password grows longer with all four kinds, then the score rises from 3 to 3.5 to 4', () => {
    expect(checkPassword('Kq7!vRm2').score).toBe(3);
    expect(checkPassword('Kq7!vRm2wT9#').score).toBe(3.5);
    expect(checkPassword('Kq7!vRm2wT9#pL4$').score).toBe(4);
  });

  it('when fewer kinds of character are used, then each missing kind costs 0.5', () => {
    expect(checkPassword('kq7!vrm2').score).toBe(2.5);
    expect(checkPassword('kq7yvrm2').score).toBe(2);
    expect(checkPassword('kqwyvrmz').score).toBe(1.5);
  });

  it('when the password is shorter than 8, then length gives nothing', () => {
    expect(checkPassword('Kq7!').score).toBe(2);
  });

  it('when three of the same character follow each other, then the score drops by 0.5 and a hint says so', () => {
    const check = checkPassword('Kq7!vRmmm2');
    expect(check.score).toBe(2.5);
    expect(check.feedback).toContain('Avoid repeated characters like "aaa"');
  });

  it('when only two of the same character follow each other, then there is no penalty', () => {
    expect(checkPassword('Kq7!vRmm2').score).toBe(3);
  });

  it.each(['Kq!v123R', 'Kq!vabcR9', 'Kq!vABCR9', 'Kq!vqweR9', 'Kq!vasdR9', 'Kq!vzxcR9', 'Kq!vxcvR9', 'Kq!v789R', 'Kq!vcbaR9', 'Kq!v321R'])(
    'when %s holds a sequence, then the score drops by 0.5 and a hint says so',
    (password) => {
      const check = checkPassword(password);
      expect(check.score).toBe(2.5);
      expect(check.feedback).toContain('Avoid sequences like "123" or "abc"');
    },
  );

  it('when a repeat and a sequence are both present, then both penalties apply', () => {
    expect(checkPassword('Kq7!vRmmm2wT9#abc').score).toBe(3);
  });

  it('when penalties would take the score below 0, then it stays at 0', () => {
    expect(checkPassword('aaa123').score).toBe(0);
  });

  it.each([
    [0, 'very-weak'],
    [0.5, 'very-weak'],
    [1, 'weak'],
    [1.5, 'weak'],
    [2, 'fair'],
    [2.5, 'fair'],
    [3, 'good'],
    [3.5, 'strong'],
    [4, 'strong'],
  ] as const)('when the score is %s, then the level is %s', (score, level) => {
    expect(passwordLevel(score)).toBe(level);
  });

  it('when the password is valid, then its level follows from its score', () => {
    expect(checkPassword('Kq7!vRm2wT9#').level).toBe('strong');
  });
});

describe('checkPassword checklist and feedback', () => {
  it('when some requirements are kept, then the checklist marks exactly those as met', () => {
    const met = Object.fromEntries(checkPassword('kq7 vrm2').requirements.map((r) => [r.id, r.met]));
    expect(met).toEqual({ length: true, lowercase: true, uppercase: false, number: true, special: false, 'no-spaces': false, uncommon: true });
  });

  it('when the password is short, then a hint asks for more characters', () => {
    expect(checkPassword('Kq7!vRm2').feedback).toEqual(['Add more characters for a stronger password']);
  });

  it('when the password is 12 characters or more without patterns, then there are no hints', () => {
    expect(checkPassword('Kq7!vRm2wT9#').feedback).toEqual([]);
  });

  it('when the password is common, then a hint says to avoid common words', () => {
    expect(checkPassword('Toronto2024!').feedback).toContain('Avoid common words and passwords');
  });
});
