import { useState, type ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import { Token, Typeahead, TypeaheadInputMulti } from 'react-bootstrap-typeahead';
import type { Option } from 'react-bootstrap-typeahead/types/types';
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

/** Nothing chosen yet: one array, so a field's `selected` stays the same between renders. */
const NONE: Option[] = [];

interface SelectDemo {
  id: string;
  /** Under `formsPages.advanced`, as `placeholder`. */
  label: string;
  placeholder: string;
  options: Option[];
  multiple?: boolean;
  /** The options are cities: listed by name, with their region in the menu. */
  cities?: boolean;
}

const SELECTS: SelectDemo[] = [
  { id: 'city-single', label: 'single', placeholder: 'chooseCity', options: CITIES, cities: true },
  {
    id: 'city-multi',
    label: 'multiple',
    placeholder: 'chooseCities',
    options: [...CITIES].sort((a, b) => a.region.localeCompare(b.region)),
    multiple: true,
    cities: true,
  },
  { id: 'state-single', label: 'typeahead', placeholder: 'chooseState', options: STATES },
  {
    id: 'state-multi',
    label: 'typeaheadMultiple',
    placeholder: 'chooseStates',
    options: STATES,
    multiple: true,
  },
];

/** Single and multiple selects over grouped cities, and typeaheads over states. */
export function SelectsSection() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Record<string, Option[]>>({});
  return (
    <TitledCard title={t('formsPages.advanced.selects')}>
      {SELECTS.map(({ id, label, placeholder, options, multiple, cities }, index) => (
        <Form.Group key={id} className={index < SELECTS.length - 1 ? 'mb-3' : undefined}>
          <Form.Label htmlFor={id}>{t(`formsPages.advanced.${label}`)}</Form.Label>
          <Typeahead
            id={id}
            inputProps={{ id }}
            {...(multiple && { renderInput: renderMultiInput, multiple })}
            {...(cities && { labelKey: 'name', renderMenuItemChildren: renderCity })}
            options={options}
            selected={chosen[id] ?? NONE}
            onChange={(selected) => setChosen((all) => ({ ...all, [id]: selected }))}
            placeholder={t(`formsPages.advanced.${placeholder}`)}
          />
        </Form.Group>
      ))}
    </TitledCard>
  );
}
