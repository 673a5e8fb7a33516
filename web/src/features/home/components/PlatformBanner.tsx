import { STREAMING_SERVICES } from '@/components/title-form/platforms';

/** 'Find Shows Across All Major Platforms' with the eight services (spec §1). */
export function PlatformBanner() {
  return (
    <section className="home-platforms" aria-labelledby="home-platforms-title">
      <h2 id="home-platforms-title">Find Shows Across All Major Platforms</h2>
      <ul className="home-platforms__list">
        {STREAMING_SERVICES.map((service) => (
          <li key={service.value} className="home-platforms__item">
            {service.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
