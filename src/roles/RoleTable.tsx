import DeleteIcon from '@mui/icons-material/Delete';
import PaymentsIcon from '@mui/icons-material/Payments';
import TuneIcon from '@mui/icons-material/Tune';
import { Chip, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { DialogOpenerTooltip } from '../common/DialogOpenerTooltip';
import { isSystemRole, roleLabel, type Role } from './roleTypes';

const RoleCol = DataTable.Col<Role>;

interface RoleActionProps {
  label: string;
  icon: ReactNode;
  color?: 'error';
  onClick: () => void;
}

/** An icon button named after what it does. */
const RoleAction = ({ label, icon, color, onClick }: RoleActionProps) => (
  <DialogOpenerTooltip title={label}>
    <IconButton aria-label={label} color={color} onClick={onClick}>
      {icon}
    </IconButton>
  </DialogOpenerTooltip>
);

export interface RoleTableProps {
  canEditPaymentMethods: boolean;
  /** Custom roles can be deleted by those who manage roles; system roles never. */
  canDelete: boolean;
  onEditPermissions: (role: Role) => void;
  onEditPaymentMethods: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** The list's roles: display name, code name, description and a system/custom badge, with actions. */
export const RoleTable = (props: RoleTableProps) => {
  const translate = useTranslate();
  return (
    <DataTable bulkActionButtons={false} rowClick={false} aria-label={translate('roles.title')}>
      <RoleCol source="display_name" disableSort render={(role) => roleLabel(role)} />
      <RoleCol source="name" disableSort render={(role) => role.name} />
      <RoleCol source="description" disableSort render={(role) => role.description ?? ''} />
      <RoleCol
        source="is_system_role"
        disableSort
        render={(role) => (
          <Chip
            size="small"
            color={isSystemRole(role) ? 'primary' : 'default'}
            label={translate(isSystemRole(role) ? 'roles.system' : 'roles.custom')}
          />
        )}
      />
      <RoleCol
        label="common.actions"
        align="right"
        sx={{ whiteSpace: 'nowrap' }}
        render={(role) => (
          <>
            <RoleAction
              label={translate('roles.editPermissions')}
              icon={<TuneIcon fontSize="small" />}
              onClick={() => props.onEditPermissions(role)}
            />
            {props.canEditPaymentMethods && (
              <RoleAction
                label={translate('roles.editPaymentMethods')}
                icon={<PaymentsIcon fontSize="small" />}
                onClick={() => props.onEditPaymentMethods(role)}
              />
            )}
            {props.canDelete && !isSystemRole(role) && (
              <RoleAction
                label={translate('roles.delete')}
                icon={<DeleteIcon fontSize="small" />}
                color="error"
                onClick={() => props.onDelete(role)}
              />
            )}
          </>
        )}
      />
    </DataTable>
  );
};
