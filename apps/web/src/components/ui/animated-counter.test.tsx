import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { AnimatedCounter } from './animated-counter';
import { installFakeFrames, installFakeViewport, preferReducedMotion } from '@/test/fake-viewport';

/** The figure drawn on screen (the screen-reader copy is left aside). */
function shownFigure(container: HTMLElement): string | null | undefined {
  return container.querySelector('[aria-hidden="true"]')?.textContent;
}

describe('AnimatedCounter', () => {
  it('waits at 0 until it scrolls into view, then counts up linearly to the value', () => {
    const viewport = installFakeViewport();
    const frames = installFakeFrames();
    const { container } = render(<AnimatedCounter value={1250} durationMs={900} />);
    expect(shownFigure(container)).toBe('0');
    expect(frames.pendingFrames()).toBe(0);

    viewport.scrollIntoView();
    frames.advance(448);
    // 448 of 900 ms: linear, so about half way.
    expect(shownFigure(container)).toBe('622');
    frames.advance(452);
    expect(shownFigure(container)).toBe('1,250');
    // Done: no frame keeps running.
    expect(frames.pendingFrames()).toBe(0);
  });

  it('eases out: further along than linear part way through, exact at the end', () => {
    const viewport = installFakeViewport();
    const frames = installFakeFrames();
    const { container } = render(<AnimatedCounter value={2000} durationMs={1500} easing="ease-out" />);
    viewport.scrollIntoView();
    frames.advance(752);
    const halfway = Number(shownFigure(container)?.replace(/,/g, ''));
    // 1 - (1 - 0.5)^3 ≈ 0.875 of the way at half time, where linear would be at 1000.
    expect(halfway).toBeGreaterThan(1700);
    expect(halfway).toBeLessThan(2000);
    frames.advance(748);
    expect(shownFigure(container)).toBe('2,000');
  });

  it('always gives screen readers the final figure, and hides the changing digits from them', () => {
    installFakeViewport();
    installFakeFrames();
    render(<AnimatedCounter value={87} durationMs={900} suffix="+" />);
    expect(screen.getByText('87+')).toHaveClass('sr-only');
    expect(screen.getByText('0+')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the final figure at once when the reader prefers reduced motion', () => {
    preferReducedMotion();
    const viewport = installFakeViewport();
    installFakeFrames();
    const { container } = render(<AnimatedCounter value={1250} durationMs={1500} easing="ease-out" />);
    expect(shownFigure(container)).toBe('1,250');
    // Nothing waits for the viewport either.
    expect(viewport.waiting()).toBe(0);
  });

  it('shows the final figure at once where IntersectionObserver is missing', () => {
    expect(globalThis.IntersectionObserver).toBeUndefined();
    const { container } = render(<AnimatedCounter value={42} durationMs={900} />);
    expect(shownFigure(container)).toBe('42');
  });

  it('formats the figure in the interface language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { container } = render(<AnimatedCounter value={1250} durationMs={900} />);
    // French groups thousands with a narrow no-break space.
    expect(shownFigure(container)).toBe(new Intl.NumberFormat('fr').format(1250));
    expect(shownFigure(container)).not.toBe('1,250');
  });

  it('counts on from the figure shown when the value changes after it came into view', () => {
    const viewport = installFakeViewport();
    const frames = installFakeFrames();
    const { container, rerender } = render(<AnimatedCounter value={100} durationMs={900} />);
    viewport.scrollIntoView();
    frames.advance(900);
    expect(shownFigure(container)).toBe('100');
    rerender(<AnimatedCounter value={200} durationMs={900} />);
    frames.advance(0);
    expect(shownFigure(container)).toBe('100');
    frames.advance(900);
    expect(shownFigure(container)).toBe('200');
  });
});
