import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HorizontalBarChart, type BarChartItem } from './bar-chart';

const LONG_LABEL = 'Proportion of population using safely managed drinking water services';

const items: BarChartItem[] = [
  { label: LONG_LABEL, value: 72.46, color: '#a9d2dc', detail: '72.46 % (2022)' },
  { label: 'Water stress', value: 18, color: '#0f4c5c' },
  { label: 'Renewable water per person', value: null, color: '#0f4c5c' },
];

describe('HorizontalBarChart', () => {
  it('draws one bar per item, named by its label and value, with the value beside it', () => {
    render(<HorizontalBarChart title="Indicators" items={items} />);
    const chart = screen.getByRole('figure', { name: 'Indicators' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(3);
    expect(within(chart).getAllByRole('img')).toHaveLength(3);
    expect(within(chart).getByRole('img', { name: `${LONG_LABEL}: 72.5 / 100` })).toBeInTheDocument();
    expect(within(chart).getByRole('img', { name: 'Water stress: 18.0 / 100' })).toBeInTheDocument();
    expect(within(chart).getByRole('img', { name: 'Renewable water per person: No data' })).toBeInTheDocument();
    expect(within(chart).getByText('72.5')).toBeInTheDocument();
    expect(within(chart).getByText('18.0')).toBeInTheDocument();
    expect(within(chart).getByText('–')).toBeInTheDocument();
  });

  it('fills each bar to its value along the inline axis, in the colour given', () => {
    render(<HorizontalBarChart title="Indicators" items={items} />);
    const fill = (name: string) =>
      [...screen.getByRole('img', { name }).querySelectorAll<HTMLElement>('span')].find((span) => span.style.backgroundColor);
    expect(fill('Water stress: 18.0 / 100')).toHaveStyle({ width: '18%', backgroundColor: '#0f4c5c' });
    expect(fill(`${LONG_LABEL}: 72.5 / 100`)).toHaveStyle({ width: '72.46%', backgroundColor: '#a9d2dc' });
    expect(fill('Renewable water per person: No data')).toHaveStyle({ width: '0%' });
  });

  it('wraps a label longer than 35 characters over several lines', () => {
    render(<HorizontalBarChart title="Indicators" items={items} />);
    const firstLine = screen.getByText('Proportion of population using');
    const lines = [...(firstLine.parentElement?.children ?? [])].map((line) => line.textContent);
    expect(lines).toEqual(['Proportion of population using', 'safely managed drinking water', 'services']);
  });

  it('shows label, value and detail in a tooltip when a bar is hovered or focused', async () => {
    const user = userEvent.setup();
    render(<HorizontalBarChart title="Indicators" items={items} />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    const bar = screen.getByRole('img', { name: `${LONG_LABEL}: 72.5 / 100` });
    expect(bar).toHaveAccessibleDescription('72.46 % (2022)');
    await user.hover(bar);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(LONG_LABEL);
    expect(tooltip).toHaveTextContent('72.5 / 100');
    expect(tooltip).toHaveTextContent('72.46 % (2022)');
    await user.unhover(bar);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    await user.tab();
    expect(screen.getByRole('img', { name: 'Water stress: 18.0 / 100' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Water stress');
  });

  it('labels the axis from 0 to 100 in steps of 20', () => {
    render(<HorizontalBarChart title="Indicators" items={items} />);
    for (const tick of ['0', '20', '40', '60', '80', '100']) expect(screen.getByText(tick)).toBeInTheDocument();
  });
});
