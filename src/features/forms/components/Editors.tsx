import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector, useRead } from '@/app/hooks';
import { describeError } from '@/lib/describeError';
import { TitledCard } from '@/components/TitledCard';
import {
  EditorOnFirstUseBox,
  useBuiltEditor,
  useEditorOnFirstUse,
} from '@/components/EditorStandIn';
import type { EditorId } from '@/contract/forms';
import { isPending } from '@/lib/requestState';
import { draftChanged, selectDraft } from '../formsSlice';
import { readDraft } from '../requests';
import { SafeHtml } from './SafeHtml';

const RICH_SAMPLE =
  '<h3>Hello!</h3><p>This is a <strong>rich text</strong> editor. Try <em>bold</em>, lists and quotes.</p><ul><li>Autosaved</li><li>Restored after a reload</li></ul>';
const MARKDOWN_SAMPLE =
  '# Markdown\n\nWrite **markdown** here: the preview is *sanitised*.\n\n- autosaved\n- restored after a reload\n';

function SaveStatus({ editor }: { editor: EditorId }) {
  const { t, i18n } = useTranslation();
  const draft = useAppSelector((state) => selectDraft(state, editor));
  const { save, request } = draft;
  // A save's failure, else the read's until the first save.
  const error = save.status === 'failed' ? save.error : save.status === 'idle' && request.error;
  let text = '';
  if (save.status === 'saving') text = t('forms.editors.saving');
  else if (error) text = `${t('forms.editors.saveFailed')} ${describeError(error, t)}`;
  else if (draft.savedAt)
    text = t('forms.editors.savedAt', {
      time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(
        new Date(draft.savedAt),
      ),
    });
  return (
    <span role="status" className={`small ${error ? 'text-danger' : 'text-body-secondary'}`}>
      {text}
    </span>
  );
}

/** Loads the saved draft once; `initial` is the saved content, or the sample when there is none. */
function useDraft(editor: EditorId, sample: string) {
  const draft = useAppSelector((state) => selectDraft(state, editor));
  useRead(readDraft, editor);
  const ready = !isPending(draft.request);
  return { ready, initial: draft.content ?? sample };
}

type Tool = 'bold' | 'italic' | 'heading' | 'bullet' | 'quote';
type ToolState = Partial<Record<Tool, boolean>>;

/** HTML from a draft or a paste, before the editor or its stand-in takes it. */
const sanitize = (html: string) => DOMPurify.sanitize(html);

/** What each toolbar button does to the editor. */
const TOOL_COMMANDS: Record<Tool, (editor: Editor) => void> = {
  bold: (editor) => editor.chain().focus().toggleBold().run(),
  italic: (editor) => editor.chain().focus().toggleItalic().run(),
  heading: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  bullet: (editor) => editor.chain().focus().toggleBulletList().run(),
  quote: (editor) => editor.chain().focus().toggleBlockquote().run(),
};
const TOOL_LABELS: Record<Tool, string> = {
  bold: 'forms.editors.bold',
  italic: 'forms.editors.italic',
  heading: 'forms.editors.heading',
  bullet: 'forms.editors.bulletList',
  quote: 'forms.editors.quote',
};

