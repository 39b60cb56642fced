import { act, render, screen, waitFor } from '@testing-library/react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorOnFirstUseBox, useBuiltEditor, useEditorOnFirstUse } from './EditorStandIn';

// Ending with a list: Tiptap's trailing paragraph after it must not count as an edit.
const FIRST = '<p>Hello</p><ul><li><p>one</p></li></ul>';

function Body({
  onBuilt,
  onUpdate,
}: {
  onBuilt: (editor: Editor | null) => void;
  onUpdate: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: FIRST,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': 'Message', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onUpdate(current.getHTML()),
  });
  useBuiltEditor(editor, onBuilt);
  return <EditorContent editor={editor} />;
}

function Box({
  sanitize,
  onUpdate,
}: {
  sanitize?: (html: string) => string;
  onUpdate: (html: string) => void;
}) {
  const lazy = useEditorOnFirstUse({ sanitize });
  return (
    <>
      <p>{lazy.shown ? 'editor' : 'stand-in'}</p>
      <EditorOnFirstUseBox
        lazy={lazy}
        body={<Body onBuilt={lazy.onBuilt} onUpdate={onUpdate} />}
        label="Message"
        className="form-control"
        frameClassName="frame"
        sanitizedHtml={FIRST}
      />
    </>
  );
}

/** Focus the stand-in and, before the build (a task later), put `html` in it as typing would. */
function typeInStandIn(html: string) {
  const standIn = screen.getByRole('textbox', { name: 'Message' });
  act(() => standIn.focus());
  standIn.innerHTML = html;
}

const editorHtml = () =>
  screen.getByRole('textbox', { name: 'Message' }).querySelector('p')?.outerHTML;

describe('an editor built on first use', () => {
  it('takes what was typed in the stand-in, as an edit', async () => {
    const onUpdate = jest.fn();
    render(<Box onUpdate={onUpdate} />);
    typeInStandIn('<p>Hello <strong>there</strong></p><ul><li><p>one</p></li></ul>');
    await waitFor(() => expect(screen.getByText('editor')).toBeInTheDocument());
    expect(editorHtml()).toBe('<p>Hello <strong>there</strong></p>');
    expect(onUpdate).toHaveBeenLastCalledWith(
      expect.stringMatching(/^<p>Hello <strong>there<\/strong><\/p><ul>/),
    );
  });

  it("passes what was typed or pasted in the stand-in through the caller's sanitiser", async () => {
    const onUpdate = jest.fn();
    const sanitize = (html: string) => html.replace(/<\/?strong>/g, '');
    render(<Box sanitize={sanitize} onUpdate={onUpdate} />);
    typeInStandIn('<p>Hello <strong>there</strong></p><ul><li><p>one</p></li></ul>');
    await waitFor(() => expect(screen.getByText('editor')).toBeInTheDocument());
    expect(editorHtml()).toBe('<p>Hello there</p>');
    expect(onUpdate).toHaveBeenLastCalledWith(expect.stringMatching(/^<p>Hello there<\/p><ul>/));
  });

  it('a focus alone changes nothing: no edit', async () => {
    const onUpdate = jest.fn();
    render(<Box onUpdate={onUpdate} />);
    act(() => screen.getByRole('textbox', { name: 'Message' }).focus());
    await waitFor(() => expect(screen.getByText('editor')).toBeInTheDocument());
    expect(editorHtml()).toBe('<p>Hello</p>');
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('leaves no build waiting once the box is gone', () => {
    jest.useFakeTimers();
    try {
      const { unmount } = render(<Box onUpdate={jest.fn()} />);
      act(() => screen.getByRole('textbox', { name: 'Message' }).focus());
      expect(jest.getTimerCount()).toBe(1);
      unmount();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
