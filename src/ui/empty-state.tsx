import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: string;
  /** What to do about it. */
  hint?: string | undefined;
  /** The action that fills it (a button), if there is one here. */
  children?: ReactNode;
}

/** Why a view has nothing to show yet, and what would fill it: never a blank space. */
export function EmptyState({ title, hint, children, className, ...rest }: EmptyStateProps) {
  return (
    <div className={classNames('empty-state', className)} {...rest}>
      <p className="empty-state-title">{title}</p>
      {hint !== undefined && <p className="empty-state-hint">{hint}</p>}
      {children !== undefined && <div className="empty-state-actions">{children}</div>}
    </div>
  );
}
