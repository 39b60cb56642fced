/** The hook the prerendered page's inline script leaves (scripts/prerender.mjs). */
declare global {
  interface Window {
    __SHREYU_PRERENDER__?: { release(): void };
  }
}

const TEXT_INPUTS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea';

/**
 * What a visitor typed into the prerendered form before React took it over. The form's
 * library puts its default values into the fields when it mounts, so the typed text is read
 * before hydration and given back after it, through the input events React listens to.
 * Returns the function that gives it back.
 */
export function keepTypedValues(container: HTMLElement): () => void {
  const typed = new Map<string, string>();
  for (const field of container.querySelectorAll<HTMLInputElement>(TEXT_INPUTS)) {
    if (field.name && field.value) typed.set(field.name, field.value);
  }
  return () => {
    for (const [name, value] of typed) {
      const field = container.querySelector<HTMLInputElement>(
        `input[name="${CSS.escape(name)}"], textarea[name="${CSS.escape(name)}"]`,
      );
      if (!field || field.value === value) continue;
      const prototype = Object.getPrototypeOf(field) as HTMLInputElement;
      // React tracks the value it last saw; the native setter makes the change visible to it.
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
