import { classNames } from './class-names';

interface SkeletonProps {
  /** What is loading, for screen readers and as the test of what is shown ("Loading Wishlist…"). */
  label: string;
  /** How many placeholder rows: about as many as will come, so nothing jumps when they do. */
  rows?: number;
  /** rows: placeholder list rows with a picture; lines: lines of text; chart: a chart's box. */
  shape?: 'rows' | 'lines' | 'chart';
  className?: string;
}

/** A still, grey outline of what is loading (it shimmers only without reduced motion). */
export function Skeleton({ label, rows = 3, shape = 'lines', className }: SkeletonProps) {
  return (
    <div className={classNames('skeleton', `skeleton-${shape}`, className)} aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: shape === 'chart' ? 1 : rows }, (_, index) => (
        <span key={index} className="skeleton-block" aria-hidden="true" />
      ))}
    </div>
  );
}
