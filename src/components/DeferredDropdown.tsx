import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type DropdownType from 'react-bootstrap/Dropdown';

/** react-bootstrap's Dropdown with its parts (Toggle, Menu, Item, Header, Divider). */
export type DropdownParts = typeof DropdownType;

let loaded: DropdownParts | null = null;
let loading: Promise<DropdownParts> | null = null;

/**
 * react-bootstrap's Dropdown brings Popper and its positioning code (about 14 KiB gzip):
 * loaded when a person comes near a menu, not with the page. A failed load is tried again at
 * the next approach.
 */
export function loadDropdown(): Promise<DropdownParts> {
  loading ??= import(/* webpackChunkName: "dropdown" */ 'react-bootstrap/Dropdown').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Back to a first visit, where nothing is loaded (tests). */
export function forgetLoadedDropdown() {
  loaded = null;
  loading = null;
}

export interface DeferredDropdownProps {
  /** Classes of the dropdown's wrapper (`dropdown` is added). */
  className?: string;
  align?: 'start' | 'end';
  /** Classes of the toggle button, besides Bootstrap's `btn btn-{variant} dropdown-toggle`. */
  toggleClassName?: string;
  variant?: string;
  /** The toggle's tooltip. */
  title?: string;
  /** What the toggle shows; its accessible name comes from here too. */
  toggle: ReactNode;
  /** The menu (`<Dropdown.Menu>`), drawn with the loaded Dropdown's parts. */
  children: (Dropdown: DropdownParts) => ReactNode;
}

/**
 * A react-bootstrap Dropdown that costs nothing until it is used. Until the component is
 * loaded, the toggle is the same button as Dropdown.Toggle draws (same classes, same
 * `aria-expanded`), so the page looks and reads the same. Pointing at it, focusing or
 * touching it loads the Dropdown; a click, Enter, Space or an arrow key also asks for the
 * menu: the real Dropdown takes the placeholder's place, open, with the focus kept on its
 * toggle.
 */
export function DeferredDropdown({
  className,
  align,
  toggleClassName,
  variant = 'link',
  title,
  toggle,
  children,
}: DeferredDropdownProps) {
  const [Dropdown, setDropdown] = useState<DropdownParts | null>(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The placeholder leaves the page when the real toggle arrives: the focus moves with it.
  useLayoutEffect(() => {
    if (Dropdown && hadFocus.current) {
      hadFocus.current = false;
      toggleRef.current?.focus();
    }
  }, [Dropdown]);

  if (Dropdown) {
    return (
      <Dropdown className={className} align={align} defaultShow={openOnLoad}>
        <Dropdown.Toggle
          ref={toggleRef}
          variant={variant}
          className={toggleClassName}
          title={title}
        >
          {toggle}
        </Dropdown.Toggle>
        {children(Dropdown)}
      </Dropdown>
    );
  }

  // Coming near a menu only fetches the code: swapping the button under a pointer that is
  // pressing it would lose the click.
  const warm = () => {
    loadDropdown().catch(() => undefined);
  };
  const open = () => {
    setOpenOnLoad(true);
    loadDropdown().then(
      (parts) => {
        if (!mounted.current) return;
        hadFocus.current = document.activeElement === placeholder.current;
        setDropdown(() => parts);
      },
      // Offline: the toggle stays as it is, and the next press tries again.
      () => undefined,
    );
  };
  const toggleClasses = [toggleClassName, 'dropdown-toggle', 'btn', `btn-${variant}`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['dropdown', className].filter(Boolean).join(' ')}>
      <button
        ref={placeholder}
        type="button"
        className={toggleClasses}
        title={title}
        aria-expanded="false"
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            open();
          }
        }}
      >
        {toggle}
      </button>
    </div>
  );
}
