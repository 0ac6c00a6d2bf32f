import { describe, expect, it } from 'vitest';
import { type ContactFields, contactErrors, EMPTY_CONTACT } from './contact-fields';

const messages = { required: 'required', email: 'email', phone: 'phone', tooLong: 'long' };
const valid: ContactFields = {
  fullName: 'Ana García',
  contactEmail: 'ana@example.com',
  contactPhone: '+34 600 111 222',
  contactMessage: 'Need 20 mesh banners.',
  website: '',
};

describe('contact form rules', () => {
  it('accepts a complete form', () => {
    expect(contactErrors(valid, messages)).toEqual({});
  });

  it('requires every field, blanks included', () => {
    expect(contactErrors({ ...EMPTY_CONTACT, fullName: '   ' }, messages)).toEqual({
      fullName: 'required',
      contactEmail: 'required',
      contactPhone: 'required',
      contactMessage: 'required',
    });
  });

  it('refuses a malformed e-mail or phone, and text over its length', () => {
    expect(
      contactErrors(
        { ...valid, contactEmail: 'not-an-email', contactPhone: 'call me', fullName: 'x'.repeat(121) },
        messages,
      ),
    ).toEqual({ contactEmail: 'email', contactPhone: 'phone', fullName: 'long' });
    expect(contactErrors({ ...valid, contactEmail: 'x@' }, messages)).toEqual({ contactEmail: 'email' });
    expect(contactErrors({ ...valid, contactEmail: 'a..b@example.com' }, messages)).toEqual({
      contactEmail: 'email',
    });
    expect(contactErrors({ ...valid, contactMessage: 'x'.repeat(5001) }, messages)).toEqual({
      contactMessage: 'long',
    });
  });

  it('trims before checking', () => {
    expect(
      contactErrors({ ...valid, contactEmail: '  ana@example.com  ', fullName: ' Ana ' }, messages),
    ).toEqual({});
  });
});
