import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { listReply, mockFetch } from './support/mockFetch';

const ROLES = [
  { id: 1, name: 'admin', display_name: 'Yönetici' },
  { id: 2, name: 'casi', display_name: 'Çağrı Merkezi' },
  { id: 3, name: 'user', display_name: 'Kullanıcı' },
];

const MAPPINGS = [
  { id: 7, status_id: 1, canned_response_name: 'Onay', is_active: 1 },
  { id: 9, status_id: 2, canned_response_name: 'Red', is_active: 0 },
];

describe('resources whose server answers a plain array without Content-Range', () => {
  it('lists roles with the total, sorting and paging done on the client', async () => {
    mockFetch({ 'GET /api/roles': { body: ROLES } });
    const firstPage = await dataProvider.getList('roles', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'display_name', order: 'ASC' },
      filter: {},
    });
    expect(firstPage.total).toBe(3);
    expect(firstPage.data.map((role) => role.id)).toEqual([2, 3]);
    const secondPage = await dataProvider.getList('roles', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'display_name', order: 'ASC' },
      filter: {},
    });
    expect(secondPage.data.map((role) => role.id)).toEqual([1]);
  });

  it('filters by equal fields and by a q text in any field', async () => {
    mockFetch({ 'GET /api/status-canned-responses': { body: MAPPINGS } });
    const active = await dataProvider.getList('status-canned-responses', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { is_active: 1 },
    });
    expect(active).toEqual({ data: [MAPPINGS[0]], total: 1 });
    const searched = await dataProvider.getList('status-canned-responses', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'red' },
    });
    expect(searched.data.map((mapping) => mapping.id)).toEqual([9]);
  });

  it('picks one record and several records out of the list', async () => {
    const api = mockFetch({ 'GET /api/roles': { body: ROLES } });
    expect((await dataProvider.getOne('roles', { id: '2' })).data).toEqual(ROLES[1]);
    expect((await dataProvider.getMany('roles', { ids: [3, 1] })).data).toEqual([ROLES[0], ROLES[2]]);
    expect(api.callsTo('GET', '/api/roles/2')).toHaveLength(0);
  });

  it('answers 404 for an id the list does not hold', async () => {
    mockFetch({ 'GET /api/roles': { body: ROLES } });
    await expect(dataProvider.getOne('roles', { id: 99 })).rejects.toMatchObject({ status: 404 });
  });

  it('keeps the Content-Range lists of the other resources on ra-data-simple-rest', async () => {
    const api = mockFetch({ 'GET /api/statuses': listReply([{ id: 1, name: 'Beklemede' }], 'statuses') });
    const statuses = await dataProvider.getList('statuses', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(statuses.total).toBe(1);
    expect(api.requests[0].query.get('range')).toBe('[0,24]');
  });
});
