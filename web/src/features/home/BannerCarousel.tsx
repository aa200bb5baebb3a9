import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { HomePageQuery } from '../../gql/graphql';
import { buttonClass } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import styles from './BannerCarousel.module.css';

type Banner = HomePageQuery['marketing']['banners'][number];

/** Internal links go through the router; anything else is left as it is. */
function isInternal(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

function BannerContent({ banner, index }: { banner: Banner; index: number }) {
  return (
    <>
      <img
        className={styles.image}
        src={banner.imageUrl}
        alt={banner.title ?? ''}
        width={800}
        height={500}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding={index === 0 ? 'sync' : 'async'}
      />
      {(banner.title || banner.subtitle) && (
        <div className={styles.text}>
          {banner.title && <p className={styles.title}>{banner.title}</p>}
          {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
          {banner.link && (
            <span className={`${buttonClass()} ${styles.cta}`} aria-hidden="true">
              Shop now
            </span>
          )}
        </div>
      )}
    </>
  );
}

/** Home banners: swipe or use the arrows and dots; it never moves on its own. */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  if (banners.length === 0) return null;

  const show = (index: number) => {
    const track = trackRef.current;
    const next = (index + banners.length) % banners.length;
    track?.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
    setCurrent(next);
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Offers">
      <ul
        ref={trackRef}
        className={styles.track}
        onScroll={(event) => {
          const track = event.currentTarget;
          if (track.clientWidth > 0) setCurrent(Math.round(track.scrollLeft / track.clientWidth));
        }}
      >
        {banners.map((banner, index) => (
          <li
            key={`${banner.imageUrl}-${index}`}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${banners.length}`}
          >
            {banner.link ? (
              isInternal(banner.link) ? (
                <Link to={banner.link} className={styles.banner}>
                  <BannerContent banner={banner} index={index} />
                </Link>
              ) : (
                <a href={banner.link} className={styles.banner} rel="noopener">
                  <BannerContent banner={banner} index={index} />
                </a>
              )
            ) : (
              <div className={styles.banner}>
                <BannerContent banner={banner} index={index} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <div className={styles.controls}>
          <IconButton label="Previous offer" icon={<ChevronLeftIcon />} onClick={() => show(current - 1)} />
          {banners.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`Show offer ${index + 1}`}
              aria-current={index === current}
              onClick={() => show(index)}
            />
          ))}
          <IconButton label="Next offer" icon={<ChevronRightIcon />} onClick={() => show(current + 1)} />
        </div>
      )}
    </section>
  );
}
