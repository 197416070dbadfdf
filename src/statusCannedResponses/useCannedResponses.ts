import { useQuery } from '@tanstack/react-query';
import { fetchCannedResponses } from './statusCannedResponsesApi';
import { STATUS_CANNED_RESPONSES } from './statusCannedResponseTypes';

const CANNED_RESPONSES_STALE_MS = 60_000;

/** The help desk's canned responses; the table and the modal share one load. */
export const useCannedResponses = () =>
  useQuery({
    queryKey: [STATUS_CANNED_RESPONSES, 'helpdesk-canned-responses'],
    queryFn: fetchCannedResponses,
    retry: false,
    staleTime: CANNED_RESPONSES_STALE_MS,
  });
