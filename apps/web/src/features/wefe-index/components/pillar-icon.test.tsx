import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PillarIcon, pillarIconKind } from './pillar-icon';

describe('pillar icons', () => {
  it('chooses the inline icon by slug, then by name', () => {
    expect(pillarIconKind('water', 'Water')).toBe('water');
    expect(pillarIconKind('p-2', 'Energy')).toBe('energy');
    expect(pillarIconKind('food-security', '')).toBe('food');
    expect(pillarIconKind('ecosystems', 'Ecosystems')).toBe('ecosystems');
    expect(pillarIconKind('', 'Sustainability')).toBe('ecosystems');
    expect(pillarIconKind('', 'Equity')).toBe('equity');
    expect(pillarIconKind('x', 'Something else')).toBe('index');
  });

  it('shows the pillar image, and the inline icon when it fails to load or is missing', () => {
    const { container, rerender } = render(<PillarIcon pillar={{ slug: 'water', name: 'Water', image: '/images/pillars/water.svg' }} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/pillars/water.svg');
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'water');

    rerender(<PillarIcon pillar={{ slug: 'energy', name: 'Energy', image: null }} />);
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'energy');
  });
});
