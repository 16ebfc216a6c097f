import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';

/** neutral: a plain fact; accent: good news or "yours"; danger: a problem; warning: worth a look. */
export type ChipTone = 'neutral' | 'accent' | 'danger' | 'warning';

interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: ChipTone;
}

/** A short label on a tinted pill: a count, a state, a marker ("Default", "Gift list", "New"). */
export function Chip({ tone = 'neutral', className, ...rest }: ChipProps) {
  return <span className={classNames('chip', `chip-${tone}`, className)} {...rest} />;
}
