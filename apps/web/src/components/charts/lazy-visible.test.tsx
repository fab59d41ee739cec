import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyVisible } from './lazy-visible';

/** A stand-in IntersectionObserver that remembers its callback and options so a test can fire it. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  fire(isIntersecting: boolean) {
    const target = this.observed[0]!;
    act(() => this.callback([{ isIntersecting, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

function installFake() {
  FakeIntersectionObserver.last = undefined;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

describe('LazyVisible', () => {
  it('renders its children at once where IntersectionObserver is missing', () => {
    expect(globalThis.IntersectionObserver).toBeUndefined();
    render(
      <LazyVisible minHeight={240}>
        <p>Pillars Comparison</p>
      </LazyVisible>,
    );
    expect(screen.getByText('Pillars Comparison')).toBeInTheDocument();
  });

  it('keeps a placeholder until the section comes within 150px of the viewport', () => {
    installFake();
    const { container } = render(
      <LazyVisible minHeight={240}>
        <p>Pillars Comparison</p>
      </LazyVisible>,
    );
    expect(screen.queryByText('Pillars Comparison')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '240px' });

    const observer = FakeIntersectionObserver.last!;
    expect(observer.options.rootMargin).toBe('150px');
    expect(observer.observed).toEqual([container.firstElementChild]);

    observer.fire(false);
    expect(screen.queryByText('Pillars Comparison')).not.toBeInTheDocument();

    observer.fire(true);
    expect(screen.getByText('Pillars Comparison')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('uses the margin it is given', () => {
    installFake();
    render(
      <LazyVisible minHeight="10rem" margin={40}>
        <p>Indicators</p>
      </LazyVisible>,
    );
    expect(FakeIntersectionObserver.last!.options.rootMargin).toBe('40px');
  });
});
