import { Children, useEffect, useState, type ReactNode } from 'react';
import './portal-ui.css';

export type PortalCarouselProps = {
  children: ReactNode;
  /** Milliseconds between slides; none: no autoplay. */
  autoplayMs?: number;
  /** Slide transition in ms. */
  speed?: number;
};

/**
 * A light slider: one slide visible, dots below, optional autoplay pausing on hover or focus. The active
 * slide carries `portal-slide-active`.
 */
export function PortalCarousel({ children, autoplayMs, speed = 500 }: PortalCarouselProps) {
  const slides = Children.toArray(children);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const current = index < count ? index : 0;
  useEffect(() => {
    if (!autoplayMs || paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, paused, count]);
  return (
    <div
      className="portal-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      // Keyboard users reading a slide pause it too.
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="portal-carousel-viewport">
        <div
          className="portal-carousel-track"
          style={{ transform: `translateX(-${current * 100}%)`, transitionDuration: `${speed}ms` }}
        >
          {slides.map((s, i) => (
            <div
              key={i}
              className={`portal-slide${i === current ? ' portal-slide-active' : ''}`}
              aria-hidden={i !== current}
            >
              {s}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <ul className="portal-dots">
          {slides.map((_, i) => (
            <li key={i} className={i === current ? 'active' : undefined}>
              <button type="button" aria-label={`第 ${i + 1} 页`} onClick={() => setIndex(i)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
