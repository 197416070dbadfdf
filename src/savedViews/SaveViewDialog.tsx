import {
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  SAVED_VIEW_HIDEABLE_COLUMNS,
  SAVED_VIEW_NAME_MAX,
  type HideableColumn,
  type SavedViewCreate,
  type SavedViewState,
} from '../../contract/savedViews';
import { FormDialogActions } from '../common/FormDialogActions';
import { useNotifyError } from '../common/useNotifyError';
import { useRefundPermissions } from '../refunds/useRefundPermissions';
import { AudienceSelect } from './AudienceSelect';
import { savedViewCalls, useSavedViewMutation } from './savedViewCalls';

/** The catalog key of each hideable column's header. */
const COLUMN_LABELS: Record<HideableColumn, string> = {
  created_at: 'refunds.fields.dateTime',
  user_id: 'refunds.fields.userId',
  login_id: 'refunds.fields.loginId',
  refund_name: 'refunds.fields.refundName',
  payment_method_name: 'refunds.fields.method',
  reason: 'refunds.fields.reason',
  ticket_id: 'refunds.fields.ticketId',
  mail_sent: 'refunds.fields.mail',
};

export interface SaveViewDialogProps {
  /** The list as it is now. */
  state: SavedViewState;
  /** Offers sharing with a role (admin_access). */
  canShare: boolean;
  onClose: () => void;
  /** After the server saved it: the hidden columns chosen, to show them at once. */
  onSaved: (hiddenColumns: HideableColumn[]) => void;
}

/** Saves the list's current state under a name: default or not, shared with a role or not, which columns. */
export const SaveViewDialog = ({ state, canShare, onClose, onSaved }: SaveViewDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const titleId = useId();
  const { canViewMethods, canManageMail } = useRefundPermissions();
  const [name, setName] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  const [roleId, setRoleId] = useState('');
  const [hidden, setHidden] = useState<HideableColumn[]>([...state.hidden_columns]);
  const create = useSavedViewMutation((body: SavedViewCreate) => savedViewCalls.create(body));

  const columns = SAVED_VIEW_HIDEABLE_COLUMNS.filter(
    (column) =>
      (column !== 'payment_method_name' || canViewMethods) && (column !== 'mail_sent' || canManageMail),
  );
  const toggle = (column: HideableColumn, shown: boolean) =>
    setHidden((current) => (shown ? current.filter((c) => c !== column) : [...current, column]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hiddenColumns = SAVED_VIEW_HIDEABLE_COLUMNS.filter((column) => hidden.includes(column));
    create.mutate(
      {
        name,
        state: { ...state, hidden_columns: hiddenColumns },
        shared_role_id: roleId === '' ? null : Number(roleId),
        is_default: makeDefault,
      },
      {
        onSuccess: (saved) => {
          notify(saved.message, { type: 'success' });
          onSaved(hiddenColumns);
          onClose();
        },
        onError: (error) => notifyError(error, null),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('savedViews.saveTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('savedViews.saveHint')}
          </Typography>
          <TextField
            autoFocus
            required
            label={translate('savedViews.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX } }}
            size="small"
          />
          <FormControlLabel
            control={
              <Checkbox checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
            }
            label={translate('savedViews.makeDefault')}
          />
          {canShare && <AudienceSelect value={roleId} onChange={setRoleId} />}
          <FormGroup>
            <FormLabel component="legend" sx={{ mb: 0.5 }}>
              {translate('savedViews.columns')}
            </FormLabel>
            {columns.map((column) => (
              <FormControlLabel
                key={column}
                control={
                  <Checkbox
                    size="small"
                    checked={!hidden.includes(column)}
                    onChange={(event) => toggle(column, event.target.checked)}
                  />
                }
                label={translate(COLUMN_LABELS[column])}
              />
            ))}
          </FormGroup>
        </DialogContent>
        <FormDialogActions
          saving={create.isPending}
          onCancel={onClose}
          canConfirm={name.trim() !== ''}
          spinner
        />
      </form>
    </Dialog>
  );
};
