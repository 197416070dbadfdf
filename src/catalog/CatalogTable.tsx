import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { RowEditDeleteActions } from '../common/RowEditDeleteActions';
import { ActiveBadge } from './ActiveBadge';
import { CATALOG_CONFIGS, isOn, type CatalogResource, type CatalogRow } from './catalogTypes';
import { ColorSwatch } from './ColorSwatch';

const CatalogCol = DataTable.Col<CatalogRow>;

const EmptyCatalog = ({ resource }: { resource: CatalogResource }) => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {translate(`${resource}.empty`)}
    </Typography>
  );
};

export interface CatalogTableProps {
  resource: CatalogResource;
  /** Edit and delete per row; undefined when the caller may only read. */
  rowActions?: { onEdit: (row: CatalogRow) => void; onDelete: (row: CatalogRow) => void };
  /** Shown under a row's name (a status's rewrite progress), when there is something to say. */
  nameNote?: (row: CatalogRow) => ReactNode;
}

/** Order, name, colour or code, and Aktif/Pasif of the list's rows, in their display order. */
export const CatalogTable = ({ resource, rowActions, nameNote }: CatalogTableProps) => {
  const translate = useTranslate();
  return (
    <DataTable<CatalogRow>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyCatalog resource={resource} />}
      aria-label={translate(`${resource}.title`)}
    >
      <CatalogCol source="display_order" disableSort render={(row) => row.display_order ?? 0} />
      <CatalogCol
        source="name"
        disableSort
        render={(row) => (
          <>
            {row.name}
            {nameNote?.(row)}
          </>
        )}
      />
      {CATALOG_CONFIGS[resource].kind === 'color' ? (
        <CatalogCol source="color" disableSort render={(row) => <ColorSwatch color={row.color} />} />
      ) : (
        <CatalogCol source="code" disableSort />
      )}
      <CatalogCol
        source="is_active"
        disableSort
        render={(row) => <ActiveBadge active={isOn(row.is_active ?? true)} />}
      />
      {rowActions && (
        <CatalogCol
          label="common.actions"
          align="right"
          render={(row) => (
            <RowEditDeleteActions
              onEdit={() => rowActions.onEdit(row)}
              onDelete={() => rowActions.onDelete(row)}
            />
          )}
        />
      )}
    </DataTable>
  );
};
