import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names';

/**
 * primary: the one main action of a view; secondary: the others; quiet: a minor action that should
 * not compete (toolbars, "Back"); danger: destroys something; link: an action inside a sentence.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Small: for rows and dense places; the hit area stays 24 px at least (WCAG 2.5.8). */
  small?: boolean;
}

/** The button every screen uses; `type` is "button" unless it submits a form. */
export function Button({ variant = 'primary', small = false, type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} className={classNames('button', `button-${variant}`, small && 'button-small', className)} {...rest} />;
}
