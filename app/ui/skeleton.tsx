import type { CSSProperties } from 'react';
import { keyframes, styled } from '~/ui/stitches.config';

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

const Block = styled('span', {
  display: 'block',
  background: 'linear-gradient(90deg, $bgAccent 25%, $border 50%, $bgAccent 75%)',
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s linear infinite`,
  '@reducedMotion': { animation: 'none' },
  variants: {
    radius: {
      none: { borderRadius: 0 },
      input: { borderRadius: '$input' },
      card: { borderRadius: '$card' },
      pill: { borderRadius: '$pill' },
    },
  },
  defaultVariants: { radius: 'input' },
});

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: 'none' | 'input' | 'card' | 'pill';
  className?: string;
}

/** A placeholder with the shape of content still loading; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1rem', radius, className }: SkeletonProps) {
  return <Block aria-hidden="true" data-skeleton="" radius={radius} className={className} style={{ width, height }} />;
}

const Lines = styled('span', { display: 'flex', flexDirection: 'column', gap: '$2' });

/** N lines of text; the last one shorter, like the end of a paragraph. */
export function SkeletonText({
  lines = 3,
  lineHeight = '0.875rem',
}: {
  lines?: number;
  lineHeight?: CSSProperties['height'];
}) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <Lines aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={lineHeight} width={i === count - 1 && count > 1 ? '60%' : '100%'} />
      ))}
    </Lines>
  );
}
