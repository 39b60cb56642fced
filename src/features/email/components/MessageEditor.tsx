import type { ReactNode } from 'react';
import { EditorContent, useEditor, type ChainedCommands, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { useTranslation } from '@/i18n/useTranslation';
import {
  EditorOnFirstUseBox,
  useBuiltEditor,
  type EditorOnFirstUse,
} from '@/components/EditorStandIn';

/**
 * The message editor's toolbar: the symbol shown, the Tiptap command, and whether it is a
 * mark (bold, italic) whose button says if the selection has it (aria-pressed).
 */
const FORMAT_TOOLS: {
  name: 'bold' | 'italic' | 'bulletList' | 'orderedList';
  symbol: ReactNode;
  toggle: (chain: ChainedCommands) => ChainedCommands;
  mark?: boolean;
}[] = [
  {
    name: 'bold',
    symbol: <strong aria-hidden="true">B</strong>,
    toggle: (chain) => chain.toggleBold(),
    mark: true,
  },
  {
    name: 'italic',
    symbol: <em aria-hidden="true">I</em>,
    toggle: (chain) => chain.toggleItalic(),
    mark: true,
  },
  {
    name: 'bulletList',
    symbol: <span aria-hidden="true">•</span>,
    toggle: (chain) => chain.toggleBulletList(),
  },
  {
    name: 'orderedList',
    symbol: <span aria-hidden="true">1.</span>,
    toggle: (chain) => chain.toggleOrderedList(),
  },
];

/** The message's editor (Tiptap), once built; `onBuilt` hands it to the toolbar and prefill. */
function MessageBody({
  onChange,
  onBuilt,
}: {
  onChange: (html: string) => void;
  onBuilt: (editor: Editor | null) => void;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit],
    content: '',
    // Made after the first render, in a task of its own (~40 ms of schema and view on a
    // desktop, 160 ms at a phone's CPU). Its frame keeps the box's height (email.scss).
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-label': t('email.body'),
        role: 'textbox',
        dir: 'auto',
        'aria-multiline': 'true',
        class: 'form-control email-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  useBuiltEditor(editor, onBuilt);
  return <EditorContent editor={editor} className="email-editor-frame" />;
}

/**
 * The compose form's body: the toolbar and the editor, built on first use (`lazy`, from
 * `useEditorOnFirstUse`); a toolbar button pressed before the build runs once it is built.
 */
export function MessageEditor({
  lazy,
  onChange,
}: {
  lazy: EditorOnFirstUse;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  const { editor, ask: buildEditor } = lazy;
  return (
    <>
      <ButtonGroup size="sm" className="mb-1" aria-label={t('email.toolbar')}>
        {FORMAT_TOOLS.map((tool) => (
          <Button
            key={tool.name}
            variant="outline-secondary"
            title={t(`email.${tool.name}`)}
            aria-pressed={tool.mark ? (editor?.isActive(tool.name) ?? false) : undefined}
            onClick={() => {
              const run = (built: Editor) => tool.toggle(built.chain().focus()).run();
              if (editor) run(editor);
              else buildEditor(run);
            }}
          >
            {tool.symbol}
            <span className="visually-hidden">{t(`email.${tool.name}`)}</span>
          </Button>
        ))}
      </ButtonGroup>
      <EditorOnFirstUseBox
        lazy={lazy}
        body={<MessageBody onChange={onChange} onBuilt={lazy.onBuilt} />}
        label={t('email.body')}
        className="form-control email-editor"
        frameClassName="email-editor-frame"
      />
    </>
  );
}
