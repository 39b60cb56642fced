import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { useMaskito } from '@maskito/react';
import type { MaskitoOptions } from '@maskito/core';
import { TitledCard } from '@/components/TitledCard';

const digit = /\d/;
const MASKS: Record<'phone' | 'date' | 'time' | 'currency' | 'iban', MaskitoOptions> = {
  phone: {
    mask: [
      '+',
      '3',
      '9',
      ' ',
      digit,
      digit,
      digit,
      ' ',
      digit,
      digit,
      digit,
      ' ',
      digit,
      digit,
      digit,
      digit,
    ],
  },
  date: { mask: [digit, digit, '/', digit, digit, '/', digit, digit, digit, digit] },
  time: { mask: [/[0-2]/, digit, ':', /[0-5]/, digit] },
  currency: { mask: /^\d{0,9}([.,]\d{0,2})?$/ },
  iban: {
    mask: /^([A-Z]{0,2}|[A-Z]{2}\d{1,2}|[A-Z]{2}\d{2}[A-Z0-9]{1,30})$/,
    preprocessors: [
      ({ elementState, data }) => ({ elementState, data: data.toUpperCase().replace(/\s/g, '') }),
    ],
  },
};
const RAW: Record<keyof typeof MASKS, (value: string) => string> = {
  phone: (v) => v.replace(/\D/g, ''),
  date: (v) => v.replace(/\D/g, ''),
  time: (v) => v.replace(/\D/g, ''),
  currency: (v) => (v ? String(Number(v.replace(',', '.'))) : ''),
  iban: (v) => v,
};

function MaskedInput({
  kind,
  label,
  placeholder,
}: {
  kind: keyof typeof MASKS;
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const ref = useMaskito({ options: MASKS[kind] });
  const [value, setValue] = useState('');
  const id = `mask-${kind}`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={ref}
        placeholder={placeholder}
        value={value}
        inputMode={kind === 'iban' ? 'text' : 'numeric'}
        aria-describedby={`${id}-raw`}
        onInput={(event) => setValue(event.currentTarget.value)}
        onChange={(event) => setValue(event.target.value)}
      />
      <Form.Text id={`${id}-raw`}>
        {t('formsPages.advanced.raw')}: <code dir="ltr">{RAW[kind](value) || '—'}</code>
      </Form.Text>
    </Form.Group>
  );
}

const MASKED_FIELDS: { kind: keyof typeof MASKS; label: string; placeholder: string }[] = [
  { kind: 'phone', label: 'formsPages.advanced.phone', placeholder: '+39 ___ ___ ____' },
  { kind: 'date', label: 'formsPages.advanced.maskDate', placeholder: 'dd/mm/yyyy' },
  { kind: 'time', label: 'formsPages.advanced.maskTime', placeholder: 'hh:mm' },
  { kind: 'currency', label: 'formsPages.advanced.currency', placeholder: '0,00' },
  { kind: 'iban', label: 'formsPages.advanced.iban', placeholder: 'IT60X0542811101000000123456' },
];

/** Inputs masked as they are typed (phone, date, time, currency, IBAN), each with its raw value. */
export function MasksSection() {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('formsPages.advanced.masks')}>
      <Row>
        {MASKED_FIELDS.map(({ kind, label, placeholder }) => (
          <Col md={kind === 'iban' ? 12 : 6} key={kind}>
            <MaskedInput kind={kind} label={t(label)} placeholder={placeholder} />
          </Col>
        ))}
      </Row>
    </TitledCard>
  );
}
