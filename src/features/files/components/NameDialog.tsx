import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { describeError } from '@/lib/describeError';
import { checkName } from '../api';
import { selectNameError, selectNameStatus } from '../filesSlice';

/** Asks for a name (rename, new folder): the rules checked here first, the API's 422 beside the field. */
export function NameDialog(props: NameDialogProps) {
  // Mounted afresh each time it opens: the field starts from `initial`. The opener
  // dispatches `nameDialogOpened` first, so the last dialog's "done" never closes this one.
  return props.show ? <NameDialogOpen {...props} /> : null;
}

interface NameDialogProps {
  show: boolean;
  title: string;
  initial: string;
  siblings: string[];
  onSubmit: (name: string) => void;
  onClose: () => void;
}

function NameDialogOpen({ show, title, initial, siblings, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const status = useAppSelector(selectNameStatus);
  const serverError = useAppSelector(selectNameError);
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (show && status === 'saved') onClose();
  }, [show, status, onClose]);

  const serverProblem = serverError
    ? (serverError.fields?.name ?? describeError(serverError, t))
    : null;
  const shown = problem ?? serverProblem;

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="name-dialog-title">
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const rule = checkName(name, siblings);
          if (rule) {
            setProblem(t(`files.errors.${rule}`));
            return;
          }
          setProblem(null);
          onSubmit(name.trim());
        }}
      >
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="name-dialog-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="entry-name">
            <Form.Label>{t('files.name')}</Form.Label>
            <Form.Control
              value={name}
              onChange={(e) => setName(e.target.value)}
              isInvalid={Boolean(shown)}
              aria-describedby={shown ? 'entry-name-error' : undefined}
            />
            {shown && (
              <Form.Control.Feedback type="invalid" id="entry-name-error">
                {shown}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="light" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={status === 'saving'}>
            {t('files.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
