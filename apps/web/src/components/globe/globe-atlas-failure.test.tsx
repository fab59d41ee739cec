import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Globe } from './globe';

// The atlas chunk fails to arrive (a deploy replaced it, the connection dropped).
vi.mock('world-atlas/countries-110m.json', () => {
  throw new Error('chunk failed to load');
});

describe('Globe without its atlas', () => {
  it('says the globe could not be loaded, and still lists its points', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(
      <Globe size={560} label="Water map" points={[{ id: 1, lat: 31, lng: 36, radius: 20, color: '#2563eb', label: 'Amman well field', metric: 'Water', value: '12' }]} />,
    );
    expect(await screen.findByText('The globe could not be loaded. Reload the page to try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amman well field' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
