import DeleteIcon from '@mui/icons-material/Delete';
import PaymentsIcon from '@mui/icons-material/Payments';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Chip,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { isSystemRole, roleLabel, type Role } from './roleTypes';

export interface RoleTableProps {
  roles: Role[];
  canEditPaymentMethods: boolean;
  onEditPermissions: (role: Role) => void;
  onEditPaymentMethods: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** Display name, code name, description and a system/custom badge, with the role actions. */
export const RoleTable = (props: RoleTableProps) => {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('roles.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('roles.fields.displayName')}</TableCell>
            <TableCell>{translate('roles.fields.name')}</TableCell>
            <TableCell>{translate('roles.fields.description')}</TableCell>
            <TableCell>{translate('roles.fields.type')}</TableCell>
            <TableCell align="right">{translate('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.roles.map((role) => {
            const system = isSystemRole(role);
            return (
              <TableRow key={role.id}>
                <TableCell>{roleLabel(role)}</TableCell>
                <TableCell>{role.name}</TableCell>
                <TableCell>{role.description ?? ''}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={system ? 'primary' : 'default'}
                    label={translate(system ? 'roles.system' : 'roles.custom')}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={translate('roles.editPermissions')}>
                    <IconButton
                      aria-label={translate('roles.editPermissions')}
                      onClick={() => props.onEditPermissions(role)}
                    >
                      <TuneIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {props.canEditPaymentMethods && (
                    <Tooltip title={translate('roles.editPaymentMethods')}>
                      <IconButton
                        aria-label={translate('roles.editPaymentMethods')}
                        onClick={() => props.onEditPaymentMethods(role)}
                      >
                        <PaymentsIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  {!system && (
                    <Tooltip title={translate('roles.delete')}>
                      <IconButton
                        aria-label={translate('roles.delete')}
                        color="error"
                        onClick={() => props.onDelete(role)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
