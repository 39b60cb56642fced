import { keepVisitorInput } from './prerendered';

/** The prerendered login form's fields, as the build writes them. */
function prerenderedForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="email" type="email">
    <input name="password" type="password">
    <input name="remember" type="checkbox" checked>
    <input name="terms" type="checkbox">`;
  document.body.append(form);
  return form;
}

const field = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** What the visitor's browser does when they type or click. */
const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const toggle = (box: HTMLInputElement) => {
  box.checked = !box.checked;
  box.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('keepVisitorInput (what a visitor does before React owns the form)', () => {
  afterEach(() => document.body.replaceChildren());

  it('gives back text and ticks changed before it started and while hydration ran', () => {
    const form = prerenderedForm();
    field(form, 'email').value = 'ada@example.com'; // typed before any script ran
    const restore = keepVisitorInput(form);
    toggle(field(form, 'remember')); // unticked while React was hydrating
    type(field(form, 'password'), 'secret-1');
    const announced: string[] = [];
    form.addEventListener('input', (e) => announced.push((e.target as HTMLInputElement).name));

    // Mounting the form library writes its defaults into the fields.
    field(form, 'email').value = '';
    field(form, 'password').value = '';
    field(form, 'remember').checked = true;
    restore();

    expect(field(form, 'email').value).toBe('ada@example.com');
    expect(field(form, 'password').value).toBe('secret-1');
    expect(field(form, 'remember').checked).toBe(false);
    expect(field(form, 'terms').checked).toBe(false);
    expect(announced).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('keeps a field the visitor emptied empty, and a box ticked back as it is', () => {
    const form = prerenderedForm();
    field(form, 'email').value = 'ada@example.com';
    const restore = keepVisitorInput(form);
    type(field(form, 'email'), '');
    toggle(field(form, 'remember'));
    toggle(field(form, 'remember')); // and back: the default again
    field(form, 'email').value = 'default@example.com';
    restore();
    expect(field(form, 'email').value).toBe('');
    expect(field(form, 'remember').checked).toBe(true);
  });

  it('leaves fields the visitor did not touch as the library set them', () => {
    const form = prerenderedForm();
    const restore = keepVisitorInput(form);
    field(form, 'terms').checked = true; // a default the app chose
    restore();
    expect(field(form, 'terms').checked).toBe(true);
    expect(field(form, 'remember').checked).toBe(true);
    expect(field(form, 'email').value).toBe('');
  });

  it('stops following input once it has given the state back', () => {
    const form = prerenderedForm();
    const restore = keepVisitorInput(form);
    restore();
    type(field(form, 'email'), 'late@example.com'); // React's business now
    field(form, 'email').value = 'changed by the app';
    restore();
    expect(field(form, 'email').value).toBe('changed by the app');
  });
});
