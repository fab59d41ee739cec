import type { Country } from '@wefe/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { callingCodeOptions, defaultCallingCodeOption, filterCallingCodes, joinPhone } from './calling-codes';
import { CallingCodePicker } from './calling-code-picker';

function country(code: string, name: string, callingCode: string | null, names: Partial<Country> = {}): Country {
  return {
    id: code.charCodeAt(0) * 100 + code.charCodeAt(1),
    name,
    name_en: name,
    name_ar: names.name_ar ?? name,
    name_fr: names.name_fr ?? name,
    code,
    iso3: `${code}X`,
    calling_code: callingCode,
    latitude: 0,
    longitude: 0,
    continent: 'Asia',
    is_mena: false,
    is_oic: false,
  };
}

const COUNTRIES = [
  country('CA', 'Canada', '+1'),
  country('EG', 'Egypt', '+20', { name_ar: 'مصر', name_fr: 'Égypte' }),
  country('GB', 'United Kingdom', '+44'),
  country('JO', 'Jordan', '+962', { name_ar: 'الأردن', name_fr: 'Jordanie' }),
  country('AQ', 'Antarctica', null),
  country('US', 'United States', '+1'),
];

function Harness() {
  const [value, setValue] = useState('JO');
  return (
    <>
      <CallingCodePicker options={callingCodeOptions(COUNTRIES)} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('calling codes', () => {
  it('shows the country as its code in text, named by what it shows (no emoji flag, which Linux draws as empty boxes)', () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'JO +962 (Jordan, country calling code)' });
    expect(button.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    expect(button).not.toHaveAttribute('aria-label');
  });

  it('offers every country that has a calling code, and matches names in any language, codes and digits', () => {
    const options = callingCodeOptions(COUNTRIES);
    expect(options.map((option) => option.iso2)).toEqual(['CA', 'EG', 'GB', 'JO', 'US']);
    expect(filterCallingCodes(options, 'jor').map((option) => option.iso2)).toEqual(['JO']);
    expect(filterCallingCodes(options, 'الأردن').map((option) => option.iso2)).toEqual(['JO']);
    expect(filterCallingCodes(options, 'egypte').map((option) => option.iso2)).toEqual(['EG']);
    expect(filterCallingCodes(options, '+1').map((option) => option.iso2)).toEqual(['CA', 'US']);
    expect(filterCallingCodes(options, '96').map((option) => option.iso2)).toEqual(['JO']);
    expect(filterCallingCodes(options, '2').map((option) => option.iso2)).toEqual(['EG']);
  });

  it('falls back to Jordan (+962) when no countries are loaded', () => {
    expect(defaultCallingCodeOption('en')).toMatchObject({ iso2: 'JO', callingCode: '+962', name: 'Jordan' });
  });

  it('joins the calling code to the number without separators or the trunk 0', () => {
    expect(joinPhone('+962', '079 123-4567')).toBe('+962791234567');
    expect(joinPhone('+962', '791234567')).toBe('+962791234567');
    expect(joinPhone('+962', '+44 20 7946 0958')).toBe('+442079460958');
    expect(joinPhone('+962', '')).toBe('');
  });
});

describe('CallingCodePicker', () => {
  it('starts on the given country and finds another by typing, choosing it with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'JO +962 (Jordan, country calling code)' });
    expect(button).toHaveTextContent('JO +962');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const search = screen.getByRole('combobox', { name: 'Search countries or calling codes' });
    expect(search).toHaveFocus();
    const list = screen.getByRole('listbox', { name: 'Countries' });
    expect(within(list).getAllByRole('option')).toHaveLength(5);

    await user.type(search, 'united');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['GBUnited Kingdom+44', 'USUnited States+1']);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.getByRole('button', { name: 'US +1 (United States, country calling code)' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('US');
  });

  it("says 'No countries match' and closes on Escape, giving focus back", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /country calling code/ }));
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByText('No countries match')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'JO +962 (Jordan, country calling code)' })).toHaveFocus();
  });

  it('chooses a country with a click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /country calling code/ }));
    await user.click(screen.getByRole('option', { name: /Egypt/ }));
    expect(screen.getByRole('button', { name: 'EG +20 (Egypt, country calling code)' })).toBeInTheDocument();
  });
});
