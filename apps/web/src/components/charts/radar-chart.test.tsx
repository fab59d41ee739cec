import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RadarChart, type RadarSeries } from './radar-chart';

const axes = ['Water', 'Energy', 'Food', 'Ecosystems'];
const series: RadarSeries[] = [
  { label: 'Jordan', color: '#1a7388', values: [63.25, 40, null, 120] },
  { label: 'Region average', color: '#e0a800', values: [50, 50, 50, Number.NaN] },
];

function pointsOf(polygon: Element): [number, number][] {
  return (polygon.getAttribute('points') ?? '')
    .split(' ')
    .map((pair) => pair.split(',').map(Number) as [number, number]);
}

describe('RadarChart', () => {
  it('draws one polygon per series and names the chart by its title and series', () => {
    const { container } = render(<RadarChart title="Pillars Comparison" axes={axes} series={series} />);
    expect(screen.getByRole('figure', { name: 'Pillars Comparison' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Pillars Comparison: radar chart comparing Jordan and Region average' }),
    ).toBeInTheDocument();
    const polygons = container.querySelectorAll('polygon[data-series]');
    expect([...polygons].map((polygon) => polygon.getAttribute('fill'))).toEqual(['#1a7388', '#e0a800']);
  });

  it('places each value on its axis, clamped to 0..100, with missing values at the centre', () => {
    const { container } = render(<RadarChart title="Pillars Comparison" axes={axes} series={series} />);
    const [jordan, average] = [...container.querySelectorAll('polygon[data-series]')];
    const points = pointsOf(jordan!);
    expect(points).toHaveLength(4);
    // Water points straight up at 63.25 of a radius of 100; Food (null) sits at the centre; Ecosystems (120) at the rim.
    expect(points[0]![0]).toBeCloseTo(0, 1);
    expect(points[0]![1]).toBeCloseTo(-63.25, 1);
    expect(Math.hypot(...points[2]!)).toBeCloseTo(0, 1);
    expect(Math.hypot(...points[3]!)).toBeCloseTo(100, 1);
    expect(Math.hypot(...pointsOf(average!)[3]!)).toBeCloseTo(0, 1);
  });

  it('shows the axis labels and a legend of the series', () => {
    render(<RadarChart title="Pillars Comparison" axes={axes} series={series} />);
    const legend = screen.getAllByRole('list').at(-1)!;
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Jordan', 'Region average']);
    for (const axis of axes) expect(screen.getAllByText(axis).length).toBeGreaterThan(0);
  });

  it('gives screen readers the values in a table', () => {
    render(<RadarChart title="Pillars Comparison" axes={axes} series={series} />);
    const table = screen.getByRole('table', { name: 'Values of Pillars Comparison' });
    const jordan = within(table).getByRole('row', { name: /^Jordan/ });
    expect(within(jordan).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['63.3', '40.0', 'No data', '100.0']);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Series', ...axes]);
  });
});
