import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useAppDispatch } from '@/app/hooks';
import { LabelledProgress } from '@/components/LabelledProgress';
import { notificationAdded, type NotificationVariant } from '@/features/events';
import { Section } from './Section';

const VARIANTS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;

export function Alerts() {
  const [open, setOpen] = useState<string[]>([...VARIANTS]);
  return (
    <Section id="alerts" title="Alerts">
      {open.length === 0 && (
        <Button size="sm" onClick={() => setOpen([...VARIANTS])}>
          Show the alerts again
        </Button>
      )}
      {VARIANTS.filter((v) => open.includes(v)).map((variant) => (
        <Alert
          key={variant}
          variant={variant}
          dismissible
          closeLabel={`Dismiss the ${variant} alert`}
          onClose={() => setOpen((list) => list.filter((v) => v !== variant))}
        >
          <strong className="text-capitalize">{variant}</strong> — a simple {variant} alert with{' '}
          <Alert.Link href="#ui-alerts">a link</Alert.Link>.
        </Alert>
      ))}
    </Section>
  );
}

export function Toasts() {
  const dispatch = useAppDispatch();
  const show = (variant: NotificationVariant) =>
    dispatch(
      notificationAdded({
        title: 'Shreyu',
        message: `A ${variant} toast from the notification slice.`,
        variant,
        delay: 4000,
      }),
    );
  return (
    <Section id="toasts" title="Toasts">
      <p className="text-body-secondary">
        Each button raises a toast through the notifications feature.
      </p>
      <div className="d-flex flex-wrap gap-2">
        {(['light', 'primary', 'success', 'danger', 'warning', 'info'] as const).map((v) => (
          <Button key={v} variant={v === 'light' ? 'outline-secondary' : v} onClick={() => show(v)}>
            Show {v} toast
          </Button>
        ))}
      </div>
    </Section>
  );
}

export function Progress() {
  const [value, setValue] = useState(40);
  return (
    <Section id="progress" title="Progress">
      <div className="mb-2">
        <LabelledProgress now={value} label="Upload" showValue />
      </div>
      <div className="mb-2">
        <LabelledProgress now={60} label="Storage used" variant="success" />
      </div>
      <div className="mb-3">
        <LabelledProgress now={75} label="Sync" variant="info" striped />
      </div>
      <div className="d-flex gap-2">
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => setValue((v) => Math.max(0, v - 10))}
        >
          −10%
        </Button>
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => setValue((v) => Math.min(100, v + 10))}
        >
          +10%
        </Button>
      </div>
    </Section>
  );
}

export function Spinners() {
  return (
    <Section id="spinners" title="Spinners">
      <div className="d-flex flex-wrap gap-3 align-items-center">
        {VARIANTS.map((v) => (
          <Spinner key={v} animation="border" variant={v} role="status">
            <span className="visually-hidden">Loading…</span>
          </Spinner>
        ))}
        <Spinner animation="grow" variant="primary" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
        <Button disabled>
          <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />
          Loading…
        </Button>
      </div>
    </Section>
  );
}
