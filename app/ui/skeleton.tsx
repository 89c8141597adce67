import type { CSSProperties } from 'react';
import { styled } from '~/ui/styled';
import * as styles from './skeleton.css';

const Block = styled('span', styles.block);

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

const Lines = styled('span', styles.lines);

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
