import { useQuery } from '@tanstack/react-query';
import { fetchCannedResponses, fetchMappings } from './mappingsApi';
import { MAPPINGS_RESOURCE } from './mappingTypes';

const CANNED_RESPONSES_STALE_MS = 60_000;

/** The mappings table. */
export const useMappings = () =>
  useQuery({ queryKey: [MAPPINGS_RESOURCE, 'list'], queryFn: fetchMappings, retry: false });

/** The help desk's canned responses; the table and the modal share one load. */
export const useCannedResponses = () =>
  useQuery({
    queryKey: [MAPPINGS_RESOURCE, 'helpdesk-canned-responses'],
    queryFn: fetchCannedResponses,
    retry: false,
    staleTime: CANNED_RESPONSES_STALE_MS,
  });
