import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { installFakeFrames, installFakeViewport } from '@/test/fake-viewport';
import { FIRST_ITEMS, ITEMS_PER_STEP } from './globe-item-list';
import { DEFAULT_CENTER } from './globe-motion';
import { recordingContext } from './globe-test-canvas';
import { Globe } from './globe';
import type { GlobeCountryScore, GlobePoint } from './globe-types';

const SIZE = 560;

const points: GlobePoint[] = [
  // At the globe's starting centre, so it sits in the middle of the canvas.
  { id: 'p1', lat: DEFAULT_CENTER[1], lng: DEFAULT_CENTER[0], radius: 20, color: '#2563eb', label: 'Aqaba desalination plant', metric: 'Water produced', value: '1,204 m³ a day' },
  { id: 'p2', lat: 30.04, lng: 31.24, radius: 20, color: '#dc2626', label: 'Cairo solar farm', metric: 'Energy access', value: '63.2' },
];

const countries: GlobeCountryScore[] = [
  { countryId: 11, numericCode: '400', name: 'Jordan', value: 63.25 },
  { countryId: 12, numericCode: '818', name: 'Egypt', value: null },
];

beforeEach(() => {
  // jsdom has no 2D canvas; the globe must work (lists, tooltips, hit-testing) without one.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Waits for the bundled atlas, so no state update lands after the test. */
async function atlasLoaded() {
  await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
}

describe('Globe', () => {
  // First in the file on purpose: later tests find the atlas already loaded (it is loaded once per page).
  it('is an image named by its label, and says so while the atlas loads', async () => {
    render(<Globe size={SIZE} label="WEFE Index by country" />);
    expect(screen.getByRole('img', { name: 'WEFE Index by country' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading globe…');
    await atlasLoaded();
  });

  it('lists its points as buttons; focusing one shows its label, metric and value in a tooltip', async () => {
    const user = userEvent.setup();
    render(<Globe size={SIZE} label="Water map" points={points} />);
    const list = screen.getByRole('list', { name: 'Data points on the globe' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['Aqaba desalination plant', 'Cairo solar farm']);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Cairo solar farm' });
    expect(button).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveAttribute('data-testid', 'globe-tooltip');
    expect(tooltip).toHaveTextContent('Cairo solar farm');
    expect(tooltip).toHaveTextContent('Energy access');
    expect(tooltip).toHaveTextContent('63.2');
    expect(button).toHaveAccessibleDescription(/Energy access\s*63\.2/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await atlasLoaded();
  });

  it('lists a thousand points in steps, every one of them in the end, in order', async () => {
    const many: GlobePoint[] = Array.from({ length: 1000 }, (_, i) => ({ ...points[1]!, id: `m${i}`, label: `Site ${i + 1}` }));
    render(<Globe size={SIZE} label="Water map" points={many} />);
    const list = screen.getByRole('list', { name: 'Data points on the globe' });
    // Counted by tag: role queries over a thousand buttons are too slow for jsdom to poll.
    const buttons = () => list.querySelectorAll('button');
    expect(buttons()).toHaveLength(FIRST_ITEMS);
    await waitFor(() => expect(buttons()).toHaveLength(FIRST_ITEMS + ITEMS_PER_STEP));
    await waitFor(() => expect(buttons()).toHaveLength(1000));
    expect(buttons()[999]).toHaveTextContent('Site 1000');
    await atlasLoaded();
  });

  it('calls onPointClick from a point button, by click or Enter', async () => {
    const onPointClick = vi.fn();
    const user = userEvent.setup();
    render(<Globe size={SIZE} label="Water map" points={points} onPointClick={onPointClick} />);
    await user.click(screen.getByRole('button', { name: 'Aqaba desalination plant' }));
    expect(onPointClick).toHaveBeenLastCalledWith(points[0]);
    screen.getByRole('button', { name: 'Cairo solar farm' }).focus();
    await user.keyboard('{Enter}');
    expect(onPointClick).toHaveBeenLastCalledWith(points[1]);
    expect(onPointClick).toHaveBeenCalledTimes(2);
    await atlasLoaded();
  });

  it('lists countries when there are no points; a click calls onCountryClick with the country id', async () => {
    const onCountryClick = vi.fn();
    const user = userEvent.setup();
    render(<Globe size={SIZE} label="WEFE Index" metric="WEFE Index" countries={countries} onCountryClick={onCountryClick} />);
    expect(screen.getByRole('list', { name: 'Countries on the globe' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Egypt' }));
    expect(onCountryClick).toHaveBeenCalledWith(12);
    await atlasLoaded();
  });

  it('shows a country score with one decimal and the metric, or No data', async () => {
    const user = userEvent.setup();
    render(<Globe size={SIZE} label="WEFE Index" metric="WEFE Index" countries={countries} />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(/Jordan\s*WEFE Index\s*63\.3/);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(/Egypt\s*WEFE Index\s*No data/);
    await atlasLoaded();
  });

  it('shows a tooltip for the point under the mouse and hides it when the mouse leaves', async () => {
    render(<Globe size={SIZE} label="Water map" points={points} />);
    const canvas = screen.getByRole('img', { name: 'Water map' });
    fireEvent.pointerMove(canvas, { clientX: SIZE / 2, clientY: SIZE / 2, pointerId: 1, pointerType: 'mouse' });
    expect(screen.getByRole('tooltip')).toHaveTextContent(/Aqaba desalination plant\s*Water produced\s*1,204 m³ a day/);
    fireEvent.pointerMove(canvas, { clientX: 5, clientY: 5, pointerId: 1, pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.pointerMove(canvas, { clientX: SIZE / 2, clientY: SIZE / 2, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerLeave(canvas, { pointerId: 1, pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await atlasLoaded();
  });

  it('shows the tooltip on a tap, and keeps it when the finger lifts', async () => {
    render(<Globe size={SIZE} label="Water map" points={points} />);
    const canvas = screen.getByRole('img', { name: 'Water map' });
    const tap = { clientX: SIZE / 2, clientY: SIZE / 2, pointerId: 2, pointerType: 'touch' };
    fireEvent.pointerDown(canvas, tap);
    fireEvent.pointerUp(canvas, tap);
    fireEvent.pointerLeave(canvas, tap);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Aqaba desalination plant');
    await atlasLoaded();
  });

  it('calls onPointClick for a click on a point drawn on the canvas, but not at the end of a drag', async () => {
    const onPointClick = vi.fn();
    render(<Globe size={SIZE} label="Water map" points={points} onPointClick={onPointClick} />);
    const canvas = screen.getByRole('img', { name: 'Water map' });
    const centre = { clientX: SIZE / 2, clientY: SIZE / 2, pointerId: 1, pointerType: 'mouse', button: 0 };

    // A drag out and back: it ends over the point, at the rotation it started from, yet it is no click.
    fireEvent.pointerDown(canvas, centre);
    fireEvent.pointerMove(canvas, { ...centre, clientX: centre.clientX + 40 });
    fireEvent.pointerMove(canvas, centre);
    fireEvent.pointerUp(canvas, centre);
    expect(onPointClick).not.toHaveBeenCalled();

    // Under 4 px of wobble is still a click.
    fireEvent.pointerDown(canvas, centre);
    fireEvent.pointerMove(canvas, { ...centre, clientX: centre.clientX + 2 });
    fireEvent.pointerUp(canvas, { ...centre, clientX: centre.clientX + 2 });
    expect(onPointClick).toHaveBeenCalledWith(points[0]);
    await atlasLoaded();
  });

  it('turns to the selected country, so a click in the middle of the canvas picks it', async () => {
    const onCountryClick = vi.fn();
    render(<Globe size={SIZE} label="WEFE Index" countries={countries} selectedCountryId={11} onCountryClick={onCountryClick} />);
    await atlasLoaded();
    const canvas = screen.getByRole('img', { name: 'WEFE Index' });
    const centre = { clientX: SIZE / 2, clientY: SIZE / 2, pointerId: 1, pointerType: 'mouse', button: 0 };
    fireEvent.pointerDown(canvas, centre);
    fireEvent.pointerUp(canvas, centre);
    expect(onCountryClick).toHaveBeenCalledWith(11);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Jordan');
  });

  it('shows the legend with its title, rows and hint, and nothing for an empty legend', async () => {
    const legend = [
      { label: '0-20', color: '#d7191c' },
      { label: '80+', color: '#1a9641' },
    ];
    const { rerender } = render(<Globe size={SIZE} label="WEFE Index" legend={legend} legendTitle="WEFE Index score" legendHint="Grey: no data" />);
    expect(screen.getByText('WEFE Index score')).toBeInTheDocument();
    expect(screen.getByText('Grey: no data')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['0-20', '80+']);
    // Numbers alone read left to right on any page; words take their own direction.
    expect(screen.getByText('80+')).toHaveAttribute('dir', 'ltr');
    rerender(<Globe size={SIZE} label="WEFE Index" legend={[{ label: 'مرتفع', color: '#1a9641' }]} legendTitle="WEFE Index score" legendHint="Grey: no data" />);
    expect(screen.getByText('مرتفع')).toHaveAttribute('dir', 'auto');

    rerender(<Globe size={SIZE} label="WEFE Index" legend={[]} legendTitle="WEFE Index score" legendHint="Grey: no data" />);
    expect(screen.queryByText('WEFE Index score')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    await atlasLoaded();
  });

  it('turns on its own only while it is on screen', async () => {
    const ctx = recordingContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
    const viewport = installFakeViewport();
    const frames = installFakeFrames();
    render(<Globe size={SIZE} label="WEFE Index" countries={countries} />);
    await atlasLoaded();
    const redraws = () => ctx.calls.clearRect ?? 0;

    frames.advance(1000);
    // Drawn once with the atlas, then still: it has not been seen yet.
    expect(redraws()).toBeGreaterThan(0);
    expect(frames.pendingFrames()).toBe(0);

    viewport.scrollIntoView();
    const seen = redraws();
    frames.advance(1000);
    expect(redraws()).toBeGreaterThan(seen);

    viewport.scrollOutOfView();
    frames.advance(16);
    const hidden = redraws();
    frames.advance(1000);
    expect(redraws()).toBe(hidden);
    expect(frames.pendingFrames()).toBe(0);
  });

  it('says the globe could not be loaded when its paint worker cannot run (French)', async () => {
    i18n.changeLanguage('fr');
    let failWorker: (() => void) | undefined;
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal(
      'Worker',
      class {
        onerror: ((event: Event) => void) | null = null;
        constructor() {
          failWorker = () => this.onerror?.(new Event('error'));
        }
        postMessage() {}
        terminate() {}
      },
    );
    let handedOver = 0;
    HTMLCanvasElement.prototype.transferControlToOffscreen = () => {
      handedOver += 1;
      return {} as OffscreenCanvas;
    };
    try {
      render(<Globe size={SIZE} label="Indice WEFE" countries={countries} />);
      // Not in the mount, which would lay the page out there and then: after the browser's next frame.
      expect(handedOver).toBe(0);
      await atlasLoaded();
      await waitFor(() => expect(failWorker).toBeDefined());
      expect(handedOver).toBe(1);
      act(() => failWorker?.());
      expect(screen.getByRole('status')).toHaveTextContent(i18n.t('globe.failed'));
      expect(i18n.t('globe.failed')).not.toBe('globe.failed');
    } finally {
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    }
  });
});
