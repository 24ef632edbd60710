import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToSectionOnceLaidOut } from './scroll-once-laid-out';

// jsdom lays nothing out: the page's height and the section's place are given here, and the page's
// change of size is told the way the browser tells it, through the ResizeObserver on the body.
let resized: () => void = () => {};
class BodyResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    resized = () => {};
  }
}

const VIEWPORT_HEIGHT = 800;

function layPage({ sectionTop, pageHeight }: { sectionTop: number; pageHeight: number }) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
  const section = document.getElementById('preorder-section');
  if (section === null) throw new Error('no section');
  section.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: sectionTop, width: 1280, height: 600 });
}

describe('holding a section in view while the page arrives', () => {
  const scrolls = vi.fn();
  const browsersScrollIntoView = Element.prototype.scrollIntoView;
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', BodyResizeObserver);
    vi.stubGlobal('innerHeight', VIEWPORT_HEIGHT);
    document.body.innerHTML = '<section id="preorder-section"></section>';
    Element.prototype.scrollIntoView = scrolls;
  });

  afterEach(() => {
    stop();
    scrolls.mockReset();
    Element.prototype.scrollIntoView = browsersScrollIntoView;
    vi.unstubAllGlobals();
  });

  it('scrolls to the section at once', () => {
    layPage({ sectionTop: 5_000, pageHeight: 9_000 });
    stop = scrollToSectionOnceLaidOut('preorder-section');
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('scrolls again when the page grows above the section', () => {
    layPage({ sectionTop: 5_000, pageHeight: 9_000 });
    stop = scrollToSectionOnceLaidOut('preorder-section');
    layPage({ sectionTop: 5_400, pageHeight: 9_400 });
    resized();
    expect(scrolls).toHaveBeenCalledTimes(2);
  });

  it('leaves the page alone when it grows only below a section it has reached', () => {
    layPage({ sectionTop: 5_000, pageHeight: 9_000 });
    stop = scrollToSectionOnceLaidOut('preorder-section');
    layPage({ sectionTop: 5_000, pageHeight: 9_600 });
    resized();
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('scrolls again when the page grows below a section near its end that it could not reach', () => {
    // The section's code has not arrived: its anchor is near the end, the page stops 247 px short.
    layPage({ sectionTop: 25_101, pageHeight: 25_654 });
    stop = scrollToSectionOnceLaidOut('preorder-section');
    layPage({ sectionTop: 25_101, pageHeight: 26_213 });
    resized();
    expect(scrolls).toHaveBeenCalledTimes(2);
  });

  it('stops holding once the customer scrolls themselves', () => {
    layPage({ sectionTop: 5_000, pageHeight: 9_000 });
    stop = scrollToSectionOnceLaidOut('preorder-section');
    window.dispatchEvent(new Event('wheel'));
    layPage({ sectionTop: 5_400, pageHeight: 9_400 });
    resized();
    expect(scrolls).toHaveBeenCalledTimes(1);
  });
});
