import { Typography } from '@mui/material';
import { DataTable, DataTableBody, DataTableRow, useTranslate, type DataTableBodyProps } from 'react-admin';
import { StatusDot } from '../common/StatusDot';
import { RowEditDeleteActions } from '../common/RowEditDeleteActions';
import { ActiveBadge } from '../catalog/ActiveBadge';
import { CannedResponseLabel } from './CannedResponseLabel';
import { findCannedResponse, isActiveMapping } from './statusCannedResponseForm';
import type { CannedResponse, StatusCannedResponse } from './statusCannedResponseTypes';

const MappingCol = DataTable.Col<StatusCannedResponse>;

const MappingRow = (props: object) => <DataTableRow {...props} data-testid="mapping-row" />;
const MappingBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={MappingRow} />;

const EmptyMappings = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {translate('statusCannedResponses.empty')}
    </Typography>
  );
};

export interface StatusCannedResponseTableProps {
  /** The help desk's responses; empty while loading or when the help desk is unreachable. */
  responses: CannedResponse[];
  onEdit: (mapping: StatusCannedResponse) => void;
  onDelete: (mapping: StatusCannedResponse) => void;
}

/** Status, canned response, active/passive, creator, and edit and delete per mapping. */
export const StatusCannedResponseTable = ({
  responses,
  onEdit,
  onDelete,
}: StatusCannedResponseTableProps) => {
  const translate = useTranslate();
  return (
    <DataTable<StatusCannedResponse>
      body={MappingBody}
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyMappings />}
      aria-label={translate('statusCannedResponses.title')}
    >
      <MappingCol
        source="status_name"
        disableSort
        render={(mapping) => <StatusDot name={mapping.status_name} color={mapping.status_color} />}
      />
      <MappingCol
        source="canned_response_id"
        disableSort
        render={(mapping) => (
          <CannedResponseLabel
            mapping={mapping}
            response={findCannedResponse(responses, mapping.canned_response_id)}
          />
        )}
      />
      <MappingCol
        source="is_active"
        disableSort
        render={(mapping) => <ActiveBadge active={isActiveMapping(mapping.is_active)} />}
      />
      <MappingCol source="created_by_username" disableSort />
      <MappingCol
        label="common.actions"
        align="right"
        render={(mapping) => (
          <RowEditDeleteActions onEdit={() => onEdit(mapping)} onDelete={() => onDelete(mapping)} />
        )}
      />
    </DataTable>
  );
};
