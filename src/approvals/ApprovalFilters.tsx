import ClearIcon from '@mui/icons-material/Clear';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { APPROVAL_STATES, type ApprovalFilterValues, type ApprovalState } from '../../contract/approvals';
import { useCatalog } from '../refunds/useCatalog';

export const DEFAULT_APPROVAL_FILTER: ApprovalFilterValues = { state: 'pending' };

interface ApprovalFiltersProps {
  filter: ApprovalFilterValues;
  onChange: (filter: ApprovalFilterValues) => void;
}

/** The queue's filters: state of the request, requested status, requester, amount range (TL). */
export const ApprovalFilters = ({ filter, onChange }: ApprovalFiltersProps) => {
  const translate = useTranslate();
  const statuses = useCatalog('statuses');
  const set = (changes: Partial<ApprovalFilterValues>) => {
    const next: Record<string, unknown> = { ...filter, ...changes };
    for (const key of Object.keys(next)) if (next[key] === '' || next[key] === undefined) delete next[key];
    onChange(next as ApprovalFilterValues);
  };
  const field = { size: 'small' as const, sx: { minWidth: 160, flex: '1 1 160px' } };
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
      <TextField
        select
        label={translate('approvals.queue.filters.state')}
        value={filter.state ?? 'pending'}
        onChange={(event) => set({ state: event.target.value as ApprovalState })}
        {...field}
      >
        {APPROVAL_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {translate(`approvals.states.${state}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('approvals.queue.filters.toStatus')}
        value={filter.to_status_id === undefined ? '' : String(filter.to_status_id)}
        onChange={(event) =>
          set({ to_status_id: event.target.value === '' ? undefined : Number(event.target.value) })
        }
        {...field}
      >
        <MenuItem value="">{translate('approvals.queue.filters.anyStatus')}</MenuItem>
        {statuses.items.map((status) => (
          <MenuItem key={status.id} value={String(status.id)}>
            {status.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('approvals.queue.filters.requester')}
        value={filter.requester ?? ''}
        onChange={(event) => set({ requester: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 64 } }}
        {...field}
      />
      <TextField
        label={translate('approvals.queue.filters.minAmount')}
        value={filter.min_amount ?? ''}
        onChange={(event) => set({ min_amount: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
        {...field}
      />
      <TextField
        label={translate('approvals.queue.filters.maxAmount')}
        value={filter.max_amount ?? ''}
        onChange={(event) => set({ max_amount: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
        {...field}
      />
      <Button startIcon={<ClearIcon />} onClick={() => onChange({ ...DEFAULT_APPROVAL_FILTER })}>
        {translate('approvals.queue.filters.clear')}
      </Button>
    </Stack>
  );
};
