import { describe, expect, it } from 'vitest';
import { CONTACT_VALIDATION, validateContactForm } from './contactForm';

const valid = { name: 'Al', email: 'al@example.com', message: '0123456789' };

describe('validateContactForm', () => {
  it('accepts the minimum lengths and a plain address', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('rejects short names and messages, counting trimmed text', () => {
    expect(validateContactForm({ ...valid, name: ' A ' })).toEqual({ name: CONTACT_VALIDATION.name });
    expect(validateContactForm({ ...valid, message: '  012345678  ' })).toEqual({ message: CONTACT_VALIDATION.message });
  });

  it.each(['', 'plain', 'a@b', 'a b@c.de', '@c.de', 'a@.'])('rejects the address %j', (email) => {
    expect(validateContactForm({ ...valid, email }).email).toBe('Please enter a valid email address');
  });

  it("stops at the server's upper bounds", () => {
    expect(validateContactForm({ ...valid, name: 'a'.repeat(100), message: 'b'.repeat(5_000) })).toEqual({});
    expect(validateContactForm({ ...valid, name: 'a'.repeat(101) })).toEqual({ name: 'Name must be at most 100 characters' });
    expect(validateContactForm({ ...valid, message: 'b'.repeat(5_001) })).toEqual({
      message: 'Message must be at most 5000 characters',
    });
  });

  it('reports every invalid field at once', () => {
    expect(Object.keys(validateContactForm({ name: '', email: '', message: '' }))).toEqual(['name', 'email', 'message']);
  });
});
