import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { STATUS_CANNED_RESPONSES } from './statusCannedResponseTypes';

const CANNED_RESPONSES_STALE_MS = 60_000;

/** The help desk's canned responses; the table and the modal share one load. */
export const useCannedResponses = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [STATUS_CANNED_RESPONSES, 'helpdesk-canned-responses'],
    queryFn: () => dataProvider.getHelpdeskCannedResponses(),
    retry: false,
    staleTime: CANNED_RESPONSES_STALE_MS,
  });
};
