import { useEffect, useRef, useState } from 'react';
import type { Image } from '../../schemas/cards';
import type { Position } from '../../schemas/enums';
import { Icon, type IconName } from '~/ui/icons';
import { classNames, styled } from '~/ui/styled';
import * as styles from './card-art.css';

const Missing = styled('div', styles.missing);

export interface ArtProps {
  image: Image;
  /** Above the fold: load eagerly and early (fetchpriority=high). Everything else is lazy. */
  priority?: boolean;
  fit?: 'contain' | 'cover';
  position?: Position;
  size?: 'full' | 'small';
  /** What the placeholder shows when the file cannot be loaded. */
  fallbackIcon?: IconName;
}

/** The card's picture with explicit dimensions; a missing file becomes a quiet placeholder, never a broken image. */
export function Art({
  image,
  priority = false,
  fit = 'contain',
  position = 'center',
  size = 'full',
  fallbackIcon = 'gift',
}: ArtProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // The file may have failed before hydration attached onError: check once after mounting.
  // decode() rejects for a broken file and, unlike naturalWidth, not for an SVG without intrinsic size.
  useEffect(() => {
    const img = ref.current;
    let live = true;
    if (img?.complete && typeof img.decode === 'function') {
      img.decode().catch(() => {
        if (live) setFailed(true);
      });
    }
    return () => {
      live = false;
    };
  }, [image.src]);
  if (failed) {
    return (
      <Missing role="img" aria-label={image.alt || 'Image not available'} size={size} data-art="">
        <Icon name={fallbackIcon} />
      </Missing>
    );
  }
  const [width, height] = size === 'small' ? [64, 64] : [320, 240];
  return (
    // A plain img with the recipe's classes: every card has a picture or several, so no component layer around it.
    <img
      ref={ref}
      className={classNames(styles.artImage, { fit, at: position, size })}
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      // Lower-case: React 18 does not know fetchPriority yet and passes the attribute through as written.
      {...(priority ? { fetchpriority: 'high' } : {})}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
