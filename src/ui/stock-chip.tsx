import type { HTMLAttributes } from 'react';
import { Chip, type ChipTone } from './chip';
import { classNames } from './class-names';

/** A product's stock as a shopper scans for it; `back` is "back in stock" news. */
export type StockTone = 'in-stock' | 'out-of-stock' | 'back' | 'preorder' | 'unknown';

const TONES: Record<StockTone, ChipTone> = {
  'in-stock': 'neutral',
  'out-of-stock': 'danger',
  back: 'accent',
  preorder: 'warning',
  unknown: 'neutral',
};

interface StockChipProps extends HTMLAttributes<HTMLSpanElement> {
  stock: StockTone;
  label: string;
}

/** The stock chip: its tone says at a glance what its words say. */
export function StockChip({ stock, label, className, ...rest }: StockChipProps) {
  return (
    <Chip tone={TONES[stock]} className={classNames('stock-chip', className)} data-stock={stock} title={label} {...rest}>
      {label}
    </Chip>
  );
}
