import { useState, type ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Token, Typeahead, TypeaheadInputMulti } from 'react-bootstrap-typeahead';
import 'react-bootstrap-typeahead/css/Typeahead.bs5.css';
import { TitledCard } from '@/components/TitledCard';

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

/** A city in the menu, with its region. */
const renderCity = (option: unknown) => (
  <span>
    {(option as City).name}{' '}
    <small className="text-body-secondary">· {(option as City).region}</small>
  </span>
);

/** Single and multiple selects over grouped cities, and typeaheads over states. */
export function SelectsSection() {
  const { t } = useTranslation();
  const [city, setCity] = useState<City[]>([]);
  const [cities, setCities] = useState<City[]>([]);
  const [state, setState] = useState<string[]>([]);
  const [states, setStates] = useState<string[]>([]);
  return (
    <TitledCard title={t('formsPages.advanced.selects')}>
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
          renderMenuItemChildren={renderCity}
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
          renderMenuItemChildren={renderCity}
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
        <Form.Label htmlFor="state-multi">{t('formsPages.advanced.typeaheadMultiple')}</Form.Label>
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
    </TitledCard>
  );
}
