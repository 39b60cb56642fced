import Button from 'react-bootstrap/Button';
import { ToggleGroup } from '@/components/ToolbarFields';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';
import type { PersonColumn } from '../../peopleQuery';
import { DATA_COLUMNS, type PeopleTableApi, type TableMode } from './model';

/** Search, the paged/large switch, the column picker, CSV export and the bulk delete. */
export function PeopleToolbar({
  query,
  setQuery,
  mode,
  onMode,
  table,
  header,
  canExport,
  onExport,
  selectedCount,
  onDeleteSelected,
}: {
  query: string;
  setQuery: (value: string) => void;
  mode: TableMode;
  onMode: (mode: TableMode) => void;
  table: PeopleTableApi;
  header: (id: string) => string;
  canExport: boolean;
  onExport: () => void;
  selectedCount: number;
  onDeleteSelected: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="people-toolbar d-flex flex-wrap gap-2 align-items-end mb-3">
      <Form.Group controlId="people-search" className="me-auto">
        <Form.Label className="mb-1">{t('tables.advanced.search')}</Form.Label>
        <Form.Control
          type="search"
          value={query}
          placeholder={t('tables.advanced.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Form.Group>
      <ToggleGroup
        label={t('tables.advanced.mode')}
        value={mode}
        choices={[
          { value: 'paged', label: t('tables.advanced.modePaged') },
          { value: 'large', label: t('tables.advanced.modeLarge') },
        ]}
        onChange={onMode}
        offVariant="outline-primary"
      />
      <Dropdown autoClose="outside">
        <Dropdown.Toggle variant="outline-secondary">
          {t('tables.advanced.columns')}
        </Dropdown.Toggle>
        <Dropdown.Menu className="px-3">
          {table
            .getAllLeafColumns()
            .filter((column) => DATA_COLUMNS.includes(column.id as PersonColumn))
            .map((column) => (
              <Form.Check
                key={column.id}
                id={`column-${column.id}`}
                label={header(column.id)}
                checked={column.getIsVisible()}
                onChange={() => column.toggleVisibility()}
              />
            ))}
        </Dropdown.Menu>
      </Dropdown>
      <Button variant="outline-secondary" onClick={onExport} disabled={!canExport}>
        {t('tables.advanced.exportCsv')}
      </Button>
      {mode === 'paged' && (
        <Button variant="danger" disabled={selectedCount === 0} onClick={onDeleteSelected}>
          {t('tables.advanced.deleteSelected', { count: selectedCount })}
        </Button>
      )}
    </div>
  );
}
