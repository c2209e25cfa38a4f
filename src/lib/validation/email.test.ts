import { describe, expect, it } from 'vitest';
import { DISPOSABLE_EMAIL_MESSAGE, isDisposableEmail, normalizeEmail, suggestEmail, validateEmail } from './email';

describe('normalizeEmail', () => {
  it('when the address has spaces around it and capitals, then it is trimmed and lower-cased', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM \n')).toBe('jane.doe@example.com');
  });
});

describe('validateEmail', () => {
  it('when the address is well formed, then it is valid and comes back normalised', () => {
    expect(validateEmail(' Jane.Doe+zoning@Example.ca ')).toEqual({
      valid: true,
      email: 'jane.doe+zoning@example.ca',
      error: null,
      suggestion: null,
    });
  });

  it('when the address is empty or only spaces, then it says Email is required', () => {
    expect(validateEmail('').error).toBe('Email is required');
    expect(validateEmail('   ').error).toBe('Email is required');
  });

  it('when a form passes its own required message, then that message is used', () => {
    expect(validateEmail(' ', { requiredMessage: 'Please enter your email address.' }).error).toBe('Please enter your email address.');
  });

  it('when the address has no @ or no domain, then it says it is not a valid address', () => {
    for (const raw of ['jane', 'jane@', '@example.com', 'jane@example', 'jane@@example.com', 'ja ne@example.com', 'jane@exa_mple.com', 'jane@example.c']) {
      expect(validateEmail(raw).error, raw).toBe('Please enter a valid email address');
    }
  });

  it('when the address has two dots in a row, then it says so', () => {
    expect(validateEmail('jane..doe@example.com').error).toBe('Email cannot contain consecutive dots');
    expect(validateEmail('jane@example..com').error).toBe('Email cannot contain consecutive dots');
  });

  it('when the address or its username part starts or ends with a dot, then it says so', () => {
    for (const raw of ['.jane@example.com', 'jane@example.com.', 'jane.@example.com']) {
      expect(validateEmail(raw).error, raw).toBe('Email cannot start or end with a dot');
    }
  });

  it('when the username part is longer than 64 characters, then it says so', () => {
    expect(validateEmail(`${'a'.repeat(64)}@example.com`).valid).toBe(true);
    expect(validateEmail(`${'a'.repeat(65)}@example.com`).error).toBe('Email username part is too long');
  });

  it('when the domain is longer than 253 characters, then it says so', () => {
    const domainOf = (length: number) => `${'d'.repeat(60)}.`.repeat(4).padEnd(length - 3, 'e') + '.ca';
    expect(domainOf(254)).toHaveLength(254);
    expect(validateEmail(`a@${domainOf(254)}`).error).toBe('Email domain is too long');
  });

  it('when the whole address is longer than 254 characters, then it says it is too long', () => {
    const domain = `${'d'.repeat(60)}.`.repeat(3) + 'example.ca'; // 193 characters
    expect(validateEmail(`${'a'.repeat(60)}@${domain}`).valid).toBe(true); // 254 in all
    expect(validateEmail(`${'a'.repeat(61)}@${domain}`).error).toBe('Email is too long (max 254 characters)');
  });

  it('when the address is at a disposable-mail service, then it is still valid here (forms refuse it)', () => {
    expect(validateEmail('jane@mailinator.com').valid).toBe(true);
  });

  it('when the domain is a known misspelling, then the suggestion is filled', () => {
    expect(validateEmail('Jane@Gmial.com').suggestion).toBe('jane@gmail.com');
  });

  it('when the domain is a misspelling the pattern refuses, then the error and the suggestion both come back', () => {
    expect(validateEmail('jane@sympatico.c')).toMatchObject({ error: 'Please enter a valid email address', suggestion: 'jane@sympatico.ca' });
  });

  it('when the input is very long and hostile, then the check still answers quickly', () => {
    const started = performance.now();
    validateEmail(`a@${'a-'.repeat(50_000)}`);
    validateEmail(`${'a'.repeat(100_000)}@`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('isDisposableEmail', () => {
  it('when the domain is a listed throwaway service, then it is disposable', () => {
    for (const domain of ['mailinator.com', 'guerrillamail.com', '10minutemail.com', 'tempmail.com', 'temp-mail.org', 'yopmail.com', 'trashmail.com', 'sharklasers.com', 'getnada.com', 'dispostable.com', 'maildrop.cc', 'throwawaymail.com', 'fakeinbox.com']) {
      expect(isDisposableEmail(`jane@${domain}`), domain).toBe(true);
    }
  });

  it('when the domain is a subdomain of a listed service, then it is disposable too', () => {
    expect(isDisposableEmail('jane@inbox.mailinator.com')).toBe(true);
    expect(isDisposableEmail('jane@a.b.yopmail.com')).toBe(true);
  });

  it('when the address has capitals and spaces, then it is normalised before the lookup', () => {
    expect(isDisposableEmail('  JANE@MailDrop.CC ')).toBe(true);
  });

  it('when the domain only ends with the same letters, then it is not disposable', () => {
    expect(isDisposableEmail('jane@notmailinator.com')).toBe(false);
  });

  it('when the domain is an ordinary provider or the address has no domain, then it is not disposable', () => {
    expect(isDisposableEmail('jane@gmail.com')).toBe(false);
    expect(isDisposableEmail('jane')).toBe(false);
  });

  it('exposes the spec message for refusing such addresses', () => {
    expect(DISPOSABLE_EMAIL_MESSAGE).toBe('Please use a permanent email address (disposable emails are not allowed)');
  });
});

describe('suggestEmail', () => {
  it.each([
    ['gmial.com', 'gmail.com'],
    ['gmai.com', 'gmail.com'],
    ['gmal.com', 'gmail.com'],
    ['gnail.com', 'gmail.com'],
    ['gmail.co', 'gmail.com'],
    ['gmail.con', 'gmail.com'],
    ['hotmial.com', 'hotmail.com'],
    ['hotmal.com', 'hotmail.com'],
    ['hotmail.co', 'hotmail.com'],
    ['yahooo.com', 'yahoo.com'],
    ['yaho.com', 'yahoo.com'],
    ['yahoo.co', 'yahoo.com'],
    ['outlok.com', 'outlook.com'],
    ['outloo.com', 'outlook.com'],
    ['iclod.com', 'icloud.com'],
    ['icloud.co', 'icloud.com'],
    ['rogers.co', 'rogers.com'],
    ['sympatico.c', 'sympatico.ca'],
    ['bel.net', 'bell.net'],
    ['bell.ne', 'bell.net'],
  ])('when the domain is the table misspelling %s, then it suggests %s', (typo, fixed) => {
    expect(suggestEmail(`jane@${typo}`)).toBe(`jane@${fixed}`);
  });

  it.each([
    ['videotrn.ca', 'videotron.ca'],
    ['telus.ent', 'telus.net'],
    ['protonmial.com', 'protonmail.com'],
    ['shaw.cq', 'shaw.ca'],
    ['outlookk.com', 'outlook.com'],
  ])('when the domain %s is a slip or two from a popular one, then it suggests %s', (typo, fixed) => {
    expect(suggestEmail(`jane@${typo}`)).toBe(`jane@${fixed}`);
  });

  it('when the domain is already a popular one, then there is no suggestion', () => {
    for (const domain of ['gmail.com', 'yahoo.ca', 'rogers.com', 'bell.net', 'sympatico.ca', 'shaw.ca', 'telus.net', 'videotron.ca']) {
      expect(suggestEmail(`jane@${domain}`), domain).toBeNull();
    }
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'when the domain is %s, a name every object has, then there is no suggestion',
    (domain) => {
      expect(suggestEmail(`jane@${domain}`)).toBeNull();
    },
  );

  it('when the domain is a real provider close to a popular one, then it is left alone', () => {
    expect(suggestEmail('jane@mail.com')).toBeNull();
    expect(suggestEmail('jane@ymail.com')).toBeNull();
    expect(suggestEmail('jane@hotmail.ca')).toBeNull();
  });

  it('when the domain is nowhere near a popular one, then there is no suggestion', () => {
    expect(suggestEmail('jane@zonebrief.ca')).toBeNull();
    expect(suggestEmail('jane@utoronto.ca')).toBeNull();
  });

  it('when the domain is a disposable service, then there is no suggestion', () => {
    expect(suggestEmail('jane@yopmail.com')).toBeNull();
  });

  it('when the address has capitals and spaces, then the suggestion is normalised', () => {
    expect(suggestEmail(' Jane@HOTMIAL.com ')).toBe('jane@hotmail.com');
  });

  it('when there is no username or domain, then there is no suggestion', () => {
    expect(suggestEmail('gmial.com')).toBeNull();
    expect(suggestEmail('@gmial.com')).toBeNull();
    expect(suggestEmail('jane@')).toBeNull();
  });
});
