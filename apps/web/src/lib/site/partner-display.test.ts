import { PARTNER_INITIALS_HOME, PARTNER_INITIALS_PAGE } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { partnerHref, partnerInitials } from './partner-display';

describe('partnerInitials', () => {
  it("takes the partners page's 3 letters in capitals", () => {
    expect(partnerInitials('Greenwater Institute', PARTNER_INITIALS_PAGE)).toBe('GRE');
  });

  it('skips spaces and punctuation between words', () => {
    expect(partnerInitials('UN Water', 3)).toBe('UNW');
    expect(partnerInitials('  A. & B. Co', 3)).toBe('ABC');
  });

  it('keeps letters of any script and shorter names whole', () => {
    expect(partnerInitials('مركز المياه', 3)).toBe('مرك');
    expect(partnerInitials('Fé', 3)).toBe('FÉ');
    // A letter and its combining accent count as one.
    expect(partnerInitials('Fe\u0301d', 2)).toBe('FÉ');
  });

  it("takes the home and about pages' 4 letters", () => {
    expect(partnerInitials('Greenwater Institute', PARTNER_INITIALS_HOME)).toBe('GREE');
  });
});

describe('partnerHref', () => {
  it('keeps http and https addresses', () => {
    expect(partnerHref('https://greenwater.example.org/about')).toBe('https://greenwater.example.org/about');
    expect(partnerHref(' http://old.example.org ')).toBe('http://old.example.org');
  });

  it('opens a bare host over https', () => {
    expect(partnerHref('www.example.org')).toBe('https://www.example.org');
    expect(partnerHref('example.org:8080/path')).toBe('https://example.org:8080/path');
  });

  it('gives no link for an empty value or another scheme', () => {
    expect(partnerHref(null)).toBeNull();
    expect(partnerHref('   ')).toBeNull();
    expect(partnerHref('javascript:alert(1)')).toBeNull();
    expect(partnerHref('mailto:info@example.org')).toBeNull();
  });
});
