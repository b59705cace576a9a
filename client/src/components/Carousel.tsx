import { useId, useState, type KeyboardEvent } from 'react';
import './carousel.css';

/** One slide: a still image, or a short video shown with its poster until the visitor plays it. */
export interface CarouselSlide {
  type: 'image' | 'video';
  src: string;
  alt: string;
  /** Intrinsic size, so the box is reserved before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** For video slides: the still shown before playing. */
  poster?: string;
}

export interface CarouselProps {
  /** Names the carousel, e.g. "Screens of the AI assistant". */
  label: string;
  slides: readonly CarouselSlide[];
  /** Slide indexes that also get a thumbnail button (the spec's slides 1 and 3 → [0, 2]). */
  thumbnails?: readonly number[];
}

/**
 * Shows one slide at a time. It starts on the first slide and changes only when the visitor picks a dot or a
 * thumbnail: no automatic advance and no dragging. The dots are one keyboard stop; arrow keys, Home and End
 * move between them (the WAI-ARIA tabs pattern).
 */
export function Carousel({ label, slides, thumbnails = [] }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const id = useId();
  const slideId = (i: number) => `${id}-slide-${i}`;

  const onDotKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = slides.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + slides.length) % slides.length;
    setIndex(target);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport">
        {slides.map((slide, i) => (
          <div
            key={slide.src}
            id={slideId(i)}
            className="carousel__slide"
            role="tabpanel"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            hidden={i !== index}
          >
            {slide.type === 'video' ? (
              <video
                className="carousel__media"
                src={slide.src}
                poster={slide.poster}
                width={slide.width}
                height={slide.height}
                controls
                muted
                playsInline
                preload="none"
                aria-label={slide.alt}
              />
            ) : (
              <img
                className="carousel__media"
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            )}
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        {thumbnails.length > 0 && (
          <div className="carousel__thumbs">
            {thumbnails.map((i) => (
              <button
                key={i}
                type="button"
                className="carousel__thumb"
                aria-label={`Show slide ${i + 1}: ${slides[i].alt}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={slides[i].poster ?? slides[i].src} alt="" width={slides[i].width} height={slides[i].height} loading="lazy" />
              </button>
            ))}
          </div>
        )}
        <div className="carousel__dots" role="tablist" aria-label={`${label}: choose a slide`} onKeyDown={onDotKey}>
          {slides.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              role="tab"
              className="carousel__dot"
              aria-label={`Slide ${i + 1}`}
              aria-selected={i === index}
              aria-controls={slideId(i)}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