function Toolbar({ pressed, onTool }: { pressed: ToolState; onTool: (tool: Tool) => void }) {
  const { t } = useTranslation();
  return (
    <ButtonGroup className="rich-toolbar mb-2 flex-wrap" aria-label={t('forms.editors.toolbar')}>
      {(Object.keys(TOOL_COMMANDS) as Tool[]).map((tool) => (
        <Button
          key={tool}
          size="sm"
          variant={pressed[tool] ? 'secondary' : 'outline-secondary'}
          aria-pressed={Boolean(pressed[tool])}
          onClick={() => onTool(tool)}
        >
          {t(TOOL_LABELS[tool])}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/**
 * The rich text editor (Tiptap), built on first use (src/components/EditorStandIn.tsx):
 * building it and loading the draft into it were the page's two longest tasks on a phone.
 * Until then the draft shows, editable, in a stand-in of the same look.
 */
function RichTextEditor() {
  const { t } = useTranslation();
  const { ready, initial } = useDraft('rich', RICH_SAMPLE);
  const lazy = useEditorOnFirstUse({ sanitize });
  const { editor } = lazy;
  // The draft as the stand-in shows it and the editor starts with: sanitised once, not on
  // every render (the draft follows each edit once the editor has taken over).
  const firstContent = useMemo(
    () => (ready && !lazy.shown ? sanitize(initial) : ''),
    [ready, initial, lazy.shown],
  );
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }): ToolState => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      quote: current?.isActive('blockquote') ?? false,
    }),
  });
  return (
    <>
      <Toolbar
        pressed={pressed ?? {}}
        onTool={(tool) => (editor ? TOOL_COMMANDS[tool](editor) : lazy.ask(TOOL_COMMANDS[tool]))}
      />
      <EditorOnFirstUseBox
        lazy={lazy}
        canBuild={ready}
        body={<RichTextBody content={firstContent} onBuilt={lazy.onBuilt} />}
        label={t('forms.editors.richLabel')}
        className="form-control rich-editor"
        frameClassName="rich-editor-frame"
        sanitizedHtml={firstContent}
        editable={ready}
      />
      <div className="mt-2">
        <SaveStatus editor="rich" />
      </div>
    </>
  );
}

/** Builds the editor; `content` is its first content, sanitised (read once, at the build). */
function RichTextBody({
  content,
  onBuilt,
}: {
  content: string;
  onBuilt: (editor: Editor | null) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const editor = useEditor({
    extensions: [StarterKit],
    // The draft is the first content: no update, so nothing is saved until the person edits.
    content,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: 'form-control rich-editor',
        'aria-label': t('forms.editors.richLabel'),
        role: 'textbox',
        dir: 'auto',
        'aria-multiline': 'true',
      },
      // Pasted HTML is sanitised before Tiptap's schema sees it.
      transformPastedHTML: sanitize,
    },
    onUpdate: ({ editor: current }) => {
      dispatch(draftChanged({ editor: 'rich', content: current.getHTML() }));
    },
  });
  useBuiltEditor(editor, onBuilt);
  return <EditorContent editor={editor} className="rich-editor-frame" />;
}

function MarkdownEditor() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { ready, initial } = useDraft('markdown', MARKDOWN_SAMPLE);
  const [text, setText] = useState<string | null>(null);
  const value = text ?? (ready ? initial : '');
  const html = useMemo(() => marked.parse(value, { async: false }), [value]);
  return (
    <Row>
      <Col lg={6}>
        <Form.Group controlId="markdown-source">
          <Form.Label>{t('forms.editors.markdownLabel')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={12}
            className="font-monospace"
            // The text's own direction (its first letter), not the layout's: English in an RTL
            // layout keeps its punctuation where it was typed.
            dir="auto"
            value={value}
            disabled={!ready}
            onChange={(event) => {
              setText(event.target.value);
              dispatch(draftChanged({ editor: 'markdown', content: event.target.value }));
            }}
          />
        </Form.Group>
        <SaveStatus editor="markdown" />
      </Col>
      <Col lg={6}>
        <p className="form-label mb-2" id="markdown-preview-label">
          {t('forms.editors.preview')}
        </p>
        <SafeHtml
          html={html}
          className="border rounded p-3 markdown-preview"
          label={t('forms.editors.preview')}
        />
      </Col>
    </Row>
  );
}

export function EditorsDemo() {
  const { t } = useTranslation();
  return (
    <>
      <TitledCard title={t('forms.editors.richTitle')}>
        <RichTextEditor />
      </TitledCard>
      <TitledCard title={t('forms.editors.markdownTitle')}>
        <MarkdownEditor />
      </TitledCard>
    </>
  );
}
