import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { YEARS } from '../test/index-factories';
import { i18n } from '@/lib/i18n';
import { YearSelect, yearOptionLabel } from './index-controls';

/** The page as it is: the year lives in the address, which changes a moment after the choice. */
function AddressHeldYear({ onChange }: { onChange: (year: number) => void }) {
  const [year, setYear] = useState(2019);
  return (
    <YearSelect
      years={YEARS.years}
      year={year}
      onChange={(next) => {
        onChange(next);
        setTimeout(() => setYear(next), 50);
      }}
    />
  );
}

describe('YearSelect', () => {
  it('keeps a choice while the address catches up, so a second change event does not undo it', async () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn();
      render(<AddressHeldYear onChange={onChange} />);
      const select = screen.getByRole('combobox', { name: 'Year' });
      // The app takes over a year picked while it loaded (a change event), then the reader's own change
      // event arrives before the address has moved.
      fireEvent.change(select, { target: { value: '2020' } });
      expect(select).toHaveValue('2020');
      fireEvent.change(select);
      expect(onChange.mock.calls).toEqual([[2020]]);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60);
      });
      expect(select).toHaveValue('2020');
      expect(onChange.mock.calls).toEqual([[2020]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the address when it moves for another reason', () => {
    const { rerender } = render(<YearSelect years={YEARS.years} year={2019} onChange={() => {}} />);
    rerender(<YearSelect years={YEARS.years} year={2018} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2018');
  });
});

describe('yearOptionLabel', () => {
  it('names the years the data come from, one year without a range, and marks provisional years', () => {
    const t = i18n.getFixedT('en', 'translation');
    expect(yearOptionLabel({ year: 2019, data_from: 2014, data_to: 2019, provisional: false }, t)).toBe('2019, data 2014–2019');
    expect(yearOptionLabel({ year: 2002, data_from: 2002, data_to: 2002, provisional: true }, t)).toBe('2002, data 2002 (provisional)');
    expect(yearOptionLabel({ year: 1999, data_from: null, data_to: null, provisional: true }, t)).toBe('1999 (provisional)');
  });
});
