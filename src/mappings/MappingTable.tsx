import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RowEditDeleteActions } from '../common/RowEditDeleteActions';
import { ActiveBadge } from '../catalog/ActiveBadge';
import { CannedResponseLabel } from './CannedResponseLabel';
import { findCannedResponse, isActiveMapping } from './mappingForm';
import type { CannedResponse, StatusMapping } from './mappingTypes';
import { StatusDot } from './StatusDot';

export interface MappingTableProps {
  mappings: StatusMapping[];
  /** The help desk's responses; empty while loading or when the help desk is unreachable. */
  responses: CannedResponse[];
  onEdit: (mapping: StatusMapping) => void;
  onDelete: (mapping: StatusMapping) => void;
}

/** Status, canned response, active/passive, creator, and edit and delete per mapping. */
export const MappingTable = ({ mappings, responses, onEdit, onDelete }: MappingTableProps) => {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('mappings.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('mappings.fields.status')}</TableCell>
            <TableCell>{translate('mappings.fields.cannedResponse')}</TableCell>
            <TableCell>{translate('mappings.fields.state')}</TableCell>
            <TableCell>{translate('mappings.fields.createdBy')}</TableCell>
            <TableCell align="right">{translate('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mappings.map((mapping) => (
            <TableRow key={mapping.id} data-testid="mapping-row">
              <TableCell>
                <StatusDot name={mapping.status_name} color={mapping.status_color} />
              </TableCell>
              <TableCell>
                <CannedResponseLabel
                  mapping={mapping}
                  response={findCannedResponse(responses, mapping.canned_response_id)}
                />
              </TableCell>
              <TableCell>
                <ActiveBadge active={isActiveMapping(mapping.is_active)} />
              </TableCell>
              <TableCell>{mapping.created_by_username ?? ''}</TableCell>
              <TableCell align="right">
                <RowEditDeleteActions onEdit={() => onEdit(mapping)} onDelete={() => onDelete(mapping)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
