import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  /** Escape, or the dialog's own Cancel. */
  onClose: () => void;
  children: ReactNode;
  /** alertdialog: a confirmation that needs an answer before anything else. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog, open while it is rendered: the browser's own (showModal: the rest of the page is
 * inert, the focus stays inside, Escape closes), and the focus goes back where it was when it closes.
 */
export function Dialog({ title, onClose, children, role = 'dialog' }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Browsers all have showModal; a DOM without it (jsdom) gets an open, non-modal dialog.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
