import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from '@/i18n/useTranslation';
import { TitledCard } from '@/components/TitledCard';

const MIN = 0;
const MAX = 10;
const LIMIT = 140;

/** A colour picker, a bounded stepper and a text area with a live character count. */
export function OthersSection() {
  const { t } = useTranslation();
  const [colour, setColour] = useState('#4a81d4');
  const [count, setCount] = useState(1);
  const [text, setText] = useState('');
  return (
    <TitledCard title={t('formsPages.advanced.others')}>
      <Form.Group className="mb-3" controlId="colour">
        <Form.Label>{t('formsPages.advanced.colour')}</Form.Label>
        <div className="d-flex align-items-center gap-2">
          <Form.Control type="color" value={colour} onChange={(e) => setColour(e.target.value)} />
          <code dir="ltr">{colour}</code>
        </div>
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Label htmlFor="stepper">
          {t('formsPages.advanced.stepper', { min: MIN, max: MAX })}
        </Form.Label>
        <InputGroup style={{ maxWidth: 200 }}>
          <Button
            variant="outline-secondary"
            aria-label={t('formsPages.advanced.decrease')}
            disabled={count <= MIN}
            onClick={() => setCount(Math.max(MIN, count - 1))}
          >
            −
          </Button>
          <Form.Control
            id="stepper"
            type="number"
            className="text-center"
            min={MIN}
            max={MAX}
            value={count}
            onChange={(e) => {
              const value = Number(e.target.value);
              if (Number.isFinite(value)) setCount(Math.min(MAX, Math.max(MIN, Math.round(value))));
            }}
          />
          <Button
            variant="outline-secondary"
            aria-label={t('formsPages.advanced.increase')}
            disabled={count >= MAX}
            onClick={() => setCount(Math.min(MAX, count + 1))}
          >
            +
          </Button>
        </InputGroup>
      </Form.Group>
      <Form.Group controlId="limited">
        <Form.Label>{t('formsPages.advanced.limited')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={LIMIT}
          value={text}
          aria-describedby="limited-count"
          onChange={(e) => setText(e.target.value)}
        />
        <Form.Text
          id="limited-count"
          aria-live="polite"
          className={text.length >= LIMIT ? 'text-danger' : undefined}
        >
          {t('formsPages.advanced.counter', { count: text.length, max: LIMIT })}
        </Form.Text>
      </Form.Group>
    </TitledCard>
  );
}
