import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface MenuButtonItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

/**
 * A button that shows a short list of actions (Bootstrap's dropdown look). Deliberately not
 * react-bootstrap's Dropdown: that pulls Popper into the dashboard's first load, and a list
 * under a button needs no positioning engine. Escape or a click elsewhere closes it; focus
 * goes back to the button.
 */
export function MenuButton({
  label,
  items,
  variant = 'outline-secondary',
  align = 'end',
  children,
}: {
  /** The button's accessible name when `children` is not plain text. */
  label?: string;
  items: MenuButtonItem[];
  variant?: string;
  align?: 'start' | 'end';
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="dropdown position-relative" ref={box}>
      <button
        ref={button}
        type="button"
        className={`btn btn-sm btn-${variant} dropdown-toggle`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {children}
      </button>
      <ul
        id={id}
        className={`dropdown-menu ${open ? 'show' : ''} ${align === 'end' ? 'end-0' : 'start-0'}`}
        style={{ top: '100%', marginTop: 2 }}
        hidden={!open}
      >
        {items.map((item) => (
          <li key={item.label}>
            <button
              type="button"
              className="dropdown-item"
              disabled={item.disabled}
              onClick={() => {
                setOpen(false);
                button.current?.focus();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
