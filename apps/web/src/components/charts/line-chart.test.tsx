import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LineChart, linePath, yearTicks, type LineSeries } from './line-chart';

const series: LineSeries[] = [
  {
    key: 'index',
    label: 'Index',
    color: '#136478',
    points: [
      { x: 2018, y: 50 },
      { x: 2019, y: 55.25, hollow: true },
      { x: 2020, y: null },
      { x: 2021, y: 60 },
    ],
  },
  { key: 'mena', label: 'MENA mean', color: '#475569', dashed: true, points: [{ x: 2018, y: 40 }, { x: 2021, y: 45 }] },
];
const format = { formatValue: (value: number) => value.toFixed(1), formatYear: (year: number) => String(year) };

describe('linePath', () => {
  it('breaks the line at a year without a value instead of drawing across it', () => {
    const x = (year: number) => (year - 2018) * 10;
    const y = (value: number) => 100 - value;
    expect(linePath(series[0]!.points, x, y)).toBe('M0.0,50.0L10.0,44.8M30.0,40.0');
  });
});

describe('yearTicks', () => {
  it('labels every year when they fit, else every n-th counted back from the newest', () => {
    const years = Array.from({ length: 24 }, (_, index) => 2000 + index);
    expect(yearTicks(years.slice(0, 5), 600)).toEqual([2000, 2001, 2002, 2003, 2004]);
    const narrow = yearTicks(years, 300);
    expect(narrow.at(-1)).toBe(2023);
    expect(narrow.length).toBeLessThanOrEqual(Math.floor(300 / 44));
    expect(new Set(narrow.slice(1).map((year, index) => year - narrow[index]!)).size).toBe(1);
  });
});

describe('LineChart', () => {
  it('draws a line per series, hollow points for values mostly carried forward, shaded provisional years, a dashed reference', () => {
    const { container } = render(<LineChart title="Jordan over the years" series={series} shaded={[2021, 1999]} {...format} />);
    const groups = container.querySelectorAll('g[data-series]');
    expect([...groups].map((group) => group.getAttribute('data-series'))).toEqual(['Index', 'MENA mean']);
    expect(groups[0]!.querySelectorAll('circle')).toHaveLength(3);
    expect(groups[0]!.querySelectorAll('circle[data-hollow="true"]')).toHaveLength(1);
    expect(groups[1]!.querySelector('path')).toHaveAttribute('stroke-dasharray', '6 4');
    // Only years of the chart are shaded.
    expect([...container.querySelectorAll('rect[data-shaded]')].map((rect) => rect.getAttribute('data-shaded'))).toEqual(['2021']);
  });

  it('reads out a year’s values as the arrow keys move along the years, left to right in any language', async () => {
    const user = userEvent.setup();
    render(<LineChart title="Jordan over the years" series={series} {...format} />);
    const chart = screen.getByRole('group', { name: /Jordan over the years: line chart/ });
    await user.tab();
    expect(chart).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    const readout = document.getElementById(chart.getAttribute('aria-describedby')!)!;
    // From the newest year, one step back; a year without a value says so.
    expect(readout).toHaveTextContent('2020 · Index: No data · MENA mean: No data');
    await user.keyboard('{Home}');
    expect(readout).toHaveTextContent('2018 · Index: 50.0 · MENA mean: 40.0');
    await user.keyboard('{ArrowRight}');
    expect(readout).toHaveTextContent('2019 · Index: 55.3');
    await user.keyboard('{Escape}');
    expect(readout.textContent).toBe('');
  });
});
