/** The hook the prerendered page's inline script leaves (scripts/prerender.mjs). */
declare global {
  interface Window {
    __SHREYU_PRERENDER__?: { release(): void };
  }
}

const FIELDS = 'input:not([type=hidden]), textarea';
const isTick = (field: HTMLInputElement) => field.type === 'checkbox' || field.type === 'radio';

/**
 * What a visitor does to the prerendered form before React has taken it over: text typed,
 * boxes ticked or unticked. The form's library writes its default values into the fields when
 * it mounts, and hydration runs in slices while the visitor may still type, so the fields'
 * state is read now and followed through the visitor's input events until React owns the page.
 * Returns the function that stops following and gives the state back, through the events
 * React listens to.
 */
export function keepVisitorInput(container: HTMLElement): () => void {
  const text = new Map<string, string>();
  const ticks = new Map<string, boolean>();
  const key = (field: HTMLInputElement) => `${field.name}\u0000${field.value}`;
  const record = (field: HTMLInputElement) => {
    if (!field.name) return;
    if (isTick(field)) {
      // Kept only once it differs from the prerendered default: the visitor changed it.
      if (field.checked !== field.defaultChecked || ticks.has(key(field)))
        ticks.set(key(field), field.checked);
    } else if (field.value || text.has(field.name)) text.set(field.name, field.value);
  };
  for (const field of container.querySelectorAll<HTMLInputElement>(FIELDS)) record(field);
  const onInput = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
      record(target as HTMLInputElement);
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);

  return () => {
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('change', onInput, true);
    for (const field of container.querySelectorAll<HTMLInputElement>(FIELDS)) {
      if (!field.name) continue;
      if (isTick(field)) {
        const checked = ticks.get(key(field));
        // A click is the change React and the form library listen to.
        if (checked !== undefined && field.checked !== checked) field.click();
        continue;
      }
      const value = text.get(field.name);
      if (value === undefined || field.value === value) continue;
      const prototype = Object.getPrototypeOf(field) as HTMLInputElement;
      // React tracks the value it last saw; the native setter makes the change visible to it.
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
