import { useLayoutEffect, useRef } from 'react';
import { t } from '../platform/browser/i18n';
import { Button } from './button';

interface ViewHeaderProps {
  /** The heading's id, for the view's aria-labelledby. */
  id: string;
  title: string;
  onBack: () => void;
}

/**
 * The top of a view that replaced a list (an item's history, editor, alerts, an invite): "Back" and
 * the view's heading, which takes the focus when the view opens so a screen reader says where it is.
 */
export function ViewHeader({ id, title, onBack }: ViewHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <div className="item-view-header">
      <Button variant="quiet" small className="view-back" onClick={onBack}>
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('back')}
      </Button>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
    </div>
  );
}
