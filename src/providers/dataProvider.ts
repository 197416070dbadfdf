import simpleRestProvider from 'ra-data-simple-rest';
import { API_BASE_URL, fetchJson } from './httpClient';

/** ra-data-simple-rest on /api, through our fetch wrapper so that every call carries the bearer token. */
export const dataProvider = simpleRestProvider(API_BASE_URL, fetchJson);
