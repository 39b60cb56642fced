import { useState, type ComponentProps, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Token, Typeahead, TypeaheadInputMulti } from 'react-bootstrap-typeahead';
import 'react-bootstrap-typeahead/css/Typeahead.bs5.css';
import DatePicker, { registerLocale } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { enUS } from 'date-fns/locale/en-US';
import { it } from 'date-fns/locale/it';
import { useMaskito } from '@maskito/react';
import type { MaskitoOptions } from '@maskito/core';
import './advancedForms.scss';

registerLocale('en', enUS);
registerLocale('it', it);

/**
 * The library's own multi-select input, minus `aria-multiselectable` on the text field: ARIA
 * does not allow it on a combobox (axe: aria-allowed-attr, serious). The menu's listbox and
 * the tokens still tell that several can be chosen.
 */
const renderMultiInput: NonNullable<ComponentProps<typeof Typeahead>['renderInput']> = (
  { 'aria-multiselectable': _notOnCombobox, ...inputProps },
  { labelKey, onRemove, selected },
) => {
  return (
    <TypeaheadInputMulti
      {...inputProps}
      placeholder={selected.length > 0 ? '' : inputProps.placeholder}
      selected={selected}
    >
      {selected.map((option, index) => (
        <Token key={index} option={option} onRemove={onRemove}>
          {typeof option === 'string'
            ? option
            : typeof labelKey === 'function'
              ? labelKey(option)
              : String(option[labelKey])}
        </Token>
      ))}
    </TypeaheadInputMulti>
  );
};

interface City {
  name: string;
  region: string;
}
const CITIES: City[] = [
  { name: 'Milan', region: 'Europe' },
  { name: 'Rome', region: 'Europe' },
  { name: 'Paris', region: 'Europe' },
  { name: 'Berlin', region: 'Europe' },
  { name: 'New York', region: 'Americas' },
  { name: 'Toronto', region: 'Americas' },
  { name: 'São Paulo', region: 'Americas' },
  { name: 'Tokyo', region: 'Asia' },
  { name: 'Seoul', region: 'Asia' },
  { name: 'Mumbai', region: 'Asia' },
];
const STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'California',
  'Colorado',
  'Florida',
  'Georgia',
  'Hawaii',
  'New York',
  'Texas',
  'Washington',
];

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {title}
        </Card.Title>
        {children}
      </Card.Body>
    </Card>
  );
}

const MIN = 0;
const MAX = 10;
const LIMIT = 140;

