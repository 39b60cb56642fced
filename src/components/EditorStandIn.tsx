import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Editor } from '@tiptap/react';

/**
 * A rich text editor built on first use. Building a Tiptap editor (its schema, plugins and
 * view) is one of a page's longest tasks on a phone (150 to 170 ms at CPU x4), for a box
 * that many visits never type in. Until the person comes to it, the box is a stand-in: a
 * plain editable element of the same look with the same content, so a tap opens a phone's
 * keyboard and typing starts at once. Its focus (or a toolbar button) starts the build; once
 * the editor is there it takes over in one step, before anything else can happen: what was
 * typed or pasted in the stand-in, then its caret or selection, then the toolbar's command.
 */

/** A command asked of the editor before it was built (a toolbar button). */
export type FirstCommand = (editor: Editor) => void;

/** A place in the text: characters before it, and whether it is at a text's very start. */
interface TextPlace {
  offset: number;
  atStart: boolean;
}

/** Where the selection's ends are in `node`'s text (null: the selection is elsewhere). */
function selectionIn(node: HTMLElement): { anchor: TextPlace; head: TextPlace } | null {
  const selection = window.getSelection();
  if (!selection?.anchorNode || !selection.focusNode) return null;
  if (!node.contains(selection.anchorNode) || !node.contains(selection.focusNode)) return null;
  const placeOf = (container: Node, offset: number): TextPlace => {
    const before = document.createRange();
    before.setStart(node, 0);
    before.setEnd(container, offset);
    return { offset: before.toString().length, atStart: offset === 0 };
  };
  return {
    anchor: placeOf(selection.anchorNode, selection.anchorOffset),
    head: placeOf(selection.focusNode, selection.focusOffset),
  };
}

/**
 * The editor's position with `place.offset` characters of text before it. Between two
 * blocks, the end of the first, unless the place was at the start of a text (the second's).
 */
function positionOf(editor: Editor, place: TextPlace): number {
  let seen = 0;
  let found: number | null = null;
  editor.state.doc.descendants((child, pos) => {
    if (found !== null) return false;
    if (!child.isText) return true;
    const length = child.text?.length ?? 0;
    const inside = place.atStart ? place.offset < seen + length : place.offset <= seen + length;
    if (inside) found = pos + (place.offset - seen);
    seen += length;
    return false;
  });
  return found ?? editor.state.doc.content.size;
}

export interface EditorOnFirstUse {
  /** Whether the editor is asked for (render the body that builds it, hidden until `shown`). */
  building: boolean;
  /** The editor has taken over from the stand-in. */
  shown: boolean;
  /** The editor, once it has taken over (null before). */
  editor: Editor | null;
  /** The body calls it with its editor once built, in a layout effect (see `useBuiltEditor`). */
  onBuilt: (editor: Editor | null) => void;
  /** Build the editor, then run `command` on it (a toolbar button before the build). */
  ask: (command?: FirstCommand) => void;
  /** The stand-in's element (`EditorStandIn`'s `nodeRef`). */
  standInRef: (node: HTMLDivElement | null) => void;
  /** The stand-in's focus (`EditorStandIn`'s `onFocus`): the build starts. */
  onStandInFocus: () => void;
}

/**
 * The state of an editor built on first use. A stand-in whose content changed after its
 * first focus was typed or pasted in: that content goes into the editor, as an update
 * (autosave and "unsaved changes" see it), through `sanitize` first when given (the same
 * sanitiser as the editor's pasted HTML: a paste into the stand-in takes the same path). Pass
 * a function defined once (module level): a new one each render would hand the editor over
 * again.
 */
