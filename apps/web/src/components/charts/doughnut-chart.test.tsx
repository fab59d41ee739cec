import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { DoughnutChart } from './doughnut-chart';

describe('DoughnutChart', () => {
  it('shows the value with one decimal and the label under it', () => {
    render(<DoughnutChart value={63.25} label="Water" color="#1a7388" />);
    expect(screen.getByText('63.3')).toBeInTheDocument();
    expect(screen.getByText('Water')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Water: 63.3 / 100' })).toBeInTheDocument();
  });

  it("reads '63.3 / 100' in a tooltip on keyboard focus, and Esc hides it", async () => {
    const user = userEvent.setup();
    render(<DoughnutChart value={63.25} label="Water" color="#1a7388" />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('img', { name: 'Water: 63.3 / 100' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('63.3 / 100');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the tooltip while the pointer rests on the ring', async () => {
    const user = userEvent.setup();
    render(<DoughnutChart value={40} label="Energy" color="#e0a800" />);
    const ring = screen.getByRole('img', { name: 'Energy: 40.0 / 100' });

    await user.hover(ring);
    expect(screen.getByRole('tooltip')).toHaveTextContent('40.0 / 100');
    await user.unhover(ring);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("shows '–' and an empty ring when there is no value", () => {
    const { container } = render(<DoughnutChart value={null} label="Food" color="#3a7d44" />);
    expect(screen.getByText('–')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Food: No data' })).toBeInTheDocument();
    // Only the grey track is drawn: no coloured arc.
    expect(container.querySelectorAll('circle[stroke="#3a7d44"]')).toHaveLength(0);
  });

  it('draws the coloured arc in proportion to the value', () => {
    const { container } = render(<DoughnutChart value={50} label="Food" color="#3a7d44" />);
    const arc = container.querySelector('circle[stroke="#3a7d44"]');
    const [filled, total] = (arc?.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    expect(filled).toBeCloseTo((total ?? 0) / 2, 5);
  });

  it('formats the value and the reading in the interface language', async () => {
    await changeLanguage('fr');
    render(<DoughnutChart value={63.25} label="Eau" color="#1a7388" />);
    expect(screen.getByText('63,3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Eau: 63,3 sur 100' })).toBeInTheDocument();
  });
});