export function AdvancedFormsDemo() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('it') ? 'it' : 'en';
  const [city, setCity] = useState<City[]>([]);
  const [cities, setCities] = useState<City[]>([]);
  const [state, setState] = useState<string[]>([]);
  const [states, setStates] = useState<string[]>([]);
  const [date, setDate] = useState<Date | null>(new Date());
  const [dateTime, setDateTime] = useState<Date | null>(new Date());
  const [time, setTime] = useState<Date | null>(new Date());
  const [twoMonths, setTwoMonths] = useState<Date | null>(new Date());
  const [range, setRange] = useState<[Date | null, Date | null]>([new Date(), null]);
  const [colour, setColour] = useState('#4a81d4');
  const [count, setCount] = useState(1);
  const [text, setText] = useState('');
  const group = (option: City) => option.region;
  const common = { locale, className: 'form-control' };

  return (
    <Row>
      <Col xl={6}>
        <Section title={t('formsPages.advanced.selects')}>
          <Form.Group className="mb-3">
            <Form.Label htmlFor="city-single">{t('formsPages.advanced.single')}</Form.Label>
            <Typeahead
              id="city-single"
              inputProps={{ id: 'city-single' }}
              labelKey="name"
              options={CITIES}
              selected={city}
              onChange={(selected) => setCity(selected as City[])}
              placeholder={t('formsPages.advanced.chooseCity')}
              renderMenuItemChildren={(option) => (
                <span>
                  {(option as City).name}{' '}
                  <small className="text-body-secondary">· {group(option as City)}</small>
                </span>
              )}
            />
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label htmlFor="city-multi">{t('formsPages.advanced.multiple')}</Form.Label>
            <Typeahead
              id="city-multi"
              inputProps={{ id: 'city-multi' }}
              renderInput={renderMultiInput}
              multiple
              labelKey="name"
              options={[...CITIES].sort((a, b) => a.region.localeCompare(b.region))}
              selected={cities}
              onChange={(selected) => setCities(selected as City[])}
              placeholder={t('formsPages.advanced.chooseCities')}
              renderMenuItemChildren={(option) => (
                <span>
                  {(option as City).name}{' '}
                  <small className="text-body-secondary">· {group(option as City)}</small>
                </span>
              )}
            />
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label htmlFor="state-single">{t('formsPages.advanced.typeahead')}</Form.Label>
            <Typeahead
              id="state-single"
              inputProps={{ id: 'state-single' }}
              options={STATES}
              selected={state}
              onChange={(s) => setState(s as string[])}
              placeholder={t('formsPages.advanced.chooseState')}
            />
          </Form.Group>
          <Form.Group>
            <Form.Label htmlFor="state-multi">
              {t('formsPages.advanced.typeaheadMultiple')}
            </Form.Label>
            <Typeahead
              id="state-multi"
              inputProps={{ id: 'state-multi' }}
              renderInput={renderMultiInput}
              multiple
              options={STATES}
              selected={states}
              onChange={(s) => setStates(s as string[])}
              placeholder={t('formsPages.advanced.chooseStates')}
            />
          </Form.Group>
        </Section>
        <Section title={t('formsPages.advanced.masks')}>
          <Row>
            <Col md={6}>
              <MaskedInput
                kind="phone"
                label={t('formsPages.advanced.phone')}
                placeholder="+39 ___ ___ ____"
              />
            </Col>
            <Col md={6}>
              <MaskedInput
                kind="date"
                label={t('formsPages.advanced.maskDate')}
                placeholder="dd/mm/yyyy"
              />
            </Col>
            <Col md={6}>
              <MaskedInput
                kind="time"
                label={t('formsPages.advanced.maskTime')}
                placeholder="hh:mm"
              />
            </Col>
            <Col md={6}>
              <MaskedInput
                kind="currency"
                label={t('formsPages.advanced.currency')}
                placeholder="0,00"
              />
            </Col>
            <Col md={12}>
              <MaskedInput
                kind="iban"
                label={t('formsPages.advanced.iban')}
                placeholder="IT60X0542811101000000123456"
              />
            </Col>
          </Row>
        </Section>
      </Col>
      <Col xl={6}>
        <Section title={t('formsPages.advanced.pickers')}>
          <Row>
            <Col md={6} className="mb-3">
              <Form.Label htmlFor="pick-date">{t('formsPages.advanced.date')}</Form.Label>
              <DatePicker
                id="pick-date"
                selected={date}
                onChange={(d: Date | null) => setDate(d)}
                dateFormat="P"
                {...common}
              />
            </Col>
            <Col md={6} className="mb-3">
              <Form.Label htmlFor="pick-datetime">{t('formsPages.advanced.dateTime')}</Form.Label>
              <DatePicker
                id="pick-datetime"
                selected={dateTime}
                onChange={(d: Date | null) => setDateTime(d)}
                showTimeSelect
                timeIntervals={15}
                dateFormat="Pp"
                timeCaption={t('formsPages.advanced.time')}
                {...common}
              />
            </Col>
            <Col md={6} className="mb-3">
              <Form.Label htmlFor="pick-time">{t('formsPages.advanced.time')}</Form.Label>
              <DatePicker
                id="pick-time"
                selected={time}
                onChange={(d: Date | null) => setTime(d)}
                showTimeSelect
                showTimeSelectOnly
                timeIntervals={15}
                dateFormat="p"
                timeCaption={t('formsPages.advanced.time')}
                {...common}
              />
            </Col>
            <Col md={6} className="mb-3">
              <Form.Label htmlFor="pick-two">{t('formsPages.advanced.twoMonths')}</Form.Label>
              <DatePicker
                id="pick-two"
                selected={twoMonths}
                onChange={(d: Date | null) => setTwoMonths(d)}
                monthsShown={2}
                dateFormat="PP"
                {...common}
              />
            </Col>
            <Col md={12}>
              <Form.Label htmlFor="pick-range">{t('formsPages.advanced.range')}</Form.Label>
              <DatePicker
                id="pick-range"
                selectsRange
                startDate={range[0]}
                endDate={range[1]}
                onChange={(dates: [Date | null, Date | null]) => setRange(dates)}
                dateFormat="P"
                {...common}
              />
            </Col>
          </Row>
        </Section>
        <Section title={t('formsPages.advanced.others')}>
          <Form.Group className="mb-3" controlId="colour">
            <Form.Label>{t('formsPages.advanced.colour')}</Form.Label>
            <div className="d-flex align-items-center gap-2">
              <Form.Control
                type="color"
                value={colour}
                onChange={(e) => setColour(e.target.value)}
              />
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
                  if (Number.isFinite(value))
                    setCount(Math.min(MAX, Math.max(MIN, Math.round(value))));
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
        </Section>
      </Col>
    </Row>
  );
}
