import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/i18n/useTranslation';
import { ValidatedControl } from './ValidatedControl';

export interface NameDialogProps {
  show: boolean;
  title: string;
  /** The name field's label ("Name", "Title"...). */
  label: string;
  initial?: string;
  submitLabel: string;
  /** The rules checked before submitting: the message to show, or null when the name is fine. */
  check: (name: string) => string | null;
  /** Called with the trimmed name once `check` passes. */
  onSubmit: (name: string) => void;
  onClose: () => void;
  /** A refusal from elsewhere (the API's 422), shown beside the field until the rules find one. */
  serverError?: string | null;
  busy?: boolean;
  /** More fields, below the name. */
  children?: ReactNode;
}

/**
 * Asks for a name (rename, new folder, a new card's title): the field is labelled, its
 * error is tied to it with aria-describedby, Enter submits, Escape closes, and the focus
 * goes back to the control that opened it.
 */
export function NameDialog(props: NameDialogProps) {
  // Mounted afresh each time it opens: the field starts from `initial`.
  return props.show ? <NameDialogOpen {...props} /> : null;
}

function NameDialogOpen({
  title,
  label,
  initial = '',
  submitLabel,
  check,
  onSubmit,
  onClose,
  serverError = null,
  busy = false,
  children,
}: NameDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? serverError;
  const errorId = `${id}-error`;

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const refused = check(name);
          setProblem(refused);
          if (!refused) onSubmit(name.trim());
        }}
      >
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={`${id}-name`} className={children ? 'mb-3' : undefined}>
            <Form.Label>{label}</Form.Label>
            <ValidatedControl
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={shown}
              errorId={errorId}
            />
          </Form.Group>
          {children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="light" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
