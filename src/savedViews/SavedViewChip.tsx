import CheckIcon from '@mui/icons-material/Check';
import GroupIcon from '@mui/icons-material/Group';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import StarIcon from '@mui/icons-material/Star';
import { Box, Chip, IconButton, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SavedView } from '../../contract/savedViews';

export type ViewAction = 'overwrite' | 'setDefault' | 'clearDefault' | 'rename' | 'share' | 'delete';

export interface SavedViewChipProps {
  view: SavedView;
  /** The list shows exactly this view. */
  active: boolean;
  onApply: (view: SavedView) => void;
  onAction: (view: SavedView, action: ViewAction) => void;
  /** Offers changing whom the view is shared with (admin_access). */
  canShare: boolean;
}

/**
 * A saved view as a chip: a click (or Enter) applies it; the applied one is filled and ticked, the
 * default carries a star, a shared one the group sign, before the name so that a long name cannot hide them. Its options button opens the view's menu:
 * default on or off for anyone who sees it, update, rename and delete for whoever may change it.
 */
export const SavedViewChip = ({ view, active, onApply, onAction, canShare }: SavedViewChipProps) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: ViewAction) => {
    setAnchor(null);
    onAction(view, action);
  };
  const marks = [
    active && translate('savedViews.activeMark'),
    view.is_default && translate('savedViews.defaultMark'),
    view.shared_role_name !== null && translate('savedViews.sharedMark', { role: view.shared_role_name }),
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', minWidth: 0 }}>
      <Chip
        label={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            {view.is_default && <StarIcon sx={{ fontSize: 16, flexShrink: 0 }} aria-hidden />}
            {view.shared_role_name !== null && <GroupIcon sx={{ fontSize: 16, flexShrink: 0 }} aria-hidden />}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {view.name}
            </Box>
          </Box>
        }
        title={[view.name, ...marks].join(' · ')}
        icon={active ? <CheckIcon /> : undefined}
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'outlined'}
        onClick={() => onApply(view)}
        aria-current={active ? 'true' : undefined}
        sx={{ maxWidth: 320, minWidth: 0 }}
      />
      <IconButton
        size="small"
        aria-label={translate('savedViews.menu', { name: view.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {view.is_default ? (
          <MenuItem onClick={() => choose('clearDefault')}>{translate('savedViews.clearDefault')}</MenuItem>
        ) : (
          <MenuItem onClick={() => choose('setDefault')}>{translate('savedViews.setDefault')}</MenuItem>
        )}
        {view.can_manage && [
          <MenuItem key="overwrite" onClick={() => choose('overwrite')}>
            {translate('savedViews.overwrite')}
          </MenuItem>,
          <MenuItem key="rename" onClick={() => choose('rename')}>
            {translate('savedViews.rename')}
          </MenuItem>,
          canShare && (
            <MenuItem key="share" onClick={() => choose('share')}>
              {translate('savedViews.share')}
            </MenuItem>
          ),
          <MenuItem key="delete" onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
            {translate('savedViews.delete')}
          </MenuItem>,
        ]}
        {!view.can_manage && view.can_retract && (
          <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
            {translate('savedViews.delete')}
          </MenuItem>
        )}
        {!view.can_manage && (
          <MenuItem disabled sx={{ whiteSpace: 'normal', maxWidth: 280 }}>
            {translate('savedViews.readOnly')}
          </MenuItem>
        )}
      </Menu>
    </Box>
  );
};
