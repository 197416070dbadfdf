import { LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CompletionRewrite } from '../../contract/catalog';

/** Under a status's name while its refunds are rewritten after a completed-flag change: how far it got. */
export const RewriteProgress = ({ rewrite }: { rewrite: CompletionRewrite }) => {
  const translate = useTranslate();
  const text = translate('statuses.rewriteProgress', { percent: rewrite.done_percent });
  return (
    <Stack spacing={0.5} sx={{ mt: 0.5, maxWidth: 220 }}>
      <Typography variant="caption" color="text.secondary" role="status">
        {text}
      </Typography>
      {/* The text above says the figure; the bar only shows it. */}
      <LinearProgress variant="determinate" value={rewrite.done_percent} aria-hidden />
    </Stack>
  );
};
