import { STORY } from '../../content/about.js';

export function StorySection() {
  return (
    <section className="container page-body" aria-labelledby="story-title">
      <div className="story">
        <div className="story__copy">
          <h2 id="story-title">Our story</h2>
          {STORY.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        <img
          className="story__art"
          src="/images/company/about-learn-build.svg"
          width={480}
          height={400}
          alt=""
          decoding="async"
        />
      </div>
    </section>
  );
}
