'use client';

import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  dir: 'ltr' | 'rtl';
  error?: string;
};

/**
 * A rich-text description (bold, italic, underline, headings, lists, links). Loaded only on the product form
 * (next/dynamic, no SSR), so the editor's script never reaches other pages. The server sanitises the HTML.
 */
export function RichTextField({ id, label, value, onChange, dir, error }: Props) {
  const t = useTranslations('adminCatalog.editor');
  const editor = useEditor({
    // Mantine's Link adds the Mod-K link editor; the starter kit's own link would register the mark twice.
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] } }), Link],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        dir,
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
  });

  return (
    <Input.Wrapper label={label} error={error} labelElement="div">
      <RichTextEditor
        editor={editor}
        dir={dir}
        mt={4}
        labels={{
          boldControlLabel: t('bold'),
          italicControlLabel: t('italic'),
          underlineControlLabel: t('underline'),
          h2ControlLabel: t('h2'),
          h3ControlLabel: t('h3'),
          bulletListControlLabel: t('bulletList'),
          orderedListControlLabel: t('orderedList'),
          linkControlLabel: t('link'),
          unlinkControlLabel: t('unlink'),
          linkEditorInputLabel: t('linkUrl'),
          linkEditorInputPlaceholder: 'https://example.com/',
          linkEditorExternalLink: t('linkExternal'),
          linkEditorInternalLink: t('linkInternal'),
          linkEditorSave: t('linkSave'),
        }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