export function useEditorOnFirstUse({
  sanitize,
}: { sanitize?: (html: string) => string } = {}): EditorOnFirstUse {
  const [building, setBuilding] = useState(false);
  const [built, setBuilt] = useState<Editor | null>(null);
  const commands = useRef<FirstCommand[]>([]);
  const standInNode = useRef<HTMLDivElement | null>(null);
  const carried = useRef<{ anchor: TextPlace; head: TextPlace } | null>(null);
  const hadFocus = useRef(false);
  /** The stand-in's content when it was first focused (null: never focused, never typed in). */
  const untouched = useRef<string | null>(null);

  /** The build asked for by the stand-in's focus, not started yet. */
  const focusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(focusTimer.current), []);

  const ask = useCallback((command?: FirstCommand) => {
    if (command) commands.current.push(command);
    setBuilding(true);
  }, []);
  const standInRef = useCallback((node: HTMLDivElement | null) => {
    if (node) standInNode.current = node;
  }, []);
  const onStandInFocus = useCallback(() => {
    untouched.current ??= standInNode.current?.innerHTML ?? null;
    // In a task of its own: a click focuses before it puts the caret, and the build (quick on
    // a desktop) would otherwise be over before there is a caret to carry over.
    clearTimeout(focusTimer.current);
    focusTimer.current = setTimeout(() => ask(), 0);
  }, [ask]);

  // Built, the stand-in still on the page: its content and selection carry over, then the
  // stand-in gives way. Called in the body's layout effect, so the re-render that swaps them
  // happens in the same task, before any input can reach the stand-in.
  const onBuilt = useCallback(
    (editor: Editor | null) => {
      if (!editor) return;
      // What the editor's plugins add to its first content (Tiptap's trailing paragraph after a
      // list, say) is not an edit: added now, without an update, nothing is saved for a click.
      editor.view.dispatch(editor.state.tr.setMeta('preventUpdate', true));
      const node = standInNode.current;
      if (node) {
        hadFocus.current = node.contains(document.activeElement);
        carried.current = selectionIn(node);
        // Sanitised, then parsed by the editor's schema (an inert document: nothing runs).
        if (untouched.current !== null && node.innerHTML !== untouched.current) {
          editor.commands.setContent(sanitize ? sanitize(node.innerHTML) : node.innerHTML);
        }
      }
      setBuilt(editor);
    },
    [sanitize],
  );

  // The editor on the page: the caret or selection where it was, then the commands asked.
  useLayoutEffect(() => {
    if (!built) return;
    const at = carried.current;
    carried.current = null;
    if (at)
      built.commands.setTextSelection({
        from: positionOf(built, at.anchor),
        to: positionOf(built, at.head),
      });
    if (!at && hadFocus.current) built.commands.setTextSelection(built.state.doc.content.size);
    // At once (Tiptap's focus command waits a frame): the next key goes to the editor.
    if (hadFocus.current) built.view.focus();
    hadFocus.current = false;
    for (const command of commands.current.splice(0)) command(built);
  }, [built]);

  return {
    building,
    shown: built !== null,
    editor: built,
    onBuilt,
    ask,
    standInRef,
    onStandInFocus,
  };
}

/** In the body that builds the editor: hands it over once built (see `onBuilt`). */
export function useBuiltEditor(editor: Editor | null, onBuilt: (editor: Editor | null) => void) {
  useLayoutEffect(() => {
    onBuilt(editor);
  }, [editor, onBuilt]);
}

/**
 * The stand-in: an editable box with the editor's classes and accessible name, holding
 * `sanitizedHtml` (the caller sanitises: this renders it as HTML). `editable` false: content
 * still on its way (it would replace what was typed).
 */
export function EditorStandIn({
  nodeRef,
  onFocus,
  label,
  className,
  frameClassName,
  sanitizedHtml = '',
  editable = true,
}: {
  nodeRef: (node: HTMLDivElement | null) => void;
  onFocus: () => void;
  label: string;
  className: string;
  frameClassName: string;
  sanitizedHtml?: string;
  editable?: boolean;
}) {
  return (
    <div className={frameClassName}>
      <div
        ref={nodeRef}
        className={className}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        // As the editors' own (their `dir: 'auto'`): the text's direction, not the layout's.
        dir="auto"
        contentEditable={editable}
        tabIndex={editable ? undefined : 0}
        onFocus={onFocus}
        // eslint-disable-next-line react/no-danger -- sanitised by the caller (see above)
        dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
      />
    </div>
  );
}

/**
 * The box: the stand-in until the editor has taken over, and the body that builds the
 * editor (`body`, calling `useBuiltEditor`) once asked for, hidden until then. `canBuild`
 * false: the editor's first content is not there yet.
 */
export function EditorOnFirstUseBox({
  lazy,
  body,
  canBuild = true,
  ...standIn
}: {
  lazy: EditorOnFirstUse;
  body: ReactNode;
  canBuild?: boolean;
} & Omit<Parameters<typeof EditorStandIn>[0], 'nodeRef' | 'onFocus'>) {
  return (
    <>
      {lazy.building && canBuild && <div hidden={!lazy.shown}>{body}</div>}
      {!lazy.shown && (
        <EditorStandIn nodeRef={lazy.standInRef} onFocus={lazy.onStandInFocus} {...standIn} />
      )}
    </>
  );
}
