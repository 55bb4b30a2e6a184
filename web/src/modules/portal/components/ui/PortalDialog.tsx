import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import './portal-ui.css';

export type PortalDialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Width in px (antd's Modal default 520). */
  width?: number;
  bodyStyle?: CSSProperties;
  /** Buttons under the body; none: no footer. */
  footer?: ReactNode;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A light modal dialog (antd Modal's look): a mask, a titled box, a close button; Escape or the mask
 * closes it, Tab stays inside, the page behind does not scroll, and focus goes back where it was.
 * Nothing is rendered while closed (like `destroyOnHidden`), so it is safe on the server.
 */
export function PortalDialog({
  open,
  title,
  onClose,
  width = 520,
  bodyStyle,
  footer,
  children,
}: PortalDialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // The first control of the body or footer, else the box itself.
    const first = box.current?.querySelector<HTMLElement>(
      `.portal-dialog-body ${FOCUSABLE}, .portal-dialog-footer ${FOCUSABLE}`,
    );
    (first ?? box.current)?.focus();
    return () => {
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close.current();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      e.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === box.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="portal-dialog-wrap" onKeyDown={onKeyDown}>
      <div className="portal-dialog-mask" onClick={() => close.current()} aria-hidden />
      <div
        ref={box}
        className="portal-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ width }}
      >
        <div className="portal-dialog-header">
          <h2 id={titleId} className="portal-dialog-title">
            {title}
          </h2>
          <button
            type="button"
            className="portal-dialog-close"
            aria-label="关闭对话框"
            onClick={() => close.current()}
          >
            ×
          </button>
        </div>
        <div className="portal-dialog-body" style={bodyStyle}>
          {children}
        </div>
        {footer && <div className="portal-dialog-footer">{footer}</div>}
      </div>
    </div>
  );
}
